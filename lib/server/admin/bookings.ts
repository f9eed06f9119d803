import "server-only";
import { LISTED_STATUSES } from "@/lib/domain/booking-status";
import { magicianCancelRefundPence, termsRefundDuePence, refundTier } from "@/lib/domain/cancellation";
import { cancellationTermsOf } from "@/lib/domain/terms";
import { londonToday } from "@/lib/domain/dates";
import { parseSelectedServices, type SelectedService, type ServiceCatalogue } from "@/lib/domain/selected-services";
import { db, type Prisma } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { ADMIN_BOOKING_SELECT, type BookingRow } from "@/lib/server/ledger/booking-row";
import { clientEventOf, type BookingClientEvent } from "@/lib/server/ledger/booking-fields";

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
  /** the billing address a quote gave, printed on the documents */
  billingAddress: string | null;
  barId: number | null;
  leadId: number | null;
  hasCardPayment: boolean;
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

export function toAdminBooking(row: BookingRow, catalogue: ServiceCatalogue, today = londonToday()): AdminBooking {
  const { totalPence, paidPence, refundedPence } = row;
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
    billingAddress: row.billingAddress,
    barId: row.barId,
    leadId: row.leadId,
    hasCardPayment: Boolean(row.stripePaymentId),
    services: parseSelectedServices(row.selectedServices, catalogue).map(({ id, title, pricePence }) => ({
      id,
      title,
      pricePence,
    })),
    createdAt: row.createdAt.toISOString(),
    disputedAt: row.disputedAt?.toISOString() ?? null,
    disputeReason: row.disputeReason,
    suggestedRefundPence: termsRefundDuePence(
      { totalPence, paidPence, refundedPence, eventDate: row.eventDate },
      today,
      cancellationTermsOf(row.termsVersion),
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
