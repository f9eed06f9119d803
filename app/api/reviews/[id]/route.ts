import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId, readJson } from "@/lib/server/http";
import { moderateReview } from "@/lib/server/reviews/admin";
import { reviewModerationSchema } from "@/lib/validation/reviews";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/**
 * PATCH /api/reviews/{id} { status: "published" | "hidden" } (magician only) → the review as the
 * moderation list shows it. Audited; refreshes the landing page and the reviews badge. 404 unknown id.
 */
export const PATCH = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  const { status } = await readJson(request, reviewModerationSchema);
  return Response.json(await moderateReview(user, id, status));
});
