import "server-only";
import { z } from "zod";
import { formatGBP } from "@/lib/domain";
import { publicBookingSchema } from "@/lib/validation/booking";
import { MAX, text } from "@/lib/validation/common";
import { lockBookingDates, slotError, type SlotProblem } from "@/lib/server/availability";
import { db, type Prisma } from "@/lib/server/db";
import { HttpError, badRequest, parseWith } from "@/lib/server/http";
import { findIntentRow, getPaymentGateway } from "@/lib/server/payments";
import { barBookingDetailsSchema } from "@/lib/server/payments/intents";
import { processPaymentEvent } from "@/lib/server/payments/settlement";
import { deliverSoon } from "@/lib/server/mail/outbox";
import { draftKey, draftOf, sameKey, type DraftKey } from "./draft";
import { assertAmountMatches } from "./pricing";
import { createBookingFromIntent } from "./save";

/**
 * POST /api/bookings: the booking of a payment intent created by /api/create-payment-intent. The
 * server saves it from the intent's stored, server-priced draft; the request must repeat the same
 * date, time, duration, services, payment type and venue, and its total must match. The same
 * payment sent twice answers the first booking. A payment that succeeded for a slot that can no
 * longer be booked is refunded automatically and the answer says so (409).
 */

export const SUBMIT_MESSAGES = {
  paymentRequired: "Payment reference is required.",
  paymentNotFound: "We could not find this payment. Please go back and try again.",
  detailsMismatch: "These booking details do not match the payment. Please go back and try again.",
  notPaid: "Payment not completed",
} as const;

type IntentRow = NonNullable<Awaited<ReturnType<typeof findIntentRow>>>;

export interface SubmitResult {
  booking: Prisma.BookingGetPayload<object>;
  /** true for the first POST of this payment (201), false for a repeat (200) */
  first: boolean;
}

function paymentNotFound(): HttpError {
  return new HttpError(400, SUBMIT_MESSAGES.paymentNotFound, { stripePaymentId: SUBMIT_MESSAGES.paymentNotFound }, { code: "payment-not-found" });
}

function refundedError(problem: SlotProblem | "no-draft", amountPence: number, ok: boolean): HttpError {
  const base = slotError(problem === "no-draft" ? "conflict" : problem);
  const tail = ok
    ? ` Your payment of ${formatGBP(amountPence)} has been refunded.`
    : ` Your payment of ${formatGBP(amountPence)} will be refunded; we have been notified.`;
  return new HttpError(409, base.message + tail, undefined, { ...base.extra, refunded: true });
}

/** Records that a POST answered this payment; true the first time. */
async function firstPost(intentId: string): Promise<boolean> {
  const inserted = await db.$executeRaw`INSERT INTO "payment_events" ("id", "type") VALUES (${`post_${intentId}`}, ${"booking.submitted"}) ON CONFLICT ("id") DO NOTHING`;
  return inserted === 1;
}

async function answer(bookingId: number, intentId: string): Promise<SubmitResult> {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  deliverSoon();
  return { booking, first: await firstPost(intentId) };
}

/**
 * Brings the intent's booking into existence according to the provider: succeeded → settled
 * (saved, paid, confirmed) through the settlement code; processing → saved pending (unless the
 * flow requires a completed payment); otherwise 402.
 */
async function finish(row: IntentRow, opts: { requireSucceeded: boolean }): Promise<SubmitResult> {
  const intent = await getPaymentGateway().retrieveIntent(row.id);
  if (intent.amountPence !== row.amountPence) throw badRequest(SUBMIT_MESSAGES.detailsMismatch);
  if (intent.status === "succeeded") {
    const result = await processPaymentEvent({
      eventId: `sync_${row.id}_succeeded`,
      type: "payment_intent.succeeded",
      intentId: row.id,
      amountPence: intent.amountPence,
    });
    if (result.refunded) throw refundedError(result.refunded.problem, result.refunded.amountPence, result.refunded.ok);
  } else if (intent.status === "processing" && !opts.requireSucceeded) {
    const outcome = await db.$transaction(
      async (tx) => {
        await lockBookingDates(tx, row.eventDate!);
        await tx.paymentIntent.updateMany({ where: { id: row.id, status: { in: ["requires_payment_method", "failed"] } }, data: { status: "processing" } });
        return createBookingFromIntent(tx, row);
      },
      { maxWait: 15_000, timeout: 30_000 },
    );
    if (!outcome.ok) throw slotError(outcome.problem === "no-draft" ? "conflict" : outcome.problem);
  } else {
    throw new HttpError(402, SUBMIT_MESSAGES.notPaid, undefined, {
      code: "payment-not-completed",
      detail: intent.lastError ?? "Your payment could not be processed",
    });
  }
  const fresh = await db.paymentIntent.findUnique({ where: { id: row.id }, select: { bookingId: true, usedAt: true, amountPence: true } });
  if (fresh?.bookingId) return answer(fresh.bookingId, row.id);
  // Paid, but refunded earlier because the slot was gone.
  throw refundedError("conflict", row.amountPence, true);
}

