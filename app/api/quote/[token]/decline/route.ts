/**
 * POST /api/quote/{token}/decline { reason? } → 200 { status: 'declined' }: the client declines the
 * quote; its hold on the date ends and the next hold moves up. 404 unknown link; 409 accepted
 * already; 410 withdrawn or expired; 400 { error, fieldErrors } for a reason too long.
 */
import { declineQuote } from "@/lib/server/quotes/decline";
import { z } from "@/lib/validation/zod";
import { route, tokenParams } from "@/lib/server/route";
import { quoteDeclineSchema } from "@/lib/validation/quotes";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    auth: "token",
    params: tokenParams,
    body: quoteDeclineSchema,
    response: { 200: z.object({ status: z.literal("declined") }) },
  },
  async ({ params, body }) => Response.json(await declineQuote(params.token, body)),
);
