import type { Metadata } from "next";

import TermsOfServicePage from "@/app/terms-of-service/page";

// Refreshed like /terms-of-service (the travel sentence follows the magician's settings); a segment's config is not imported.
export const revalidate = 300;

// /legal/terms is the same page as /terms-of-service; its canonical URL is /terms-of-service.
export const metadata: Metadata = {
  title: "Terms of Service",
  description:
    "Booking terms of Summon a Magician: prices, travel cost, partner venue discount, deposits, notice periods, cancellation refunds and data retention.",
  alternates: { canonical: "/terms-of-service" },
};

export default TermsOfServicePage;
