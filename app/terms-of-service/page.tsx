import type { Metadata } from "next";

import { TermsContent } from "@/components/site/legal-content";
import { PageShell } from "@/components/site/page-shell";

export const metadata: Metadata = {
  title: "Terms of Service",
  description:
    "Booking terms of Summon a Magician: prices, travel cost, partner venue discount, deposits, notice periods, cancellation refunds and data retention.",
  alternates: { canonical: "/terms-of-service" },
  openGraph: { title: "Terms of Service | Summon a Magician", url: "/terms-of-service" },
};

/** One page for /terms-of-service and /legal/terms (the booking form links to the latter). */
export default function TermsOfServicePage() {
  return (
    <PageShell>
      <TermsContent />
    </PageShell>
  );
}
