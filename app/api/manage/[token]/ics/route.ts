import { bookingCalendarFile } from "@/lib/server/mail/format";
import { bookingOfToken } from "@/lib/server/bookings/shared/customer-booking";
import { route, tokenParams } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/** GET /api/manage/{token}/ics: the booking as a calendar file (the same event as the confirmation's). 404 for an unknown link. */
export const GET = route(
  { auth: "token", params: tokenParams, response: { 200: "text/calendar" } },
  async ({ params }) => {
    const booking = await bookingOfToken(params.token);
    return new Response(bookingCalendarFile(booking), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="booking-${booking.id}.ics"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
