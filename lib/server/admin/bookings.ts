import "server-only";
import { LISTED_STATUSES, checkStatusTransition, type BookingStatus } from "@/lib/domain/booking-status";
import { refundAmountProblem, refundablePence, suggestedRefundPence, refundTier } from "@/lib/domain/cancellation";
import { amountToPence, normalizeSelectedServices, type DisplayedService } from "@/lib/domain/dashboard";
import { addDays, londonToday } from "@/lib/domain/dates";
import { penceToDecimalString } from "@/lib/domain/money";
import { db, type Prisma } from "@/lib/server/db";
import { HttpError, badRequest, notFound } from "@/lib/server/http";
import { BOOKING_CLIENT_EVENT_SELECT, clientEventOf, type BookingClientEvent } from "@/lib/server/bookings/fields";
import { getPaymentGateway } from "@/lib/server/payments";
import { audit, type Actor } from "./audit";
import { revalidatePublicSite } from "./revalidate";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { magicianCancelledMail, refundIssuedMail } from "@/lib/server/mail/templates";

/** The fields the magician's screens use (no internal payment or anonymisation columns). */
export const ADMIN_BOOKING_SELECT = {
  id: true,
  ...BOOKING_CLIENT_EVENT_SELECT,
  selectedServices: true,
  duration: true,
  totalAmount: true,
  paidAmount: true,
  refundedAmount: true,
  barCommission: true,
  paymentType: true,
  paymentStatus: true,
  status: true,
  stripePaymentId: true,
  source: true,
  barId: true,
  leadId: true,
  createdAt: true,
} as const satisfies Prisma.BookingSelect;

type BookingRow = Prisma.BookingGetPayload<{ select: typeof ADMIN_BOOKING_SELECT }>;

/** A booking as the magician's dashboard receives it: money in pence, services resolved for display. */
export interface AdminBooking extends BookingClientEvent {
  id: number;
  duration: string;
  totalPence: number;
  paidPence: number;
  refundedPence: number;
  paymentType: string;
  paymentStatus: string;
  status: string;
  source: string;
  barId: number | null;
  leadId: number | null;
  hasCardPayment: boolean;
  services: DisplayedService[];
  createdAt: string;
  /** The refund the cancellation tiers suggest today, in pence. */
  suggestedRefundPence: number;
  refundTier: "full-minus-deposit" | "half" | "none";
}

export type ServiceCatalogue = readonly { id: number; title: string; basePrice: number }[];

export function toAdminBooking(row: BookingRow, catalogue: ServiceCatalogue, today = londonToday()): AdminBooking {
  const totalPence = amountToPence(row.totalAmount.toString());
  const paidPence = amountToPence(row.paidAmount.toString());
  const refundedPence = amountToPence(row.refundedAmount.toString());
  const refundable = refundablePence(paidPence, refundedPence);
  return {
    id: row.id,
    ...clientEventOf(row),
    duration: row.duration,
    totalPence,
    paidPence,
    refundedPence,
    paymentType: row.paymentType,
    paymentStatus: row.paymentStatus,
    status: row.status,
    source: row.source,
    barId: row.barId,
    leadId: row.leadId,
    hasCardPayment: Boolean(row.stripePaymentId),
    services: normalizeSelectedServices(row.selectedServices, catalogue),
    createdAt: row.createdAt.toISOString(),
    suggestedRefundPence: Math.min(refundable, suggestedRefundPence(totalPence, paidPence, row.eventDate, today)),
    refundTier: refundTier(row.eventDate, today),
  };
}

/** Bookings the dashboards show: not those still awaiting payment or expired unpaid. */
const LISTED = { status: { in: [...LISTED_STATUSES] } } satisfies Prisma.BookingWhereInput;

/** Services and bar services by id, for resolving bookings that stored bare ids. */
export async function serviceCatalogue(): Promise<{ id: number; title: string; basePrice: number }[]> {
  return db.service.findMany({ select: { id: true, title: true, basePrice: true } });
}

