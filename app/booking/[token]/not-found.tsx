import type { Metadata } from "next";

import { PageShell } from "@/components/site/page-shell";
import { MANAGE_LINK_NOT_VALID } from "@/lib/validation/manage";

export const metadata: Metadata = { title: "Booking link not valid", robots: { index: false, follow: false } };

/** A forged, mistyped or revoked booking link, or one of a booking since removed (answered with 404). */
export default function BookingLinkNotFound() {
  return (
    <PageShell>
      <div className="mx-auto grid max-w-2xl gap-4 px-4 py-10">
        <h1 className="font-display text-3xl text-primary">{MANAGE_LINK_NOT_VALID}</h1>
        <p className="text-muted-foreground">
          Please use the link in the latest e-mail about your booking, or reply to that e-mail and we will send you a
          new one.
        </p>
      </div>
    </PageShell>
  );
}
