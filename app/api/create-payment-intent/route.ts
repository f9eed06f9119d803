/**
 * POST /api/create-payment-intent
 * Body: { amount: number (the TOTAL in pounds), bookingDetails, replaceClientSecret? }
 *  - public booking: bookingDetails = the wizard's details (spec 000 §7; selectedServices ids or
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
import { clientAddress, handle, readJson, tooManyRequests } from "@/lib/server/http";
import { createPaymentIntentFor } from "@/lib/server/checkout/intents";
import { limitFromEnv, rateLimit } from "@/lib/server/rate-limit";
import { z } from "zod";

export const dynamic = "force-dynamic";

const WINDOW_MS = 10 * 60_000;

export const POST = handle(async (request: Request) => {
  const raw = await readJson(request, z.unknown());
  const allowed = await rateLimit.consume(
    `payment-intent:${clientAddress(request)}`,
    limitFromEnv("PAYMENT_INTENT_RATE_LIMIT", 30),
    WINDOW_MS,
  );
  if (!allowed) throw tooManyRequests();
  return Response.json(await createPaymentIntentFor(request, raw));
});
