/**
 * POST /api/waitlist/leave/{token} → 200 { left: true }: the entry leaves the waiting list (its live
 * offer ends with it); 404 for a used or unknown link.
 */
import { z } from "@/lib/validation/zod";
import { route, tokenParams } from "@/lib/server/route";
import { leaveWaitlist } from "@/lib/server/waitlist/leave";

export const dynamic = "force-dynamic";

const leftAnswer = z.object({ left: z.literal(true) });

export const POST = route({ auth: "token", params: tokenParams, response: { 200: leftAnswer } }, async ({ params }) =>
  Response.json(await leaveWaitlist(params.token)),
);
