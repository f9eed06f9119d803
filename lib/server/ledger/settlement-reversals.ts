import "server-only";
import type { Prisma } from "@/lib/server/db";
import { queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail } from "@/lib/server/mail/sender";
import { magicianDisputeMail } from "@/lib/server/mail/emails/magician-dispute";
import { audit } from "@/lib/server/audit";
import type { PaymentEventInput, SettlementResult } from "./settlement-types";
import { recordDispute, recordRefunds } from "./movements";
import { recomputeBookingMoney } from "./booking-money";
import { settleRefundOutcomes } from "./refund-outcomes";

/**
 * Money going back after it arrived, inside processPaymentEvent's transaction (settlement.ts): the
 * refunds the provider reports and the card holder's disputes. Each is a ledger row keyed by the
 * provider's id; the booking's totals are derived again from them.
 */

type Tx = Prisma.TransactionClient;
type IntentRow = Prisma.PaymentIntentGetPayload<object>;
type BookingRow = Prisma.BookingGetPayload<object>;

/**
 * A refund's news (charge.refunded's listing, or one refund as charge.refund.updated and refund.*
 * report it): each refund the provider reports is recorded once by its id, in the state it is in
 * (a settled one stays settled, whatever the order of the events), and the booking's totals
 * derived again. Once everything paid has gone back the booking is marked refunded (unless the
 * verb that asked is still finishing, which decides itself); a refund that failed after being
 * accepted is the magician's to ask again (refund-outcomes.ts).
 */
export async function settleRefunded(
  tx: Tx,
  event: PaymentEventInput,
  row: IntentRow,
  booking: BookingRow | null,
): Promise<SettlementResult> {
  const refunds = (event.refunds ?? []).map((refund) => ({ ...refund, intentId: row.id }));
  const { newUnrequested, changes } = await recordRefunds(tx, booking?.id ?? null, refunds);
  if (!booking) return { duplicate: false };
  const { money, refundedNow } = await settleRefundOutcomes(tx, booking, changes);
  if (newUnrequested.length > 0 || refundedNow)
    await audit(tx, null, {
      action: "booking.refund",
      entity: "booking",
      entityId: booking.id,
      before: { status: booking.status, refundedPence: booking.refundedPence },
      after: {
        status: refundedNow ? "refunded" : booking.status,
        refundedPence: money.refundedPence,
        refundIds: changes.map((c) => c.id),
        source: "provider",
      },
    });
  return { duplicate: false, bookingId: booking.id };
}

/**
 * The card holder's bank opened a dispute (the booking is marked, refunds wait, the magician is
 * told once), moved money for it (withdrawn, reinstated: ledger rows the booking's money is derived
 * from), or closed it, whatever the outcome (won, lost, prevented, an inquiry closed).
 */
export async function settleDisputed(
  tx: Tx,
  event: PaymentEventInput,
  row: IntentRow,
  booking: BookingRow | null,
): Promise<SettlementResult> {
  const dispute = event.dispute ?? {
    id: `dispute:${row.id}`,
    status: event.type === "charge.dispute.closed" ? ("won" as const) : ("open" as const),
    amountPence: event.amountPence ?? row.amountPence,
  };
  const { isNew, changed } = await recordDispute(tx, row, dispute);
  if (!booking) return { duplicate: false };
  if (dispute.status !== "open")
    // One recorded before the ledger (its id unknown) is the one this close is about.
    await tx.moneyMovement.updateMany({
      where: { id: `legacy-dispute:${booking.id}`, status: "open" },
      data: { status: dispute.status },
    });
  await recomputeBookingMoney(tx, booking.id);
  if (dispute.status !== "open") {
    if (changed)
      await audit(tx, null, {
        action: "booking.dispute-closed",
        entity: "booking",
        entityId: booking.id,
        after: { intentId: row.id, disputeId: dispute.id, outcome: dispute.status },
      });
    return { duplicate: false, bookingId: booking.id };
  }
  // The bank's later word on an open dispute (updated, money moved) tells the magician nothing new.
  if (!isNew) return { duplicate: false, bookingId: booking.id };
  const reason = (event.failureReason || "unknown").slice(0, 200);
  await tx.booking.update({ where: { id: booking.id }, data: { disputeReason: reason } });
  await audit(tx, null, {
    action: "booking.dispute",
    entity: "booking",
    entityId: booking.id,
    after: { intentId: row.id, disputeId: dispute.id, amountPence: event.amountPence ?? null, reason },
  });
  const magician = await magicianEmail(tx);
  if (magician)
    await queueMail(
      tx,
      magicianDisputeMail(magician, booking, { amountPence: event.amountPence ?? row.amountPence, reason }),
    );
  return { duplicate: false, bookingId: booking.id };
}
