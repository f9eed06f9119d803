import { handle } from "@/lib/server/http";
import { manageView } from "@/lib/server/manage/view";

export const dynamic = "force-dynamic";

/**
 * GET /api/manage/{token}: the customer's booking (spec field names, money in pounds),
 * `actions` allowed now and `refundIfCancelledNow`. 404 for an unknown or revoked link.
 */
export const GET = handle(async (_request: Request, context: { params: Promise<{ token: string }> }) => {
  const { token } = await context.params;
  return Response.json(await manageView(token), {
    headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
});
