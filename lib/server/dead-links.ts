import "server-only";
import { AppError } from "@/lib/server/http";
import { bookingOfToken } from "@/lib/server/bookings/shared/customer-booking";
import { bookingOfReviewToken } from "@/lib/server/reviews/submit";

/** The customer links that can be dead: the booking page's and the review form's. */
export const DEAD_LINK_KINDS = ["booking", "review"] as const;
export type DeadLinkKind = (typeof DEAD_LINK_KINDS)[number];

/** Where proxy.ts sends a dead link of this kind: its 404 page (app/link-not-valid). */
export const deadLinkPage = (kind: DeadLinkKind) => `/link-not-valid/${kind}`;

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
