import "server-only";
import { reviewEligibility } from "@/lib/domain/reviews";
import { db } from "@/lib/server/db";
import { AppError, conflict, notFound } from "@/lib/server/http";
import { magicianReviewMail } from "@/lib/server/mail/emails/magician-review";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail } from "@/lib/server/mail/sender";
import { REVIEW_MESSAGES, type ReviewSubmission } from "@/lib/validation/reviews";
import { parseReviewToken } from "@/lib/server/links/review-form";

export const REVIEW_LINK_USED = "This review link has already been used.";

const BOOKING_SELECT = {
  id: true,
  clientName: true,
  eventType: true,
  eventDate: true,
  startTime: true,
  endTime: true,
  status: true,
  paymentStatus: true,
  manageLinkVersion: true,
  anonymisedAt: true,
  review: { select: { id: true } },
} as const;

/** The booking a review token names, or 404 (the same answer for a forged token, a revoked link and a missing booking). */
export async function bookingOfReviewToken(token: string) {
  const parsed = parseReviewToken(token);
  const row = parsed ? await db.booking.findUnique({ where: { id: parsed.bookingId }, select: BOOKING_SELECT }) : null;
  if (!parsed || !row || row.manageLinkVersion !== parsed.version || row.anonymisedAt)
    throw notFound(REVIEW_MESSAGES.token);
  return row;
}

export type ReviewLinkState =
  | { state: "open"; firstName: string; eventType: string; eventDate: string }
  | { state: "used" }
  | { state: "refused"; message: string };

/** What the review page shows for a token: the form, "already used", or why this booking cannot be reviewed. 404 when invalid. */
export async function reviewLinkState(token: string, now = new Date()): Promise<ReviewLinkState> {
  const booking = await bookingOfReviewToken(token);
  if (booking.review) return { state: "used" };
  const eligibility = reviewEligibility(booking, now);
  if (!eligibility.ok) return { state: "refused", message: eligibility.message };
  return {
    state: "open",
    firstName: booking.clientName.trim().split(/\s+/)[0] ?? "",
    eventType: booking.eventType,
    eventDate: booking.eventDate,
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

/**
 * The customer's review, from their one-time link: stored as pending, and the magician is told. A
 * link that is not valid is not found; a second review of the booking is refused (also when two
 * submissions race: the unique booking id decides), and so is one before the event or of a
 * cancelled booking.
 */
export async function submitReview(input: ReviewSubmission, now = new Date()): Promise<{ id: number }> {
  const booking = await bookingOfReviewToken(input.token);
  if (booking.review) throw conflict(REVIEW_LINK_USED);
  const eligibility = reviewEligibility(booking, now);
  if (!eligibility.ok)
    throw new AppError("bad_request", eligibility.message, undefined, { code: `review-${eligibility.code}` });
  const review = {
    bookingId: booking.id,
    rating: input.rating,
    text: input.text,
    displayName: input.displayName ?? null,
  };
  let created: { id: number };
  try {
    created = await db.$transaction(async (tx) => {
      const row = await tx.review.create({ data: review, select: { id: true } });
      const to = await magicianEmail(tx);
      if (to) await queueMail(tx, magicianReviewMail(to, review));
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REVIEW_LINK_USED);
    throw error;
  }
  deliverSoon();
  return created;
}