/** The 5 newest bookings (Leads tab). */
export async function newestBookings(count: number): Promise<AdminBooking[]> {
  const [rows, catalogue] = await Promise.all([
    db.booking.findMany({ select: ADMIN_BOOKING_SELECT, where: LISTED, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: count }),
    serviceCatalogue(),
  ]);
  return rows.map((row) => toAdminBooking(row, catalogue));
}

/**
 * Bookings for the calendar: from a year ago to the end of the booking horizon by default.
 * Anonymised (retention) bookings have no personal data left but still count for the calendar.
 */
export async function calendarBookings(range: { from?: string; to?: string } = {}): Promise<AdminBooking[]> {
  const today = londonToday();
  const from = range.from ?? addDays(today, -366);
  const [rows, catalogue] = await Promise.all([
    db.booking.findMany({
      select: ADMIN_BOOKING_SELECT,
      where: { ...LISTED, eventDate: { gte: from, ...(range.to ? { lte: range.to } : {}) } },
      orderBy: [{ eventDate: "asc" }, { startTime: "asc" }, { id: "asc" }],
    }),
    serviceCatalogue(),
  ]);
  return rows.map((row) => toAdminBooking(row, catalogue, today));
}

export async function getAdminBooking(id: number): Promise<AdminBooking> {
  const row = await db.booking.findUnique({ where: { id }, select: ADMIN_BOOKING_SELECT });
  if (!row) throw notFound("Booking not found.");
  return toAdminBooking(row, await serviceCatalogue());
}

