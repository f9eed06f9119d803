import { refundBooking } from "@/lib/server/admin/refund-booking";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, readJson } from "@/lib/server/http";
import { refundBookingSchema } from "@/lib/validation/booking";

export const dynamic = "force-dynamic";

/** POST /api/refund-booking { bookingId, reason?, amount? }: refunds through the gateway once; everything paid back marks the booking refunded, a part keeps its status. */
export const POST = handle(async (request: Request) => {
  const user = await requireMagician(request);
  const body = await readJson(request, refundBookingSchema);
  return Response.json(await refundBooking(user, body));
});
