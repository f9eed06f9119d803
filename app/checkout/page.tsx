import type { Metadata } from "next";

import { CheckoutView } from "@/components/booking/pending-booking-views";
import { PageShell } from "@/components/site/page-shell";

export const metadata: Metadata = {
  title: "Checkout",
  description: "Complete the payment of your magic booking.",
  robots: { index: false, follow: false },
  alternates: { canonical: "/checkout" },
};

export default function CheckoutPage() {
  return (
    <PageShell>
      <CheckoutView />
    </PageShell>
  );
}
