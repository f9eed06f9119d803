import "server-only";
import { roundRating, type PublicReviewSummary } from "@/lib/domain/reviews";
import { db } from "@/lib/server/db";

/** How many published reviews the public answer lists (the count and average cover all of them). */
export const PUBLIC_REVIEWS_LIMIT = 50;

/**
 * What anyone may read of the reviews (the public list, the landing page, its JSON-LD, the badge): published reviews
 * only, newest first, without e-mail or booking id; the average and count over every published one.
 */
export async function publishedReviewSummary(limit = PUBLIC_REVIEWS_LIMIT): Promise<PublicReviewSummary> {
  const where = { status: "published" };
  const [rows, totals] = await Promise.all([
    db.review.findMany({
      where,
      select: {
        id: true,
        rating: true,
        text: true,
        displayName: true,
        createdAt: true,
        booking: { select: { eventType: true } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
    }),
    db.review.aggregate({ where, _avg: { rating: true }, _count: { _all: true } }),
  ]);
  const mean = totals._avg.rating;
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      text: row.text,
      displayName: row.displayName,
      eventType: row.booking.eventType,
      createdAt: row.createdAt.toISOString(),
    })),
    averageRating: totals._count._all > 0 && mean !== null ? roundRating(mean) : null,
    count: totals._count._all,
  };
}
