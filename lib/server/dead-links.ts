import "server-only";
import { AppError } from "@/lib/server/http";
import { bookingOfToken } from "@/lib/server/manage/view";
import { bookingOfReviewToken } from "@/lib/server/reviews/submit";

/** Which customer link is dead: the booking page's or the review form's. */
export type DeadLinkKind = "booking" | "review";

/**
 * The request header proxy.ts sets when it sends a dead link to the not-found page, naming the kind
 * of link. Anyone can send it with a request for a missing page; all it changes is which "not
 * valid" message that 404 shows.
 */
export const DEAD_LINK_HEADER = "x-dead-link";

/** Where proxy.ts sends a dead link: a path no route matches, so Next renders the root not-found page (404). */
export const DEAD_LINK_PATH = "/link-not-valid";

const CUSTOMER_LINK = /^\/(booking|review)\/([^/]+)\/?$/;

/**
 * The kind of a customer link (`/booking/<token>`, `/review/<token>`) that answers 404: forged,
 * mistyped, revoked, or of a booking since removed, decided as the pages decide it. Null for a live
 * link and for any other path.
 */
export async function deadLinkKind(pathname: string): Promise<DeadLinkKind | null> {
  const match = CUSTOMER_LINK.exec(pathname);
  if (!match) return null;
  const kind = match[1] as DeadLinkKind;
  let token: string;
  try {
    token = decodeURIComponent(match[2] ?? "");
  } catch {
    return kind;
  }
  try {
    await (kind === "booking" ? bookingOfToken(token) : bookingOfReviewToken(token));
    return null;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return kind;
    throw error;
  }
}

/** The dead link proxy.ts named for this request (see DEAD_LINK_HEADER), if any. */
export function deadLinkOfHeader(value: string | null): DeadLinkKind | null {
  return value === "booking" || value === "review" ? value : null;
}
