import "server-only";
import { balanceChargeDate } from "@/lib/domain/auto-balance";
import { owedPence } from "@/lib/domain/booking-status";
import { londonToday } from "@/lib/domain/dates";
import { penceToPounds } from "@/lib/domain/money";
import type { PaymentOptionKind } from "@/lib/domain/payment-options";
import type { CustomerReschedule } from "@/lib/domain/reschedule";
import { parseSelectedServices } from "@/lib/domain/selected-services";
import {
  bookingOfToken,
  cancellationOf,
  paymentOptionsOf,
  rescheduleOf,
} from "@/lib/server/bookings/shared/customer-booking";
import { DISPUTE_OPEN } from "@/lib/server/ledger/booking-money";

export type ManageAction = "cancel" | "reschedule" | "pay-balance";

/** The booking as its customer sees it: its long-standing JSON fields, money in pounds, no payment ids. */
export interface ManagedBooking {
  clientName: string;
  clientEmail: string;
  eventType: string;
  eventLocation: string;
  eventAddress: string | null;
  parkingAvailable: boolean | null;
  eventDate: string;
  startTime: string;
  endTime: string;
  guestCount: number;
  selectedServices: { title: string; price: number }[];
  duration: string;
  additionalInfo: string | null;
  paymentType: string;
  totalAmount: number;
  paidAmount: number;
  /** gone back to the customer's card */
  refundedAmount: number;
  /** on its way back: the card network has not made the refund yet (pounds) */
  pendingRefundAmount: number;
  balanceDue: number;
  /** the London day the balance is charged to the client's card, as they agreed at their first payment; null: not agreed */
  balanceChargedOn: string | null;
  status: string;
  paymentStatus: string;
  source: string;
}

export interface ManageAnswer {
  booking: ManagedBooking;
  actions: ManageAction[];
  refundIfCancelledNow: number;
  /** whether the booking can be moved now, how many moves are left (this one included), and why not */
  reschedule: CustomerReschedule;
  /** what can be paid now from the page (money in pounds) */
  payOptions: { kind: PaymentOptionKind; amount: number }[];
  /** why the booking cannot be cancelled online although its terms would allow it (a payment under review by the bank) */
  cannotCancelReason: string | null;
}

/** The customer's booking page as its link opens it: the booking, its money and what they may still do. */
export async function manageView(token: string): Promise<ManageAnswer> {
  const row = await bookingOfToken(token);
  const today = londonToday();
  const cancel = cancellationOf(row, today);
  const reschedule = rescheduleOf(row, today);
  const pay = paymentOptionsOf(row, today);
  const actions: ManageAction[] = [];
  // The bank reviewing a payment (a dispute open, derived from the ledger) stops online cancellation.
  const underReview = row.disputedAt !== null;
  if (cancel.allowed && !underReview) actions.push("cancel");
  if (reschedule.allowed) actions.push("reschedule");
  if (pay.length > 0) actions.push("pay-balance");
  return {
    booking: {
      clientName: row.clientName,
      clientEmail: row.clientEmail,
      eventType: row.eventType,
      eventLocation: row.eventLocation,
      eventAddress: row.eventAddress,
      parkingAvailable: row.parkingAvailable,
      eventDate: row.eventDate,
      startTime: row.startTime,
      endTime: row.endTime,
      guestCount: row.guestCount,
      selectedServices: parseSelectedServices(row.selectedServices).map((s) => ({
        title: s.title,
        price: penceToPounds(s.pricePence),
      })),
      duration: row.duration,
      additionalInfo: row.additionalInfo,
      paymentType: row.paymentType,
      totalAmount: penceToPounds(row.totalPence),
      paidAmount: penceToPounds(row.paidPence),
      refundedAmount: penceToPounds(row.refundedPence),
      pendingRefundAmount: penceToPounds(row.pendingRefundPence),
      balanceDue: penceToPounds(owedPence(row)),
      balanceChargedOn:
        row.autoBalanceConsentAt && row.autoBalanceDaysBefore != null
          ? balanceChargeDate(row.eventDate, row.autoBalanceDaysBefore, londonToday())
          : null,
      status: row.status,
      paymentStatus: row.paymentStatus,
      source: row.source,
    },
    actions,
    refundIfCancelledNow: penceToPounds(cancel.allowed && !underReview ? cancel.refundPence : 0),
    reschedule,
    payOptions: pay.map((o) => ({ kind: o.kind, amount: penceToPounds(o.amountPence) })),
    cannotCancelReason: cancel.allowed && underReview ? DISPUTE_OPEN : null,
  };
}
