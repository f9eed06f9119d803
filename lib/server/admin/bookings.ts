import "server-only";
import { LISTED_STATUSES, checkStatusTransition, type BookingStatus } from "@/lib/domain/booking-status";
import {
  magicianCancelRefundPence,
  refundablePence,
  suggestedRefundPence,
  refundTier,
} from "@/lib/domain/cancellation";
import { cancellationTermsOf } from "@/lib/domain/terms";
import { amountToPence, normalizeSelectedServices, type DisplayedService } from "@/lib/domain/dashboard";
import { londonToday } from "@/lib/domain/dates";
import { db, type Prisma } from "@/lib/server/db";
import { AppError, badRequest, notFound } from "@/lib/server/http";
import { BOOKING_CLIENT_EVENT_SELECT, clientEventOf, type BookingClientEvent } from "@/lib/server/bookings/fields";
import { audit, type Actor } from "./audit";
import { revalidatePublicSite } from "./revalidate";
import { deliverSoon } from "@/lib/server/mail/outbox";

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
  termsVersion: true,
  disputedAt: true,
  disputeReason: true,
  createdAt: true,
} as const satisfies Prisma.BookingSelect;

export type BookingRow = Prisma.BookingGetPayload<{ select: typeof ADMIN_BOOKING_SELECT }>;

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
  /** when a card holder disputed a payment (ISO), and the bank's reason */
  disputedAt: string | null;
  disputeReason: string | null;
  /** The refund the cancellation tiers (of the terms the customer accepted) suggest today, in pence. */
  suggestedRefundPence: number;
  /** The refund suggested when the magician cancels: everything still refundable (the customer did nothing wrong). */
  cancelRefundPence: number;
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
    disputedAt: row.disputedAt?.toISOString() ?? null,
    disputeReason: row.disputeReason,
    suggestedRefundPence: Math.min(
      refundable,
      suggestedRefundPence(totalPence, paidPence, row.eventDate, today, cancellationTermsOf(row.termsVersion)),
    ),
    cancelRefundPence: magicianCancelRefundPence(paidPence, refundedPence),
    refundTier: refundTier(row.eventDate, today, cancellationTermsOf(row.termsVersion)),
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
    db.booking.findMany({
      select: ADMIN_BOOKING_SELECT,
      where: LISTED,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: count,
    }),
    serviceCatalogue(),
  ]);
  return rows.map((row) => toAdminBooking(row, catalogue));
}

export async function getAdminBooking(id: number): Promise<AdminBooking> {
  const row = await db.booking.findUnique({ where: { id }, select: ADMIN_BOOKING_SELECT });
  if (!row) throw notFound("Booking not found.");
  return toAdminBooking(row, await serviceCatalogue());
}

/** Rows locked for the rest of the transaction, so two magician tabs cannot race. */
export async function lockBooking(tx: Prisma.TransactionClient, id: number): Promise<BookingRow> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "bookings" WHERE "id" = ${id} FOR UPDATE`;
  if (locked.length === 0) throw notFound("Booking not found.");
  return tx.booking.findUniqueOrThrow({ where: { id }, select: ADMIN_BOOKING_SELECT });
}

export function statusSnapshot(b: Pick<BookingRow, "status" | "paymentStatus" | "refundedAmount">) {
  return { status: b.status, paymentStatus: b.paymentStatus, refundedAmount: b.refundedAmount.toString() };
}

/**
 * PUT /api/bookings/{id}/status. Transitions are those of lib/domain/booking-status;
 * confirming a confirmed booking is 409 'Already Confirmed'. A refund goes through
 * refundBooking() (it must move money first). Cancelling also marks the payment
 * status cancelled, which takes the booking out of the calendar load and the stats.
 */
export async function updateBookingStatus(
  actor: Actor,
  id: number,
  to: Exclude<BookingStatus, "cancelled">,
): Promise<AdminBooking> {
  if (to === "refunded") {
    throw badRequest("Use Refund to mark a booking refunded: the payment is refunded first.");
  }
  await db.$transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    const result = checkStatusTransition(booking.status, to, {
      paidPence: amountToPence(booking.paidAmount.toString()),
      eventDate: booking.eventDate,
      today: londonToday(),
    });
    if (!result.ok) {
      throw new AppError("conflict", result.title, undefined, { description: result.message, code: result.code });
    }
    const data: Prisma.BookingUpdateInput = { status: to };
    const after = await tx.booking.update({ where: { id }, data, select: ADMIN_BOOKING_SELECT });
    await audit(tx, actor, {
      action: "booking.status",
      entity: "booking",
      entityId: id,
      before: statusSnapshot(booking),
      after: statusSnapshot(after),
    });
  });
  revalidatePublicSite();
  deliverSoon();
  return getAdminBooking(id);
}