/** Rows locked for the rest of the transaction, so two magician tabs cannot race. */
async function lockBooking(tx: Prisma.TransactionClient, id: number): Promise<BookingRow> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "bookings" WHERE "id" = ${id} FOR UPDATE`;
  if (locked.length === 0) throw notFound("Booking not found.");
  return tx.booking.findUniqueOrThrow({ where: { id }, select: ADMIN_BOOKING_SELECT });
}

function statusSnapshot(b: Pick<BookingRow, "status" | "paymentStatus" | "refundedAmount">) {
  return { status: b.status, paymentStatus: b.paymentStatus, refundedAmount: b.refundedAmount.toString() };
}

/**
 * PUT /api/bookings/{id}/status. Transitions are those of lib/domain/booking-status;
 * confirming a confirmed booking is 409 'Already Confirmed'. A refund goes through
 * refundBooking() (it must move money first). Cancelling also marks the payment
 * status cancelled, which takes the booking out of the calendar load and the stats.
 */
export async function updateBookingStatus(actor: Actor, id: number, to: BookingStatus): Promise<AdminBooking> {
  if (to === "refunded") {
    throw new HttpError(400, "Use Refund to mark a booking refunded: the payment is refunded first.");
  }
  await db.$transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    const result = checkStatusTransition(booking.status, to, { paidPence: amountToPence(booking.paidAmount.toString()) });
    if (!result.ok) {
      throw new HttpError(409, result.title, undefined, { description: result.message, code: result.code });
    }
    const data: Prisma.BookingUpdateInput = { status: to };
    if (to === "cancelled") data.paymentStatus = "cancelled";
    const after = await tx.booking.update({ where: { id }, data, select: ADMIN_BOOKING_SELECT });
    await audit(tx, actor, {
      action: "booking.status",
      entity: "booking",
      entityId: id,
      before: statusSnapshot(booking),
      after: statusSnapshot(after),
    });
    // The customer hears of it from us, not by finding out on the day.
    if (to === "cancelled") await queueMail(tx, magicianCancelledMail(await tx.booking.findUniqueOrThrow({ where: { id } })));
  });
  revalidatePublicSite();
  deliverSoon();
  return getAdminBooking(id);
}

/** Idempotency key of a refund: the same booking and amount never refunds twice at the gateway. */
export function refundIdempotencyKey(bookingId: number, amountPence: number): string {
  return `refund-booking-${bookingId}-${amountPence}`;
}

export interface RefundRequest {
  bookingId: number;
  reason?: string;
  /** pounds; defaults to the cancellation tiers' suggestion */
  amount?: number;
}

/** What a refund request asks for, checked against the booking as it is now; throws the 4xx answers. */
function plannedRefund(booking: BookingRow, input: RefundRequest): { amountPence: number; paymentIntentId: string } {
  if (booking.status === "refunded") {
    throw new HttpError(409, "Already Refunded", undefined, { description: "This booking has already been refunded." });
  }
  const paidPence = amountToPence(booking.paidAmount.toString());
  const check = checkStatusTransition(booking.status, "refunded", { paidPence });
  if (!check.ok) throw new HttpError(409, check.title, undefined, { description: check.message, code: check.code });
  if (!booking.stripePaymentId) {
    throw new HttpError(409, "Refund Failed", undefined, { description: "This booking has no card payment to refund." });
  }
  const totalPence = amountToPence(booking.totalAmount.toString());
  const refundable = refundablePence(paidPence, amountToPence(booking.refundedAmount.toString()));
  const amountPence =
    input.amount !== undefined
      ? amountToPence(input.amount)
      : Math.min(refundable, suggestedRefundPence(totalPence, paidPence, booking.eventDate, londonToday()));
  const problem = refundAmountProblem(amountPence, refundable);
  if (problem) throw badRequest(problem, { amount: problem });
  return { amountPence, paymentIntentId: booking.stripePaymentId };
}

/**
 * POST /api/refund-booking. Checks the booking and the amount, refunds through the payment
 * gateway (never inside a transaction: the gateway is a network call) with an idempotency key
 * derived from the booking and the amount, then records the refund
 * under the booking's row lock. Two clicks at once send the same key, so the gateway refunds
 * once, and the second finds the refund recorded (409 'Already Refunded'); a retry after a crash
 * between the gateway and the database reuses the key and records it.
 */
export async function refundBooking(actor: Actor, input: RefundRequest): Promise<AdminBooking> {
  const before = await db.booking.findUnique({ where: { id: input.bookingId }, select: ADMIN_BOOKING_SELECT });
  if (!before) throw notFound("Booking not found.");
  const plan = plannedRefund(before, input);
  const refund = await getPaymentGateway().refund({
    paymentIntentId: plan.paymentIntentId,
    amountPence: plan.amountPence,
    idempotencyKey: refundIdempotencyKey(before.id, plan.amountPence),
    reason: input.reason,
  });
  if (refund.status === "failed") {
    throw new HttpError(502, "Refund Failed", undefined, { description: "Failed to process refund. Please try again." });
  }
  await db.$transaction(
    async (tx) => {
      const booking = await lockBooking(tx, input.bookingId);
      const recorded = await tx.$queryRaw<{ found: number }[]>`
        SELECT 1 AS found FROM "audit_log" WHERE "entity" = 'booking' AND "entityId" = ${String(booking.id)}
           AND "action" = 'booking.refund' AND "after"->>'refundId' = ${refund.id} LIMIT 1`;
      if (recorded.length > 0) {
        throw new HttpError(409, "Already Refunded", undefined, { description: "This booking has already been refunded." });
      }
      const amountPence = plan.amountPence;
      const after = await tx.booking.update({
        where: { id: booking.id },
        data: {
          status: "refunded",
          paymentStatus: "refunded",
          // Stripe's charge.refunded may have recorded this very refund meanwhile (it writes the
          // total refunded so far): never count it twice.
          refundedAmount: penceToDecimalString(
            Math.max(amountToPence(booking.refundedAmount.toString()), amountToPence(before.refundedAmount.toString()) + amountPence),
          ),
        },
        select: ADMIN_BOOKING_SELECT,
      });
      await audit(tx, actor, {
        action: "booking.refund",
        entity: "booking",
        entityId: booking.id,
        before: statusSnapshot(booking),
        after: { ...statusSnapshot(after), refundId: refund.id, refundStatus: refund.status, amountPence, reason: input.reason ?? null },
      });
      await queueMail(tx, refundIssuedMail(await tx.booking.findUniqueOrThrow({ where: { id: booking.id } }), amountPence));
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
  revalidatePublicSite();
  deliverSoon();
  return getAdminBooking(input.bookingId);
}

