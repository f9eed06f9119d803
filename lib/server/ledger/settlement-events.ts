import "server-only";
import { canPaymentMove, isWithdrawn } from "@/lib/domain/booking-status";
import type { SlotTravel } from "@/lib/domain/time-slots";
import type { Prisma } from "@/lib/server/db";
import { latePaymentProblem, markBookingPaid, markBookingProcessing } from "./mark-paid";
import { creditBalancePayment, MOVED_BEFORE_DUE } from "./credit-balance-payment";
import { quoteSignedAgainSince } from "./quote-settlement";
import { log } from "@/lib/server/log";
import { audit } from "@/lib/server/audit";
import { HOLD_MINUTES } from "@/lib/server/payments";
import type { PaymentEventInput, RefusalReason, SettlementResult } from "./settlement-types";
import { recordCharge } from "./movements";
import { recomputeBookingMoney } from "./booking-money";
import { requestReturn, type RefundRequestRow } from "./refund-requests";

/**
 * What each event in a payment's own life (it succeeded, failed, is under way, waits for the
 * customer's bank, was abandoned) does to its intent and booking, inside processPaymentEvent's
 * transaction (settlement.ts), which has already taken the locks, recorded the event and read the
 * intent and its booking. Refunds and disputes after it are settlement-reversals.ts. Nothing here calls the payment provider: money to give back is noted in
 * AfterCommit and returned by settlement-refunds.ts once the transaction has committed.
 */

type Tx = Prisma.TransactionClient;
type IntentRow = Prisma.PaymentIntentGetPayload<object>;
type BookingRow = Prisma.BookingGetPayload<object>;

/** Money to give back once the transaction has committed (never from inside it): its request is written in the transaction. */
export interface AfterCommit {
  /** a paid intent whose booking could not take it: refunded in full */
  refund?: { amountPence: number; problem: RefusalReason; to?: string; name?: string; request: RefundRequestRow };
  /** a booking-page payment the booking could not take, wholly or in part */
  returned?: { amountPence: number; reason: string; request: RefundRequestRow };
  /** a booking this payment confirmed: its client's confirmation text is queued once committed */
  confirmedBookingId?: number;
}

/** Notes a booking the payment took from unconfirmed to confirmed (the text follows the commit). */
async function noteConfirmed(
  tx: Tx,
  bookingId: number,
  statusBefore: string | undefined,
  afterCommit: AfterCommit,
): Promise<void> {
  if (statusBefore === "confirmed") return;
  const now = await tx.booking.findUnique({ where: { id: bookingId }, select: { status: true } });
  if (now?.status === "confirmed") afterCommit.confirmedBookingId = bookingId;
}

/** The money arrived: a registration paid, a booking-page payment credited, or a checkout's booking confirmed (or refused). */
export async function settleSucceeded(
  tx: Tx,
  event: PaymentEventInput,
  row: IntentRow,
  booking: BookingRow | null,
  afterCommit: AfterCommit,
  travel?: SlotTravel,
): Promise<SettlementResult> {
  if (event.amountPence !== undefined && event.amountPence !== row.amountPence) {
    log("warn", "payment_amount_differs", {
      intentId: row.id,
      expected: row.amountPence,
      received: event.amountPence,
    });
  }
  const paid = event.amountPence ?? row.amountPence;
  await tx.paymentIntent.update({ where: { id: row.id }, data: { status: "succeeded", failureReason: null } });
  // The money arrived, whatever the booking makes of it: one ledger row (a replay adds nothing).
  await recordCharge(tx, row, paid);
  if (row.purpose === "registration") {
    await tx.user.updateMany({
      where: { registrationPaymentId: row.id, registrationPaid: false },
      data: { registrationPaid: true },
    });
    return { duplicate: false };
  }
  if (row.purpose === "balance") {
    if (row.usedAt) return { duplicate: false, bookingId: row.bookingId ?? undefined };
    const outcome = await creditBalancePayment(tx, row, row.bookingId, paid);
    if (row.bookingId) await recomputeBookingMoney(tx, row.bookingId);
    if (row.bookingId) await noteConfirmed(tx, row.bookingId, booking?.status, afterCommit);
    const reason =
      outcome.reason === "withdrawn"
        ? "The booking was cancelled before the payment arrived"
        : outcome.reason === "moved"
          ? MOVED_BEFORE_DUE
          : "More than was owed arrived";
    await tx.paymentIntent.update({
      where: { id: row.id },
      data: {
        usedAt: new Date(),
        ...(outcome.excessPence > 0
          ? { failureReason: `${reason}; ${outcome.excessPence}p refunded automatically.` }
          : {}),
      },
    });
    if (outcome.returnRequest)
      afterCommit.returned = { amountPence: outcome.excessPence, reason, request: outcome.returnRequest };
    return { duplicate: false, bookingId: row.bookingId ?? undefined };
  }
  // Used: confirmed or refunded earlier, nothing more to do. (A booking kept as pending while an
  // older release processed its payment still waits for this success.)
  if (row.usedAt && !(booking?.status === "pending" && booking.paymentStatus === "pending"))
    return { duplicate: false };
  // A booking cancelled while its payment was still processing must not keep the money.
  const withdrawn = booking !== null && isWithdrawn(booking);
  const problem: RefusalReason | null = !booking
    ? "no-booking"
    : withdrawn
      ? "cancelled"
      : (await quoteSignedAgainSince(tx, booking))
        ? "quote-signed-again"
        : await latePaymentProblem(tx, booking, new Date(), travel);
  if (problem || !booking) {
    const reason =
      problem === "cancelled"
        ? "The booking was cancelled before the payment arrived; payment refunded automatically."
        : problem === "quote-signed-again"
          ? "The quote was signed again for a newer payment after this one's hold ended; payment refunded automatically."
          : `Slot no longer available (${problem}); payment refunded automatically.`;
    await tx.paymentIntent.update({ where: { id: row.id }, data: { usedAt: new Date(), failureReason: reason } });
    if (booking && !withdrawn)
      await tx.booking.update({
        where: { id: booking.id },
        data: { status: "expired", paymentFailureReason: reason },
      });
    // The return is asked for here, so the booking never counts this money, and sent after the commit.
    const request = await requestReturn(tx, row, paid, `Slot no longer available (${problem ?? "no-booking"})`);
    if (row.bookingId) await recomputeBookingMoney(tx, row.bookingId);
    afterCommit.refund = {
      amountPence: paid,
      problem: problem ?? "no-booking",
      to: booking?.clientEmail,
      name: booking?.clientName,
      request,
    };
    return { duplicate: false, bookingId: booking?.id };
  }
  const first = await markBookingPaid(tx, booking.id, paid, row.amountPence, row.id);
  await tx.paymentIntent.update({ where: { id: row.id }, data: { usedAt: new Date() } });
  if (first) {
    await noteConfirmed(tx, booking.id, booking.status, afterCommit);
    // The customer's checkout payment, with the booking's state before and after it.
    const after = await tx.booking.findUniqueOrThrow({
      where: { id: booking.id },
      select: { status: true, paymentStatus: true, paidPence: true },
    });
    await audit(tx, null, {
      action: "booking.payment",
      entity: "booking",
      entityId: booking.id,
      before: {
        status: booking.status,
        paymentStatus: booking.paymentStatus,
        paidPence: booking.paidPence,
      },
      after: { ...after, amountPence: paid, intentId: row.id },
    });
  }
  return { duplicate: false, bookingId: booking.id, bookingCreated: first };
}

