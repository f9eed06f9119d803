/**
 * GET /api/admin/waitlist (magician) → 200 [{ id, eventDate, clientName, clientEmail, clientPhone,
 *   earliestStart, latestStart, guestCount, note, status, createdAt, offers: [{ id, startTime, endTime,
 *   expiresAt, state, byHand, bookingId, createdAt }] }]: the entries from yesterday on, with their offers.
 */
import { route } from "@/lib/server/route";
import { listWaitlist } from "@/lib/server/waitlist/admin";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "magician" }, async () => Response.json(await listWaitlist()));
