/**
 * POST /api/create-payment-intent
 * Body: { amount: number (the TOTAL in pounds), bookingDetails, replaceClientSecret? }
 *  - public booking: bookingDetails = the wizard's details (selectedServices ids or
 *    {id}, duration, paymentType 'one-time' | 'deposit', selectedBarId for a partner venue, …);
 *  - bar registration: bookingDetails.eventType 'Bar Registration' (amount 25);
 *  - bar-service booking (bar-client session): bookingDetails { eventType: 'Bar Booking',
 *    barServiceIds, eventDate, startTime, additionalInfo? }.
 * 200 { clientSecret, paymentIntentId, amountPence (charged now: total or 50% deposit), totalPence,
 *   balanceDueOnDayPence, holdExpiresAt? } — booking intents hold the slot for 15 minutes.
 * 400 { error, fieldErrors?, title?, code? } (validation, 'Price mismatch' with both figures,
 *   'Deposit not available', advance notice, date past/blocked: code 'date-…');
 * 409 { error, title: 'Date unavailable' | 'Time unavailable', code: 'date-full' | 'time-conflict' };
 * 401/403 bar flow without a bar-client session; 429 too many attempts; 502 provider failure.
 */
import { createPaymentIntentFor, PAYMENT_INTENT_RATE_LIMIT } from "@/lib/server/bookings/checkout-request";
import { requireBarClient } from "@/lib/server/session";
import { clientAddress } from "@/lib/server/http";
import { route } from "@/lib/server/route";
import { z } from "@/lib/validation/zod";
import { paymentIntentAnswer } from "@/lib/validation/answers/checkout";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    auth: "public",
    rateLimit: PAYMENT_INTENT_RATE_LIMIT,
    body: z.unknown(),
    response: { 200: paymentIntentAnswer },
    errors: [
      "bad_request",
      "unauthorized",
      "forbidden",
      "conflict",
      "payment_required",
      "bad_gateway",
      "service_unavailable",
    ],
  },
  async ({ request, body }) =>
    Response.json(
      await createPaymentIntentFor(
        { address: clientAddress(request), barClient: () => requireBarClient(request) },
        body,
      ),
    ),
);
