import "server-only";
import { notFound } from "@/lib/server/http";
import type { Prisma } from "@/lib/server/db";
import { BOOKING_CLIENT_EVENT_SELECT } from "./booking-fields";
import { lockBookingRow } from "./booking-lock";

/**
 * A booking as the magician's verbs read it (no internal payment or anonymisation columns), and
 * its row lock for the rest of a transaction.
 */

/** The fields the magician's screens use (no internal payment or anonymisation columns). */
export const ADMIN_BOOKING_SELECT = {
  id: true,
  ...BOOKING_CLIENT_EVENT_SELECT,
  billingAddress: true,
  selectedServices: true,
  duration: true,
  totalPence: true,
  paidPence: true,
  refundedPence: true,
  pendingRefundPence: true,
  failedRefundPence: true,
  barCommissionPence: true,
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
  smsConsentAt: true,
  createdAt: true,
} as const satisfies Prisma.BookingSelect;

export type BookingRow = Prisma.BookingGetPayload<{ select: typeof ADMIN_BOOKING_SELECT }>;

/** Rows locked for the rest of the transaction, so two magician tabs cannot race. */
export async function lockBooking(tx: Prisma.TransactionClient, id: number): Promise<BookingRow> {
  if (!(await lockBookingRow(tx, id))) throw notFound("Booking not found.");
  return tx.booking.findUniqueOrThrow({ where: { id }, select: ADMIN_BOOKING_SELECT });
}

export function statusSnapshot(b: Pick<BookingRow, "status" | "paymentStatus" | "refundedPence">) {
  return { status: b.status, paymentStatus: b.paymentStatus, refundedPence: b.refundedPence };
}
