/**
 * GET /api/admin/waitlist (magician) → 200 [{ id, eventDate, clientName, clientEmail, clientPhone,
 *   earliestStart, latestStart, guestCount, note, status, createdAt, offers: [{ id, startTime, endTime,
 *   expiresAt, state, byHand, bookingId, createdAt }] }]: the entries from yesterday on, with their offers.
 */
import { z } from "@/lib/validation/zod";
import { route } from "@/lib/server/route";
import { listWaitlist } from "@/lib/server/waitlist/admin";

export const dynamic = "force-dynamic";

const offerRow = z.object({
  id: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  expiresAt: z.string(),
  state: z.string(),
  byHand: z.boolean(),
  bookingId: z.number().int().nullable(),
  createdAt: z.string(),
});
const entryRow = z.object({
  id: z.number().int(),
  eventDate: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  earliestStart: z.string(),
  latestStart: z.string(),
  guestCount: z.number().int().nullable(),
  note: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  offers: z.array(offerRow),
});

export const GET = route({ auth: "magician", response: { 200: z.array(entryRow) } }, async () =>
  Response.json(await listWaitlist()),
);
