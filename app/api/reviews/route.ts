/**
 * GET /api/reviews (public) → { reviews: [{ id, rating, text, displayName, eventType, createdAt }],
 *   averageRating, count }: published reviews only, newest first (at most 50; average and count over
 *   all), no e-mail and no booking id.
 * GET /api/reviews?status=all|pending|published|hidden (magician only) → [review, …] newest first,
 *   with the booking's id, client name, event type and date.
 * POST /api/reviews { token, rating (1–5), text (10–1,000), displayName? (≤ 60) } → 201 { id }: the
 *   review, pending until the magician publishes it. 400 { error, fieldErrors } invalid fields, or
 *   the event has not happened yet / the booking was cancelled; 404 bad token; 409 already reviewed.
 */
import { parseWith } from "@/lib/server/http";
import { publicReadResponse } from "@/lib/server/public-read-cache";
import { listReviewsForMagician } from "@/lib/server/reviews/admin";
import { publishedReviewSummary } from "@/lib/server/reviews/public";
import { submitReview } from "@/lib/server/reviews/submit";
import { route } from "@/lib/server/route";
import { reviewFilterSchema, reviewSubmissionSchema } from "@/lib/validation/reviews";
import { moderatedReviewAnswer, publishedReviewsAnswer, reviewSubmittedAnswer } from "@/lib/validation/answers/reviews";
import { z } from "@/lib/validation/zod";

export const dynamic = "force-dynamic";

export const GET = route(
  {
    auth: "public",
    // ?status=: the magician's moderation list, checked by reviewFilterSchema
    query: z.object({ status: z.string().optional() }),
    response: { 200: z.union([publishedReviewsAnswer, z.array(moderatedReviewAnswer)]) },
    errors: ["unauthorized", "forbidden", "validation"],
  },
  async ({ url, requireUser }) => {
    const params = url.searchParams;
    // The status filter is the magician's moderation list; without it, anyone gets the published ones.
    if (!params.has("status")) return publicReadResponse("reviews", "published", publishedReviewSummary);
    await requireUser("magician");
    const filter = parseWith(reviewFilterSchema, params.get("status"));
    return Response.json(await listReviewsForMagician(filter), { headers: { "Cache-Control": "private, no-store" } });
  },
);

export const POST = route(
  {
    auth: "public",
    body: reviewSubmissionSchema,
    response: { 201: reviewSubmittedAnswer },
    errors: ["bad_request", "conflict"],
  },
  async ({ body }) =>
    Response.json(await submitReview(body), { status: 201, headers: { "Cache-Control": "private, no-store" } }),
);
