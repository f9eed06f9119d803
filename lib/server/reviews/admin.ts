import "server-only";
import { isListed } from "@/lib/domain/booking-status";
import { reviewEligibility, type ModerationStatus } from "@/lib/domain/reviews";
import { audit, type Actor } from "@/lib/server/audit";
import { revalidateReviewPages } from "@/lib/server/revalidate";
import { db } from "@/lib/server/db";
import { AppError, conflict, notFound } from "@/lib/server/http";
import type { ReviewFilter } from "@/lib/validation/reviews";
import { reviewUrl } from "@/lib/server/links/review-form";

/** A review as the magician moderates it: with the booking it came from. */
export interface AdminReview {
  id: number;
  bookingId: number;
  rating: number;
  text: string;
  displayName: string | null;
  status: string;
  clientName: string;
  eventType: string;
  eventDate: string;
  createdAt: string;
  updatedAt: string;
}

const ADMIN_REVIEW_SELECT = {
  id: true,
  bookingId: true,
  rating: true,
  text: true,
  displayName: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  booking: { select: { clientName: true, eventType: true, eventDate: true } },
} as const;

type Row = {
  createdAt: Date;
  updatedAt: Date;
  booking: { clientName: string; eventType: string; eventDate: string };
} & Omit<AdminReview, "createdAt" | "updatedAt" | "clientName" | "eventType" | "eventDate">;

function toAdminReview({ booking, ...row }: Row): AdminReview {
  return { ...row, ...booking, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** Newest first, at most 1,000 (a magician's reviews are counted in hundreds at most, so the dashboard shows them all). */
export async function listReviewsForMagician(filter: ReviewFilter = "all"): Promise<AdminReview[]> {
  const rows = await db.review.findMany({
    where: filter === "all" ? {} : { status: filter },
    select: ADMIN_REVIEW_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 1000,
  });
  return rows.map(toAdminReview);
}

/**
 * The magician publishes or hides a review (audited, under the row's lock so two tabs
 * record one change each), then refreshes the static landing page and badge. Setting the status
 * it already has changes nothing and writes no audit row.
 */
export async function moderateReview(actor: Actor, id: number, status: ModerationStatus): Promise<AdminReview> {
  const { review, changed } = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<
      { status: string }[]
    >`SELECT "status" FROM "reviews" WHERE "id" = ${id} FOR UPDATE`;
    if (!locked) throw notFound("Review not found.");
    const before = locked.status;
    if (before === status)
      return {
        review: await tx.review.findUniqueOrThrow({ where: { id }, select: ADMIN_REVIEW_SELECT }),
        changed: false,
      };
    const row = await tx.review.update({ where: { id }, data: { status }, select: ADMIN_REVIEW_SELECT });
    await audit(tx, actor, {
      action: "review.status",
      entity: "review",
      entityId: id,
      before: { status: before },
      after: { status },
    });
    return { review: row, changed: true };
  });
  if (changed) revalidateReviewPages();
  return toAdminReview(review);
}

/**
 * The booking's review link for the magician to send by hand. Refused for an unknown booking, for
 * one that cannot be reviewed (not over yet, cancelled, unpaid), and once its customer has reviewed
 * it (the link would only say so).
 */
export async function reviewLinkForMagician(bookingId: number, now = new Date()): Promise<{ url: string }> {
  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    select: {
      id: true,
      status: true,
      paymentStatus: true,
      eventDate: true,
      startTime: true,
      endTime: true,
      manageLinkVersion: true,
      anonymisedAt: true,
      review: { select: { id: true } },
    },
  });
  if (!booking || !isListed(booking.status) || booking.anonymisedAt) throw notFound("Booking not found.");
  const eligibility = reviewEligibility(booking, now);
  if (!eligibility.ok)
    throw new AppError("bad_request", eligibility.message, undefined, { code: `review-${eligibility.code}` });
  if (booking.review) throw conflict("The client has already reviewed this booking.");
  return { url: reviewUrl(booking.id, booking.manageLinkVersion) };
}
