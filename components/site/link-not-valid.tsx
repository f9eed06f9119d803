import { PageShell } from "@/components/site/page-shell";
import { DEAD_LINK_TEXTS } from "@/lib/server/dead-link-page";
import type { DeadLinkKind } from "@/lib/server/dead-links";

/** The <title> of each dead link's page (the layout's template adds the site's name). */
export const LINK_NOT_VALID_TITLES: Record<DeadLinkKind, string> = {
  booking: DEAD_LINK_TEXTS.booking.title,
  review: DEAD_LINK_TEXTS.review.title,
};

/**
 * A dead customer link's message inside the site's frame, for a link that stops working while the
 * visitor is on the site (the pages' notFound()); a link opened afresh gets the same words from
 * proxy.ts as a plain 404 page (lib/server/dead-link-page.ts).
 */
export function LinkNotValid({ kind }: { kind: DeadLinkKind }) {
  const { heading, advice } = DEAD_LINK_TEXTS[kind];
  return (
    <PageShell>
      <div className="mx-auto grid max-w-2xl gap-4">
        <h1 className="font-display text-3xl text-primary">{heading}</h1>
        <p className="text-muted-foreground">{advice}</p>
      </div>
    </PageShell>
  );
}
