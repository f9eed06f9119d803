/**
 * GET /api/bookings-public?from=yyyy-MM-dd&to=yyyy-MM-dd (both optional) → 200
 * [{ eventDate, startTime, endTime, paymentStatus }]: active bookings and live slot holds from
 * yesterday (London) on, at most the 1095-day horizon; nothing personal. 400 on a malformed date.
 */
import { listPublicBookings, publicRange } from "@/lib/server/availability/public";
import { publicReadResponse } from "@/lib/server/public-read-cache";
import { route } from "@/lib/server/route";
import { publicBookingsAnswer } from "@/lib/validation/answers/availability";

export const dynamic = "force-dynamic";

// Kept for a moment per date range (lib/server/public-read-cache.ts): every visitor's calendar asks for the same months.
export const GET = route(
  { auth: "public", response: { 200: publicBookingsAnswer }, errors: ["bad_request"] },
  async ({ url }) => {
    const now = new Date();
    const range = publicRange(url, now);
    return publicReadResponse("bookings", `calendar:${range.from}:${range.to}`, () => listPublicBookings(url, now));
  },
);
