import type { Metadata } from "next";

import { TermsContent } from "@/components/site/legal-content";
import { PageShell } from "@/components/site/page-shell";
import { getPublicTravelTerms } from "@/lib/server/settings/travel";

// Rendered statically and refreshed in the background: the travel sentence follows the magician's settings.
export const revalidate = 300;

/** How travel is charged when it is by distance; null in flat mode (the specification's text) or without a database. */
async function distanceTravel() {
  try {
    const terms = await getPublicTravelTerms();
    return terms.mode === "distance" ? terms : null;
  } catch {
    return null;
  }
}

export const metadata: Metadata = {
  title: "Terms of Service",
  description:
    "Booking terms of Summon a Magician: prices, travel cost, partner venue discount, deposits, notice periods, cancellation refunds and data retention.",
  alternates: { canonical: "/terms-of-service" },
  openGraph: { title: "Terms of Service | Summon a Magician", url: "/terms-of-service" },
};

/** One page for /terms-of-service and /legal/terms (the booking form links to the latter). */
export default async function TermsOfServicePage() {
  return (
    <PageShell>
      <TermsContent distanceTravel={await distanceTravel()} />
    </PageShell>
  );
}
