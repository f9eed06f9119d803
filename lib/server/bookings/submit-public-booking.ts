import "server-only";
import { publicBookingSchema } from "@/lib/validation/booking";
import { badRequest, parseWith } from "@/lib/server/http";
import { firstManageUrl } from "@/lib/server/links/booking-page";
import { db } from "@/lib/server/db";
import { queueConfirmationText } from "@/lib/server/ledger/confirmation-text";
import { findIntentRow, verifiedIntentId } from "@/lib/server/payments";
import { smsConsentFields } from "@/lib/server/sms/consent";
import { assertAmountMatches } from "@/lib/server/bookings/shared/pricing";
import {
  SUBMIT_MESSAGES,
  bookingOf,
  paymentNotFound,
  settle,
  type SubmitResult,
} from "@/lib/server/bookings/shared/settle-submitted-payment";

/** The wizard's booking, submitted once its payment went through (or to learn whether it has). */
export async function submitPublicBooking(raw: unknown): Promise<SubmitResult> {
  const body = parseWith(publicBookingSchema, raw);
  const intentId = body.stripePaymentId ?? body.paymentIntentId;
  if (!intentId)
    throw badRequest(SUBMIT_MESSAGES.paymentRequired, { stripePaymentId: SUBMIT_MESSAGES.paymentRequired });
  const row = await findIntentRow(intentId);
  if (!row || row.purpose !== "booking") throw paymentNotFound();
  const booking = await bookingOf(row, {
    eventDate: body.eventDate,
    startTime: body.startTime,
    durationMinutes: body.duration,
    serviceIds: [...body.selectedServices].sort((a, b) => a - b),
    paymentType: body.paymentType,
    barId: body.selectedBarId ?? null,
  });
  assertAmountMatches(body.totalAmount, booking.totalPence);
  const consented = await withSmsConsent(booking, body.smsConsent);
  const result = await settle(row, consented, { requireSucceeded: false });
  // Confirmed before the consent arrived: its confirmation text found none, so it goes now.
  if (consented !== booking && booking.status === "confirmed" && booking.paymentStatus === "completed")
    await queueConfirmationText(booking.id);
  return withManageUrl(result, row.id, raw);
}

/**
 * A consent ticked here but not sent with the checkout is recorded now (its time and wording), before
 * the payment settles, so the confirmation text already has it. Returns the booking unchanged when
 * nothing was recorded. A consent on record is never replaced
 * (its time is when it was first given), and an unticked box here withdraws nothing.
 */
async function withSmsConsent(booking: SubmitResult["booking"], ticked: boolean | undefined) {
  if (!ticked || booking.smsConsentAt || booking.anonymisedAt) return booking;
  await db.booking.updateMany({
    where: { id: booking.id, smsConsentAt: null },
    data: smsConsentFields(true, new Date()),
  });
  return db.booking.findUniqueOrThrow({ where: { id: booking.id } });
}

/** Adds the booking page's first link when the body carries the payment's own client secret (never a replaced link's successor). */
async function withManageUrl(result: SubmitResult, intentId: string, raw: unknown): Promise<SubmitResult> {
  const secret = (raw as { clientSecret?: unknown } | null)?.clientSecret;
  if (typeof secret !== "string" || secret.length > 300) return result;
  if ((await verifiedIntentId(secret).catch(() => null)) !== intentId) return result;
  const link = firstManageUrl(result.booking);
  return link ? { ...result, manageUrl: link } : result;
}
