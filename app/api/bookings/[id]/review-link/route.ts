import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId } from "@/lib/server/http";
import { reviewLinkForMagician } from "@/lib/server/reviews/admin";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/**
 * GET /api/bookings/{id}/review-link (magician only) → { url }: the booking's one-time review link,
 * to send by hand. 400 when the booking cannot be reviewed (event not over, cancelled, unpaid) with
 * the reason; 404 unknown booking; 409 already reviewed.
 */
export const GET = handle(async (request: Request, { params }: Ctx) => {
  await requireMagician(request);
  const id = parseId((await params).id);
  return Response.json(await reviewLinkForMagician(id), { headers: { "Cache-Control": "private, no-store" } });
});
