import { PageShell } from "@/components/site/page-shell";
import type { DeadLinkKind } from "@/lib/server/dead-links";
import { MANAGE_LINK_NOT_VALID } from "@/lib/validation/manage";
import { REVIEW_MESSAGES } from "@/lib/validation/reviews";

/** The <title> of each 404 page (the layout's template adds the site's name). */
export const LINK_NOT_VALID_TITLES: Record<DeadLinkKind, string> = {
  booking: "Booking link not valid",
  review: "Review link not valid",
};

const TEXTS: Record<DeadLinkKind, { heading: string; advice: string }> = {
  booking: {
    heading: MANAGE_LINK_NOT_VALID,
    advice:
      "Please use the link in the latest e-mail about your booking, or reply to that e-mail and we will send you a new one.",
  },
  review: {
    heading: REVIEW_MESSAGES.token,
    advice:
      "Please use the link in the e-mail we sent you after your event, or reply to that e-mail and we will send a new one.",
  },
};

/**
 * The page for a forged, mistyped or revoked customer link, or one of a booking since removed. Plain
 * server markup: it reads the same before (or without) the page's scripts.
 */
export function LinkNotValid({ kind }: { kind: DeadLinkKind }) {
  const { heading, advice } = TEXTS[kind];
  return (
    <PageShell>
      <div className="mx-auto grid max-w-2xl gap-4">
        <h1 className="font-display text-3xl text-primary">{heading}</h1>
        <p className="text-muted-foreground">{advice}</p>
      </div>
    </PageShell>
  );
}
