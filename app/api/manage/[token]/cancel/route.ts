import { handle, readJson } from "@/lib/server/http";
import { cancelByCustomer } from "@/lib/server/manage/cancel";
import { manageCancelSchema } from "@/lib/validation/manage";

export const dynamic = "force-dynamic";

/**
 * POST /api/manage/{token}/cancel { reason? }: cancels under the terms and refunds what they give.
 * 200 with the booking as GET answers it; 400 when the terms no longer allow it; 404 unknown link;
 * 409 already cancelled; 502 when the refund could not be made (nothing changed).
 */
export const POST = handle(async (request: Request, context: { params: Promise<{ token: string }> }) => {
  const { token } = await context.params;
  const body = await readJson(request, manageCancelSchema);
  return Response.json(await cancelByCustomer(token, body), { headers: { "Cache-Control": "private, no-store" } });
});
