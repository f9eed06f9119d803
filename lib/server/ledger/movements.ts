import "server-only";
import { isRefundUnmade, nextRefundStatus } from "@/lib/domain/refund-status";
import type { Prisma } from "@/lib/server/db";
import { issueCreditNote, issuePaymentDocument } from "@/lib/server/documents/issue";
import type { GatewayDispute, GatewayRefund } from "@/lib/server/payments";

/**
 * The money ledger (money_movements): every charge, refund, returned excess and dispute is one row
 * keyed by the payment provider's own id, recorded with insert-or-ignore by whichever path learns
 * of it first (the caller's answer, the webhook, the refunds-reconcile job). A booking's
 * paidPence, refundedPence and disputedAt, and each payment's refundedPence, are derived from it
 * by recomputeBookingMoney in the transaction that recorded the movement: it is their only writer,
 * and no caller adds to a total, so a movement seen twice is counted once.
 *
 * Call everything here in a transaction holding the booking's row lock (booking-lock.ts), so two
 * recorders of one booking never derive from each other's half.
 */

type Tx = Prisma.TransactionClient;

/** A refund whose recorded status changed in this transaction (inserted, or settled). */
export interface RefundChange {
  id: string;
  intentId: string;
  amountPence: number;
  status: string;
  purpose: string;
  failureReason: string | null;
  /** no request of ours asked for it (made in the provider's dashboard) */
  unrequested: boolean;
  /** a failed one already dealt with (its caller was told at once) */
  resolved: boolean;
}

/** Refund statuses that take money from a payment (a failed or cancelled refund gives it back). */
export const COUNTED = ["pending", "succeeded"];

/** Money a dispute moved at the provider (status withdrawn | reinstated), keyed by the provider's balance transaction id. */
export const DISPUTE_FUNDS = "dispute-funds";

/**
 * A booking written before the ledger, or outside it (seed data, imports), gets rows standing for
 * its recorded totals the first time its money moves, so deriving never loses them.
 */
export async function adoptUnrecordedMoney(tx: Tx, bookingId: number): Promise<void> {
  const any = await tx.moneyMovement.findFirst({ where: { bookingId }, select: { id: true } });
  if (any) return;
  const booking = await tx.booking.findUnique({
    where: { id: bookingId },
    select: { paidPence: true, refundedPence: true, stripePaymentId: true },
  });
  if (!booking) return;
  const paid = booking.paidPence;
  const refunded = booking.refundedPence;
  const intentId = booking.stripePaymentId ?? `booking:${bookingId}`;
  const rows: Prisma.MoneyMovementCreateManyInput[] = [];
  if (paid > 0)
    rows.push({
      id: `legacy-paid:${bookingId}`,
      kind: "charge",
      intentId,
      bookingId,
      amountPence: paid,
      status: "succeeded",
    });
  if (refunded > 0)
    rows.push({
      id: `legacy-refunded:${bookingId}`,
      kind: "refund",
      intentId,
      bookingId,
      amountPence: refunded,
      status: "succeeded",
    });
  if (rows.length > 0) await tx.moneyMovement.createMany({ data: rows, skipDuplicates: true });
}

/**
 * A payment that arrived (its intent id is the row's id). Returns whether it was new. A new payment
 * of a booking gets its receipt or VAT invoice here, in the same transaction (a bar's registration
 * gets its own when the account is made: lib/server/users/registration.ts).
 */
export async function recordCharge(
  tx: Tx,
  intent: { id: string; bookingId: number | null },
  amountPence: number,
): Promise<boolean> {
  if (intent.bookingId) await adoptUnrecordedMoney(tx, intent.bookingId);
  const { count } = await tx.moneyMovement.createMany({
    data: [
      {
        id: intent.id,
        kind: "charge",
        intentId: intent.id,
        bookingId: intent.bookingId,
        amountPence,
        status: "succeeded",
      },
    ],
    skipDuplicates: true,
  });
  if (count === 1 && intent.bookingId)
    await issuePaymentDocument(tx, { intentId: intent.id, bookingId: intent.bookingId, amountPence });
  return count === 1;
}

/**
 * Refunds as the provider reports them (its answer to our request, a webhook's event or listing,
 * the reconcile job's): each inserted once by its refund id, a settled status (pending →
 * succeeded, failed or canceled) updating it once and for good (a replayed or late `pending`
 * changes nothing: lib/domain/refund-status), and the request it answers (from the refund's
 * metadata) following it. A refund that has gone through gets its credit note, naming the
 * payment's document. `answeredToCaller`: the report is the provider's answer to the verb that
 * asked, which tells its caller at once when the refund failed, so that failure needs no one else.
 * Returns the ids of refunds no request of ours asked for that were new (made in the provider's
 * dashboard), and every refund whose status changed here.
 */