/**
 * Whether a payment is its booking's own checkout: the intent that created the booking (its hold)
 * to pay for it. Only that payment's fate may decide whether the booking exists at all; a payment
 * made from the booking page (a booking made from an enquiry or a quote, the balance of a deposit)
 * or the automatic balance charge never does.
 */
function isOwnCheckout(row: IntentRow, booking: BookingRow): boolean {
  return (
    (row.purpose === "booking" || row.purpose === "bar-booking") &&
    row.bookingId === booking.id &&
    booking.stripePaymentId === row.id
  );
}

/** The payment failed: its reason shown to the customer; a slow checkout payment's booking goes back to the short hold. */
export async function settleFailed(
  tx: Tx,
  event: PaymentEventInput,
  row: IntentRow,
  booking: BookingRow | null,
): Promise<SettlementResult> {
  const reason = (event.failureReason || "Your payment could not be processed").slice(0, 500);
  // A later failure never undoes a success (events can arrive out of order).
  await tx.paymentIntent.updateMany({
    where: { id: row.id, status: { not: "succeeded" } },
    data: { status: "failed", failureReason: reason },
  });
  if (booking) {
    await tx.booking.updateMany({
      where: { id: booking.id, paymentStatus: "pending" },
      data: { paymentFailureReason: reason },
    });
    // A slow checkout payment that failed gives its place back to the ordinary short hold, so an
    // unpaid booking never blocks the date for good (the customer may try another card). Any
    // other payment's failure leaves the booking as it is: it existed before that payment.
    if (
      isOwnCheckout(row, booking) &&
      booking.status === "pending" &&
      booking.paidPence === 0 &&
      canPaymentMove("pending", "awaiting_payment")
    ) {
      await tx.booking.update({
        where: { id: booking.id },
        data: { status: "awaiting_payment", holdExpiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000) },
      });
    }
  }
  return { duplicate: false, bookingId: booking?.id };
}

/** A slow payment (e.g. a bank debit) has started: its booking keeps its place while it clears. */
export async function settleProcessing(
  tx: Tx,
  row: IntentRow,
  booking: BookingRow | null,
  travel?: SlotTravel,
): Promise<SettlementResult> {
  await tx.paymentIntent.updateMany({
    where: { id: row.id, status: { in: ["requires_payment_method", "requires_action", "failed"] } },
    data: { status: "processing" },
  });
  // A checkout whose quote was signed again since keeps no place: its payment will be refunded.
  if (
    booking &&
    !(await quoteSignedAgainSince(tx, booking)) &&
    !(await latePaymentProblem(tx, booking, new Date(), travel))
  )
    await markBookingProcessing(tx, booking.id);
  return { duplicate: false, bookingId: booking?.id };
}

/**
 * The customer's bank asks them to confirm the payment (3-D Secure): the intent says so and its
 * booking keeps its hold while they do; a success or a failure follows. A later event never goes back to it.
 */
export async function settleRequiresAction(
  tx: Tx,
  row: IntentRow,
  booking: BookingRow | null,
): Promise<SettlementResult> {
  await tx.paymentIntent.updateMany({
    where: { id: row.id, status: { in: ["requires_payment_method", "failed"] } },
    data: { status: "requires_action" },
  });
  return { duplicate: false, bookingId: booking?.id };
}

/** The payment was abandoned: a booking still waiting for it (its own checkout) expires. */
export async function settleCanceled(tx: Tx, row: IntentRow, booking: BookingRow | null): Promise<SettlementResult> {
  await tx.paymentIntent.updateMany({
    where: { id: row.id, status: { not: "succeeded" } },
    data: { status: "canceled" },
  });
  if (booking && isOwnCheckout(row, booking))
    await tx.booking.updateMany({
      where: { id: booking.id, status: "awaiting_payment" },
      data: { status: "expired" },
    });
  return { duplicate: false, bookingId: booking?.id };
}