async function existingOrRefused(row: IntentRow): Promise<SubmitResult | null> {
  if (row.bookingId) return answer(row.bookingId, row.id);
  if (row.usedAt) throw refundedError("conflict", row.amountPence, !/FAILED/.test(row.failureReason ?? ""));
  return null;
}

function assertSameKey(row: IntentRow, key: DraftKey): void {
  const draft = draftOf(row.details);
  if (!draft || !sameKey(draftKey(draft), key)) {
    throw new HttpError(400, SUBMIT_MESSAGES.detailsMismatch, undefined, { code: "payment-mismatch" });
  }
}

/** The wizard's POST /api/bookings. */
export async function submitPublicBooking(raw: unknown): Promise<SubmitResult> {
  const body = parseWith(publicBookingSchema, raw);
  const intentId = body.stripePaymentId ?? body.paymentIntentId;
  if (!intentId) throw badRequest(SUBMIT_MESSAGES.paymentRequired, { stripePaymentId: SUBMIT_MESSAGES.paymentRequired });
  const row = await findIntentRow(intentId);
  if (!row || row.purpose !== "booking") throw paymentNotFound();
  const draft = draftOf(row.details);
  assertSameKey(row, {
    eventDate: body.eventDate,
    startTime: body.startTime,
    durationMinutes: body.duration,
    serviceIds: [...body.selectedServices].sort((a, b) => a - b),
    paymentType: body.paymentType,
    barId: body.selectedBarId ?? null,
  });
  assertAmountMatches(body.totalAmount, draft!.totalPence);
  return (await existingOrRefused(row)) ?? finish(row, { requireSucceeded: false });
}

export const barBookingSubmitSchema = z.intersection(
  barBookingDetailsSchema,
  z.object({ stripePaymentId: text({ min: 1, minMessage: SUBMIT_MESSAGES.paymentRequired, max: MAX.id }) }),
);

/** A bar client's POST /api/bookings after paying for a bar service (must be paid). */
export async function submitBarBooking(userId: number, raw: unknown): Promise<SubmitResult> {
  const body = parseWith(barBookingSubmitSchema, raw);
  const row = await findIntentRow(body.stripePaymentId);
  if (!row || row.purpose !== "bar-booking" || row.userId !== userId) throw paymentNotFound();
  const draft = draftOf(row.details);
  if (!draft) throw paymentNotFound();
  assertSameKey(row, {
    eventDate: body.eventDate,
    startTime: body.startTime,
    durationMinutes: draft.durationMinutes,
    serviceIds: [...body.barServiceIds].sort((a, b) => a - b),
    paymentType: "full",
    barId: userId,
  });
  return (await existingOrRefused(row)) ?? finish(row, { requireSucceeded: true });
}

/** Booking fields a bar client may see about events at its venue (no client e-mail or phone). */
export const BAR_VISIBLE_BOOKING_FIELDS = {
  id: true,
  clientName: true,
  eventLocation: true,
  eventAddress: true,
  eventType: true,
  eventDate: true,
  startTime: true,
  endTime: true,
  guestCount: true,
  selectedServices: true,
  duration: true,
  additionalInfo: true,
  totalAmount: true,
  paidAmount: true,
  barCommission: true,
  paymentType: true,
  paymentStatus: true,
  status: true,
  source: true,
  barId: true,
  createdAt: true,
} as const satisfies Prisma.BookingSelect;

const MONEY = ["totalAmount", "paidAmount", "refundedAmount", "barCommission"] as const;

/** Decimal money columns as numbers (pounds) in JSON. */
export function bookingJson<T extends Record<string, unknown>>(booking: T): T {
  const out: Record<string, unknown> = { ...booking };
  for (const key of MONEY) if (out[key] !== undefined && out[key] !== null) out[key] = Number(out[key]);
  return out as T;
}

/** GET /api/bookings for the magician (all, newest first, optional eventDate window) or a bar (own venue). */
export async function listBookingsFor(user: { id: number; role: string }, url: URL) {
  const from = url.searchParams.get("from") || undefined;
  const to = url.searchParams.get("to") || undefined;
  for (const [name, value] of [["from", from], ["to", to]] as const) {
    if (value !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw badRequest(`${name} must be a date (yyyy-MM-dd).`);
  }
  const eventDate = from || to ? { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) } : undefined;
  if (user.role === "magician") {
    const rows = await db.booking.findMany({
      where: eventDate ? { eventDate } : {},
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      omit: { anonymisedAt: true },
      take: 5000,
    });
    return rows.map(bookingJson);
  }
  const rows = await db.booking.findMany({
    where: { barId: user.id, ...(eventDate ? { eventDate } : {}) },
    select: BAR_VISIBLE_BOOKING_FIELDS,
    orderBy: [{ eventDate: "asc" }, { startTime: "asc" }],
    take: 5000,
  });
  return rows.map(bookingJson);
}
