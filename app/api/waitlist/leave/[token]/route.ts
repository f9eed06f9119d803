/**
 * POST /api/waitlist/leave/{token} → 200 { left: true }: the entry leaves the waiting list (its live
 * offer ends with it); 404 for a used or unknown link.
 */
import { route, tokenParams } from "@/lib/server/route";
import { leaveWaitlist } from "@/lib/server/waitlist/leave";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "token", params: tokenParams }, async ({ params }) =>
  Response.json(await leaveWaitlist(params.token)),
);
