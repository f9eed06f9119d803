import type { Metadata } from "next";

import { BookingSuccessView } from "@/components/booking/pending-booking-views";
import { PageShell } from "@/components/site/page-shell";

export const metadata: Metadata = {
  title: "Booking status",
  description: "The result of your booking payment.",
  robots: { index: false, follow: false },
  alternates: { canonical: "/booking-success" },
};

type Search = Promise<Record<string, string | string[] | undefined>>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function BookingSuccessPage({ searchParams }: { searchParams: Search }) {
  const query = await searchParams;
  return (
    <PageShell>
      <BookingSuccessView
        paymentIntent={first(query.payment_intent)}
        clientSecret={first(query.payment_intent_client_secret)}
        redirectStatus={first(query.redirect_status)}
      />
    </PageShell>
  );
}
