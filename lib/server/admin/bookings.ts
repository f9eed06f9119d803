import "server-only";
import { LISTED_STATUSES } from "@/lib/domain/booking-status";
import { magicianCancelRefundPence, termsRefundDuePence, refundTier } from "@/lib/domain/cancellation";
import { cancellationTermsOf } from "@/lib/domain/terms";
import { londonToday } from "@/lib/domain/dates";
import { refundFailureInWords } from "@/lib/domain/refund-status";
import { parseSelectedServices, type SelectedService, type ServiceCatalogue } from "@/lib/domain/selected-services";
import { db, type Prisma } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { ADMIN_BOOKING_SELECT, type BookingRow } from "@/lib/server/ledger/booking-row";
import { refundedOrPendingPence } from "@/lib/server/ledger/refund-checks";
import { clientEventOf, type BookingClientEvent } from "@/lib/server/ledger/booking-fields";

/** A booking as the magician's dashboard receives it: money in pence, services resolved for display. */
export interface AdminBooking extends BookingClientEvent {
  id: number;
  duration: string;
  totalPence: number;
  paidPence: number;
  /** refunds that have gone back (succeeded) */
  refundedPence: number;
  /** refunds the card network has not settled yet */
  pendingRefundPence: number;
  /** refunds that failed or were cancelled and have not been asked for again */
  failedRefundPence: number;
  /** those failed refunds, each with the provider's reason in words (the details dialog retries them one by one) */
  failedRefunds: FailedRefund[];
  paymentType: string;
  paymentStatus: string;
  status: string;
  source: string;
  /** the billing address a quote gave, printed on the documents */
  billingAddress: string | null;
  barId: number | null;
  leadId: number | null;
  hasCardPayment: boolean;
  /** the client ticked "Text me about this booking" */
  smsConsent: boolean;
  services: Omit<SelectedService, "travel">[];
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

export interface FailedRefund {
  refundId: string;
  amountPence: number;
  reason: string;
}

export function toAdminBooking(
  row: BookingRow,
  catalogue: ServiceCatalogue,
  today = londonToday(),
  failedRefunds: FailedRefund[] = [],
): AdminBooking {
  const { totalPence, paidPence, refundedPence } = row;
  // A refund on its way is not money to refund again: the suggestions count it as given.
  const givenPence = refundedOrPendingPence(row);
  return {
    id: row.id,
    ...clientEventOf(row),
    duration: row.duration,
    totalPence,
    paidPence,
    refundedPence,
    pendingRefundPence: row.pendingRefundPence,
    failedRefundPence: row.failedRefundPence,
    failedRefunds,
    paymentType: row.paymentType,
    paymentStatus: row.paymentStatus,
    status: row.status,
    source: row.source,
    billingAddress: row.billingAddress,
    barId: row.barId,
    leadId: row.leadId,
    hasCardPayment: Boolean(row.stripePaymentId),
    smsConsent: row.smsConsentAt !== null,
    services: parseSelectedServices(row.selectedServices, catalogue).map(({ id, title, pricePence }) => ({
      id,
      title,
      pricePence,
    })),
    createdAt: row.createdAt.toISOString(),
    disputedAt: row.disputedAt?.toISOString() ?? null,
    disputeReason: row.disputeReason,
    suggestedRefundPence: termsRefundDuePence(
      { totalPence, paidPence, refundedPence: givenPence, eventDate: row.eventDate },
      today,
      cancellationTermsOf(row.termsVersion),
    ),
    cancelRefundPence: magicianCancelRefundPence(paidPence, givenPence),
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
  const failed = await failedRefundsOf(rows);
  return rows.map((row) => toAdminBooking(row, catalogue, londonToday(), failed.get(row.id)));
}

/** The failed refunds nobody has asked for again, by booking (read only for bookings that have some). */
export async function failedRefundsOf(
  rows: readonly { id: number; failedRefundPence: number }[],
): Promise<Map<number, FailedRefund[]>> {
  const ids = rows.filter((r) => r.failedRefundPence > 0).map((r) => r.id);
  const byBooking = new Map<number, FailedRefund[]>();
  if (ids.length === 0) return byBooking;
  const refunds = await db.moneyMovement.findMany({
    where: {
      bookingId: { in: ids },
      kind: "refund",
      purpose: "refund",
      status: { in: ["failed", "canceled"] },
      resolvedAt: null,
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  for (const refund of refunds) {
    const list = byBooking.get(refund.bookingId!) ?? [];
    list.push({
      refundId: refund.id,
      amountPence: refund.amountPence,
      reason: refundFailureInWords(refund.failureReason),
    });
    byBooking.set(refund.bookingId!, list);
  }
  return byBooking;
}

export async function getAdminBooking(id: number): Promise<AdminBooking> {
  const row = await db.booking.findUnique({ where: { id }, select: ADMIN_BOOKING_SELECT });
  if (!row) throw notFound("Booking not found.");
  const failed = await failedRefundsOf([row]);
  return toAdminBooking(row, await serviceCatalogue(), londonToday(), failed.get(row.id));
}
