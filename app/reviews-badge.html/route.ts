import { publishedReviewsOrNone } from "@/components/site/server-data";
import { reviewsBadgeHtml } from "@/lib/server/reviews/badge";

// Static like the landing page that frames it: rebuilt every 5 minutes, and at once when the
// magician publishes or hides a review (revalidatePath("/reviews-badge.html")).
export const revalidate = 300;

/** GET /reviews-badge.html: the reviews badge with the real average and count of published reviews. */
export async function GET(): Promise<Response> {
  const summary = await publishedReviewsOrNone();
  return new Response(reviewsBadgeHtml(summary), { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