export async function recordRefunds(
  tx: Tx,
  bookingId: number | null,
  refunds: (GatewayRefund & { intentId: string })[],
  options: { answeredToCaller?: boolean } = {},
): Promise<{ newUnrequested: string[]; changes: RefundChange[] }> {
  if (bookingId) await adoptUnrecordedMoney(tx, bookingId);
  const newUnrequested: string[] = [];
  const changes: RefundChange[] = [];
  for (const refund of refunds) {
    const request = refund.refundRequestId
      ? await tx.refundRequest.findUnique({ where: { id: refund.refundRequestId } })
      : await tx.refundRequest.findUnique({ where: { refundId: refund.id } });
    const mine = request && request.intentId === refund.intentId ? request : null;
    const { count } = await tx.moneyMovement.createMany({
      data: [
        {
          id: refund.id,
          kind: "refund",
          intentId: refund.intentId,
          bookingId,
          amountPence: refund.amountPence,
          status: refund.status,
          failureReason: isRefundUnmade(refund.status) ? (refund.failureReason ?? "unknown").slice(0, 200) : null,
          resolvedAt: options.answeredToCaller && isRefundUnmade(refund.status) ? new Date() : null,
          purpose: mine?.kind ?? "refund",
          refundRequestId: mine?.id ?? null,
        },
      ],
      skipDuplicates: true,
    });
    // Only a pending row moves, and only to a settled state: the first settled report wins whatever the order.
    const settled =
      count === 0 &&
      nextRefundStatus("pending", refund.status) !== "pending" &&
      (
        await tx.moneyMovement.updateMany({
          where: { id: refund.id, kind: "refund", status: "pending" },
          data: {
            status: refund.status,
            ...(isRefundUnmade(refund.status)
              ? {
                  failureReason: (refund.failureReason ?? "unknown").slice(0, 200),
                  ...(options.answeredToCaller ? { resolvedAt: new Date() } : {}),
                }
              : {}),
          },
        })
      ).count === 1;
    const changed = count === 1 || settled;
    const row = await tx.moneyMovement.findUniqueOrThrow({ where: { id: refund.id } });
    if (count === 1 && !mine) newUnrequested.push(refund.id);
    if (changed)
      changes.push({
        id: row.id,
        intentId: row.intentId,
        amountPence: row.amountPence,
        status: row.status,
        purpose: row.purpose,
        failureReason: row.failureReason,
        unrequested: !row.refundRequestId,
        resolved: row.resolvedAt !== null,
      });
    // The credit note once the money has gone back, by whichever recorder saw it go (once: the insert or
    // the status change is this transaction's own, and documents are unique by movement).
    if (changed && row.status === "succeeded") await issueCreditNote(tx, { ...refund, reason: mine?.reason });
    // The request follows its refund as the ledger records it (so a late report never moves it back).
    if (mine)
      await tx.refundRequest.updateMany({
        where: { id: mine.id, OR: [{ status: "pending" }, { refundId: null }] },
        data: { status: isRefundUnmade(row.status) ? "failed" : row.status, refundId: refund.id },
      });
  }
  return { newUnrequested, changes };
}

/**
 * A dispute opened, updated or closed by the card holder's bank: one row by the dispute's id, its
 * status following; and each movement of money it made at the provider (withdrawn while the bank
 * decides, reinstated when it is won) one row by the provider's balance transaction id.
 * Returns whether the dispute is new, and whether its status changed (a new row counts).
 */
export async function recordDispute(
  tx: Tx,
  intent: { id: string; bookingId: number | null },
  dispute: GatewayDispute,
): Promise<{ isNew: boolean; changed: boolean }> {
  if (intent.bookingId) await adoptUnrecordedMoney(tx, intent.bookingId);
  const { count } = await tx.moneyMovement.createMany({
    data: [
      {
        id: dispute.id,
        kind: "dispute",
        intentId: intent.id,
        bookingId: intent.bookingId,
        amountPence: dispute.amountPence,
        status: dispute.status,
      },
    ],
    skipDuplicates: true,
  });
  if ((dispute.funds ?? []).length > 0)
    await tx.moneyMovement.createMany({
      data: dispute.funds!.map((funds) => ({
        id: funds.id,
        kind: DISPUTE_FUNDS,
        intentId: intent.id,
        bookingId: intent.bookingId,
        amountPence: funds.amountPence,
        status: funds.direction,
      })),
      skipDuplicates: true,
    });
  if (count === 1) return { isNew: true, changed: true };
  // A closed dispute stays closed, whatever order its events arrive in.
  if (dispute.status === "open") return { isNew: false, changed: false };
  const { count: updated } = await tx.moneyMovement.updateMany({
    where: { id: dispute.id, kind: "dispute", status: { not: dispute.status } },
    data: { status: dispute.status },
  });
  return { isNew: false, changed: updated === 1 };
}
