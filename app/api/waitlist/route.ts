/**
 * POST /api/waitlist { eventDate, clientName, clientEmail, clientPhone?, earliestStart, latestStart,
 *   guestCount?, note? } → 201 { id }: joins the waiting list of a date (the entry is e-mailed its
 *   leave link); the same e-mail again for the date → 200 { id } of its entry. 400 { error,
 *   fieldErrors }; 429 past WAITLIST_RATE_LIMIT attempts a minute from one client address.
 */
import { z } from "@/lib/validation/zod";
import { route } from "@/lib/server/route";
import { WAITLIST_RATE_LIMIT, joinWaitlist } from "@/lib/server/waitlist/join";
import { waitlistJoinSchema } from "@/lib/validation/waitlist";

export const dynamic = "force-dynamic";

const waitlistJoinAnswer = z.object({ id: z.number().int() });

export const POST = route(
  {
    auth: "public",
    rateLimit: WAITLIST_RATE_LIMIT,
    body: waitlistJoinSchema,
    response: { 201: waitlistJoinAnswer, 200: waitlistJoinAnswer },
  },
  async ({ body }) => {
    const { id, created } = await joinWaitlist(body);
    return Response.json({ id }, { status: created ? 201 : 200 });
  },
);
