import { handle } from "@/lib/server/http";
import { bookingCalendarFile } from "@/lib/server/mail/templates";
import { bookingOfToken } from "@/lib/server/manage/view";

export const dynamic = "force-dynamic";

/** GET /api/manage/{token}/ics: the booking as a calendar file (the same event as the confirmation's). 404 for an unknown link. */
export const GET = handle(async (_request: Request, context: { params: Promise<{ token: string }> }) => {
  const { token } = await context.params;
  const booking = await bookingOfToken(token);
  return new Response(bookingCalendarFile(booking), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="booking-${booking.id}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
});
