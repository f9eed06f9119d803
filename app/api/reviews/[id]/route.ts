import { moderateReview } from "@/lib/server/reviews/admin";
import { idParams, route } from "@/lib/server/route";
import { reviewModerationSchema } from "@/lib/validation/reviews";
import { moderatedReviewAnswer } from "@/lib/validation/answers/review-moderation";

export const dynamic = "force-dynamic";

/**
 * PATCH /api/reviews/{id} { status: "published" | "hidden" } (magician only) → the review as the
 * moderation list shows it. Audited; refreshes the landing page and the reviews badge. 404 unknown id.
 */
export const PATCH = route(
  { auth: "magician", params: idParams, body: reviewModerationSchema, response: { 200: moderatedReviewAnswer } },
  async ({ user, params, body }) => Response.json(await moderateReview(user, params.id, body.status)),
);
