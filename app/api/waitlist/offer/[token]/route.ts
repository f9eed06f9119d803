/**
 * GET /api/waitlist/offer/{token} → 200 { date, startTime, endTime, expiresAt }: the time a waiting-list
 * offer holds for its owner; 404 unknown link; 410 taken or ended (lapsed, or its owner left the list).
 */
import { z } from "@/lib/validation/zod";
import { route, tokenParams } from "@/lib/server/route";
import { readOffer } from "@/lib/server/waitlist/offer-link";

export const dynamic = "force-dynamic";

const offerAnswer = z.object({ date: z.string(), startTime: z.string(), endTime: z.string(), expiresAt: z.string() });

export const GET = route({ auth: "token", params: tokenParams, response: { 200: offerAnswer } }, async ({ params }) =>
  Response.json(await readOffer(params.token)),
);
