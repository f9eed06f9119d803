import "server-only";
import { refundTotals } from "@/lib/domain/refund-status";
import type { Prisma } from "@/lib/server/db";
import { COUNTED, DISPUTE_FUNDS, adoptUnrecordedMoney } from "./movements";

/**
 * What the ledger's rows come to: a booking's paidPence, refundedPence, pending and failed refunds
 * and disputedAt, and each payment's refundedPence, derived by recomputeBookingMoney in the
 * transaction that recorded a movement (their only writer: no caller adds to a total); and the
 * booking's payments as refunds are routed through them. Call it holding the booking's row lock.
 */

type Tx = Prisma.TransactionClient;

export const DISPUTE_OPEN =
  "This booking's payment is being reviewed by your bank, so it cannot be cancelled online. Please contact us.";

/** What the ledger says of one booking. */
export interface BookingMoney {
  paidPence: number;
  /** succeeded refunds (and disputes lost): money that has gone back */
  refundedPence: number;
  /** refunds the card network has not settled yet */
  pendingRefundPence: number;
  /** refunds that failed or were cancelled, not yet asked for again */
  failedRefundPence: number;
  disputeOpen: boolean;
}

/** A payment of a booking as the ledger knows it, for routing refunds. */
export interface LedgerPayment {
  intentId: string;
  chargedPence: number;
  /** refunded, returned, lost to a dispute, or asked for and not yet answered */
  takenPence: number;
  createdAt: Date;
}

/**
 * What each payment has lost to disputes: what the provider withdrew less what it reinstated; for a
 * payment whose dispute moved no money we know of (the demo, or events before these were recorded), a lost dispute's amount.
 */
function disputedPence(rows: { kind: string; status: string; intentId: string; amountPence: number }[]) {
  const funds = new Map<string, number>();
  const lost = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === DISPUTE_FUNDS)
      funds.set(row.intentId, (funds.get(row.intentId) ?? 0) + (row.status === "withdrawn" ? 1 : -1) * row.amountPence);
    if (row.kind === "dispute" && row.status === "lost")
      lost.set(row.intentId, (lost.get(row.intentId) ?? 0) + row.amountPence);
  }
  const taken = new Map(lost);
  for (const [intentId, pence] of funds) taken.set(intentId, Math.max(0, pence));
  return taken;
}

/** The booking's payments as the ledger knows them, newest first (the order refunds are taken in). */
export async function ledgerPayments(tx: Tx, bookingId: number): Promise<LedgerPayment[]> {
  await adoptUnrecordedMoney(tx, bookingId);
  const rows = await tx.moneyMovement.findMany({
    where: { bookingId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  // Requests not yet answered (an answered one, even pending, is a refund row already).
  const pending = await tx.refundRequest.findMany({
    where: { bookingId, status: "pending", refundId: null },
    select: { intentId: true, amountPence: true },
  });
  const payments = new Map<string, LedgerPayment>();
  for (const row of rows.filter((r) => r.kind === "charge")) {
    const payment = payments.get(row.intentId);
    if (payment) payment.chargedPence += row.amountPence;
    else
      payments.set(row.intentId, {
        intentId: row.intentId,
        chargedPence: row.amountPence,
        takenPence: 0,
        createdAt: row.createdAt,
      });
  }
  const take = (intentId: string, pence: number) => {
    const payment = payments.get(intentId);
    if (payment) payment.takenPence += pence;
  };
  for (const row of rows)
    if (row.kind === "refund" && COUNTED.includes(row.status)) take(row.intentId, row.amountPence);
  for (const [intentId, pence] of disputedPence(rows)) take(intentId, pence);
  for (const request of pending) take(request.intentId, request.amountPence);
  return [...payments.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/**
 * THE derivation: the booking's paid amount (charges less what was returned: an excess, a payment
 * for a place it lost), its refunded amount (succeeded refunds of its money and disputes lost),
 * the refunds still pending and those failed, whether a dispute is open, and each payment's
 * refundedPence (what it has given up: succeeded and pending refunds, disputes lost), written when
 * they differ. The only writer of those columns.
 */
export async function recomputeBookingMoney(tx: Tx, bookingId: number): Promise<BookingMoney> {
  await adoptUnrecordedMoney(tx, bookingId);
  const rows = await tx.moneyMovement.findMany({ where: { bookingId } });
  let paid = 0;
  let refunded = 0;
  const refunds = refundTotals(rows.filter((r) => r.kind === "refund"));
  let openSince: Date | null = null;
  const perIntent = new Map<string, number>();
  const addIntent = (intentId: string, pence: number) =>
    perIntent.set(intentId, (perIntent.get(intentId) ?? 0) + pence);
  for (const row of rows) {
    if (row.kind === "charge") {
      paid += row.amountPence;
      addIntent(row.intentId, 0);
    } else if (row.kind === "refund" && COUNTED.includes(row.status)) {
      if (row.purpose === "return") paid -= row.amountPence;
      addIntent(row.intentId, row.amountPence);
    } else if (row.kind === "dispute" && row.status === "open" && (!openSince || row.createdAt < openSince)) {
      openSince = row.createdAt;
    }
  }
  // Money a dispute took back (withdrawn and not reinstated, or lost) counts as gone back to the card holder.
  for (const [intentId, pence] of disputedPence(rows)) {
    refunded += pence;
    addIntent(intentId, pence);
  }
  // A return asked for in this very transaction (settlement) counts at once: the booking never keeps that money.
  const returning = await tx.refundRequest.aggregate({
    where: { bookingId, kind: "return", status: "pending", refundId: null },
    _sum: { amountPence: true },
  });
  paid -= returning._sum.amountPence ?? 0;
  paid = Math.max(0, paid);
  refunded += refunds.refundedPence;
  for (const [intentId, pence] of perIntent)
    await tx.paymentIntent.updateMany({
      where: { id: intentId, refundedPence: { not: pence } },
      data: { refundedPence: pence },
    });
  const booking = await tx.booking.findUnique({
    where: { id: bookingId },
    select: {
      paidPence: true,
      refundedPence: true,
      pendingRefundPence: true,
      failedRefundPence: true,
      disputedAt: true,
    },
  });
  if (booking) {
    const data: Prisma.BookingUpdateInput = {};
    if (booking.paidPence !== paid) data.paidPence = paid;
    if (booking.refundedPence !== refunded) data.refundedPence = refunded;
    if (booking.pendingRefundPence !== refunds.pendingRefundPence) data.pendingRefundPence = refunds.pendingRefundPence;
    if (booking.failedRefundPence !== refunds.failedRefundPence) data.failedRefundPence = refunds.failedRefundPence;
    if ((booking.disputedAt?.getTime() ?? null) !== ((openSince as Date | null)?.getTime() ?? null))
      data.disputedAt = openSince;
    if (Object.keys(data).length > 0) await tx.booking.update({ where: { id: bookingId }, data });
  }
  return {
    paidPence: paid,
    refundedPence: refunded,
    pendingRefundPence: refunds.pendingRefundPence,
    failedRefundPence: refunds.failedRefundPence,
    disputeOpen: openSince !== null,
  };
}

/** Whether a dispute of the booking's payments is open (the bank is deciding): refunds wait for it. */
export async function disputeOpen(tx: Tx, bookingId: number): Promise<boolean> {
  const open = await tx.moneyMovement.findFirst({
    where: { bookingId, kind: "dispute", status: "open" },
    select: { id: true },
  });
  return open !== null;
}
