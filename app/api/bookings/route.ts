/**
 * POST /api/bookings
 *  - public flow: the wizard's booking details (as sent to /api/create-payment-intent) plus
 *    stripePaymentId (the payment intent id). 201 { …booking } the first time, 200 with the same
 *    booking when the same payment is sent again. paymentStatus 'completed' / status 'confirmed'
 *    once the provider reports success, else 'pending'. The answer is a receipt: without the
 *    client's e-mail and phone unless the body also carries the payment's clientSecret (which
 *    earns `manageUrl` too).
 *  - bar-service flow (bar-client session): { barServiceIds | barServiceId, eventDate, startTime,
 *    additionalInfo?, stripePaymentId } → saved with paymentType 'full', paymentStatus
 *    'completed', barCommission 15%, barId = the bar, source 'bar-service'.
 *  Errors: 400 { error, fieldErrors?, code } (validation, price mismatch, payment-mismatch,
 *  payment-not-found, date past/blocked), 402 { error: 'Payment not completed', detail },
 *  409 { error, title: 'Date unavailable' | 'Time unavailable', code, refunded? }.
 * GET /api/bookings?q&status&paymentStatus&source&venue&from&to&sort&limit&cursor&updatedSince:
 *  magician → bookings (newest first by default); bar client → its venue's bookings without
 *  clientEmail/clientPhone; anyone else 401. A page of at most `limit` (100, max 500), the next
 *  page in a Link header (lib/server/bookings/list). Money as numbers (pounds).
 */
import { z } from "@/lib/validation/zod";
import { listBookingsPage } from "@/lib/server/bookings/shared/list";
import { bookingJson, publicReceipt } from "@/lib/server/bookings/shared/booking-json";
import { submitBarBooking } from "@/lib/server/bookings/submit-bar-booking";
import { submitPublicBooking } from "@/lib/server/bookings/submit-public-booking";
import { forbidden, unauthorized } from "@/lib/server/http";
import { pageResponse } from "@/lib/server/paging";
import { route } from "@/lib/server/route";
import { bookingListAddressSchema } from "@/lib/validation/booking-list";
import { listedBookingAnswer } from "@/lib/validation/answers/admin-booking";
import { checkoutBookingAnswer } from "@/lib/validation/answers/checkout";

export const dynamic = "force-dynamic";

function isBarFlow(raw: unknown): boolean {
  if (!raw || typeof raw !== "object") return false;
  const body = raw as Record<string, unknown>;
  return "barServiceIds" in body || "barServiceId" in body || body.eventType === "Bar Booking";
}

export const POST = route(
  {
    auth: "optional",
    body: z.unknown(),
    response: { 200: checkoutBookingAnswer, 201: checkoutBookingAnswer },
    errors: ["bad_request", "unauthorized", "forbidden", "conflict", "payment_required", "bad_gateway"],
  },
  async ({ user, body: raw }) => {
    if (isBarFlow(raw)) {
      if (!user) throw unauthorized();
      if (user.role !== "bar-client") throw forbidden();
      const result = await submitBarBooking(user.id, raw);
      return Response.json(bookingJson(result.booking), { status: result.first ? 201 : 200 });
    }
    const result = await submitPublicBooking(raw);
    return Response.json(publicReceipt(result), { status: result.first ? 201 : 200 });
  },
);

export const GET = route(
  {
    auth: "optional",
    query: bookingListAddressSchema,
    response: { 200: z.array(listedBookingAnswer) },
    errors: ["bad_request"],
  },
  async ({ user, url }) => {
    if (!user || (user.role !== "magician" && user.role !== "bar-client")) throw unauthorized();
    return pageResponse(await listBookingsPage(user, url));
  },
);
