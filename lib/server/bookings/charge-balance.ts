import "server-only";
import {
  AUTO_BALANCE_DAYS,
  BALANCE_ATTEMPT_LEASE_MS,
  BALANCE_CHARGE_ATTEMPTS,
  balanceChargeKey,
  balanceChargeStep,
  balanceDueDate,
  type BalanceAttempt,
} from "@/lib/domain/auto-balance";
import { isWithdrawn, owedPence } from "@/lib/domain/booking-status";
import { addDays, londonToday } from "@/lib/domain/dates";
import { audit } from "@/lib/server/audit";
import { db, runTransaction, type Prisma } from "@/lib/server/db";
import { errorFields, log } from "@/lib/server/log";
import { queueBalanceDueText } from "./shared/balance-due-text";
import { giveUpBalanceCharge as giveUp } from "./shared/give-up-balance-charge";
import { cardGatewayOf } from "@/lib/server/payments";
import { lockBookingRow } from "@/lib/server/ledger/booking-lock";
import { processPaymentEvent } from "@/lib/server/ledger/settlement";

/**
 * Charging a consented balance (the system's verb, actor null), run by the balance-charge job: on
 * the due date (the event day less the days the client agreed to), the balance still owed is
 * charged off-session to the card the deposit saved. Each attempt is claimed under the booking's
 * row lock before the provider is called with its own idempotency key, outside any transaction:
 * a second run meanwhile waits, a crashed call is called again with the same key (charged at
 * most once), and a declined one is retried with a new key a day later, twice, never on or after
 * the event day; then the client is e-mailed the pay link and the magician told. The money arrives
 * through settlement, as a payment from the booking page does (ledger row, derived totals,
 * receipts). An attempt a crash left pending is resumed by the next run whatever has happened to
 * its booking since: money taken for a booking cancelled or moved meanwhile is given back at once
 * through the ledger's refund requests (credit-balance-payment.ts), never left unrecorded.
 */

type Tx = Prisma.TransactionClient;
type BookingRow = Prisma.BookingGetPayload<object>;
type AttemptRow = Prisma.BalanceChargeGetPayload<object>;

export type BalanceChargeOutcome = "charged" | "declined" | "pending" | "gave-up" | "skipped";

const NO_CARD = "no card was saved for this booking";
const EVENT_DAY = "the event day came before the card could be charged";

/** Booked and still to come: a booking awaiting its first payment, withdrawn or completed is never charged. */
const CHARGEABLE_STATUSES = ["pending", "confirmed"];

const owedOf = (b: BookingRow): number => owedPence(b);

/** The job: every consented booking whose balance is due; returns what each came to, counted. */
export async function chargeDueBalances(now = new Date()): Promise<Record<BalanceChargeOutcome | "failed", number>> {
  const today = londonToday(now);
  const counts = { charged: 0, declined: 0, pending: 0, "gave-up": 0, skipped: 0, failed: 0 };
  // First every attempt a crash left pending, whatever its booking's state or date now: it may have charged.
  const stale = await db.balanceCharge.findMany({
    where: { status: "pending", claimedAt: { lte: new Date(now.getTime() - BALANCE_ATTEMPT_LEASE_MS) } },
    select: { id: true, bookingId: true },
    orderBy: { id: "asc" },
  });
  for (const attempt of stale) {
    try {
      const outcome = await resumeAttempt(attempt.id, now);
      counts[outcome] += 1;
      if (outcome === "gave-up") await queueBalanceDueText(attempt.bookingId);
    } catch (error) {
      counts.failed += 1;
      log("error", "balance_charge_failed", { bookingId: attempt.bookingId, ...errorFields(error) });
    }
  }
  const candidates = await db.booking.findMany({
    where: {
      autoBalanceConsentAt: { not: null },
      autoBalanceDaysBefore: { not: null },
      status: { in: CHARGEABLE_STATUSES },
      // retries end two days after the first attempt, which is never after the event day
      eventDate: { gte: addDays(today, -3), lte: addDays(today, AUTO_BALANCE_DAYS.max) },
    },
    select: { id: true, eventDate: true, autoBalanceDaysBefore: true },
    orderBy: { id: "asc" },
  });
  for (const candidate of candidates) {
    if (balanceDueDate(candidate.eventDate, candidate.autoBalanceDaysBefore!) > today) continue;
    try {
      const outcome = await chargeBalance(candidate.id, now);
      counts[outcome] += 1;
      if (outcome === "gave-up") await queueBalanceDueText(candidate.id);
    } catch (error) {
      // The attempt stays pending: the next run calls again with the same key.
      counts.failed += 1;
      log("error", "balance_charge_failed", { bookingId: candidate.id, ...errorFields(error) });
    }
  }
  return counts;
}

type Claim =
  | { kind: "none"; outcome: BalanceChargeOutcome }
  | { kind: "call"; row: AttemptRow; provider: string; firstIntentId: string };

/** One booking's due balance, as far as it can go in this run. */
async function chargeBalance(bookingId: number, now = new Date()): Promise<BalanceChargeOutcome> {
  return callProvider(await runTransaction((tx) => claimAttempt(tx, bookingId, now)), now);
}

/** A pending attempt whose run died, leased again to this run and called again with its own key. */
async function resumeAttempt(attemptId: number, now: Date): Promise<BalanceChargeOutcome> {
  const claim = await runTransaction(async (tx): Promise<Claim> => {
    const found = await tx.balanceCharge.findUnique({ where: { id: attemptId }, select: { bookingId: true } });
    if (!found) return { kind: "none", outcome: "skipped" };
    await lockBookingRow(tx, found.bookingId);
    const leased = await tx.balanceCharge.updateMany({
      where: {
        id: attemptId,
        status: "pending",
        claimedAt: { lte: new Date(now.getTime() - BALANCE_ATTEMPT_LEASE_MS) },
      },
      data: { claimedAt: now },
    });
    if (leased.count !== 1) return { kind: "none", outcome: "skipped" };
    const row = await tx.balanceCharge.findUniqueOrThrow({ where: { id: attemptId } });
    const booking = await tx.booking.findUnique({ where: { id: row.bookingId }, select: { stripePaymentId: true } });
    const first = booking?.stripePaymentId
      ? await tx.paymentIntent.findUnique({ where: { id: booking.stripePaymentId } })
      : null;
    if (!first) return { kind: "none", outcome: "skipped" };
    return { kind: "call", row, provider: first.provider, firstIntentId: first.id };
  });
  return callProvider(claim, now);
}

/** The provider called for a claimed attempt (outside any transaction), and its answer recorded. */
async function callProvider(claim: Claim, now: Date): Promise<BalanceChargeOutcome> {
  if (claim.kind === "none") return claim.outcome;
  const { row } = claim;
  const bookingId = row.bookingId;

  // A call that reached the provider before a crash, since settled by its webhook: nothing to ask again.
  if (row.intentId) {
    const known = await db.paymentIntent.findUnique({ where: { id: row.intentId }, select: { status: true } });
    if (known?.status === "succeeded") return finish(row, { outcome: "succeeded", intentId: row.intentId }, now);
  }
  const gateway = cardGatewayOf(claim.provider);
  const card = await gateway.savedCardOf(claim.firstIntentId);
  if (!card) return finish(row, { outcome: "declined", intentId: null, reason: NO_CARD, final: true }, now);
  const charge = await gateway.chargeOffSession({
    card,
    amountPence: row.amountPence,
    description: `Summon a Magician: balance of booking #${bookingId}`,
    metadata: { purpose: "balance", bookingId: String(bookingId), dueOn: row.dueOn, attempt: String(row.attempt) },
    idempotencyKey: row.idempotencyKey,
  });
  if (charge.outcome === "declined")
    return finish(row, { outcome: "declined", intentId: charge.intentId, reason: charge.reason }, now);
  await recordIntent(charge, row, gateway.mode);
  if (charge.outcome === "processing") {
    // Still clearing: its webhook settles it; a later run finds it settled (above) or asks again with the same key.
    await db.balanceCharge.update({ where: { id: row.id }, data: { intentId: charge.intent.id } });
    return "pending";
  }
  await processPaymentEvent({
    eventId: `${row.idempotencyKey}:succeeded`,
    type: "payment_intent.succeeded",
    intentId: charge.intent.id,
    amountPence: charge.intent.amountPence,
  });
  return finish(row, { outcome: "succeeded", intentId: charge.intent.id }, now);
}

/** Under the booking's row lock: what this run does, and the attempt it claims (a new one, or one to resume). */
async function claimAttempt(tx: Tx, bookingId: number, now: Date): Promise<Claim> {
  await lockBookingRow(tx, bookingId);
  const booking = await tx.booking.findUnique({ where: { id: bookingId } });
  if (!booking?.autoBalanceConsentAt || booking.autoBalanceDaysBefore == null || !booking.stripePaymentId)
    return { kind: "none", outcome: "skipped" };
  const first = await tx.paymentIntent.findUnique({
    where: { id: booking.stripePaymentId },
    select: { id: true, provider: true },
  });
  if (!first) return { kind: "none", outcome: "skipped" };
  const dueOn = balanceDueDate(booking.eventDate, booking.autoBalanceDaysBefore);
  const attempts = await tx.balanceCharge.findMany({ where: { bookingId, dueOn }, orderBy: { attempt: "asc" } });
  const step = balanceChargeStep({
    dueDate: dueOn,
    eventDate: booking.eventDate,
    today: londonToday(now),
    now,
    attempts: attempts.map((a) => ({ ...a, status: a.status as BalanceAttempt["status"] })),
  });
  const call = (row: AttemptRow): Claim => ({ kind: "call", row, provider: first.provider, firstIntentId: first.id });
  switch (step.kind) {
    case "wait":
    case "done":
      return { kind: "none", outcome: "skipped" };
    case "give-up": {
      const reason = attempts.at(-1)?.failureReason ?? EVENT_DAY;
      return { kind: "none", outcome: (await giveUp(tx, booking, dueOn, reason)) ? "gave-up" : "skipped" };
    }
    case "resume": {
      const row = attempts.find((a) => a.attempt === step.attempt)!;
      // Leased again to this run; the same key, so the provider answers the same charge.
      return call(await tx.balanceCharge.update({ where: { id: row.id }, data: { claimedAt: now } }));
    }
    case "attempt": {
      // Never charged: a cancelled, refunded, disputed or fully paid booking (nor a balance too small for a card).
      const owed = owedOf(booking);
      if (!CHARGEABLE_STATUSES.includes(booking.status) || isWithdrawn(booking) || booking.disputedAt || owed < 30)
        return { kind: "none", outcome: "skipped" };
      const row = await tx.balanceCharge.create({
        data: {
          bookingId,
          dueOn,
          attempt: step.attempt,
          idempotencyKey: balanceChargeKey(bookingId, dueOn, step.attempt, booking.autoBalanceConsentAt),
          amountPence: owed,
          claimedAt: now,
        },
      });
      return call(row);
    }
  }
}

/** The provider's intent as ours (purpose balance), so settlement credits it as a payment towards the booking. */
async function recordIntent(charge: { intent: { id: string } }, row: AttemptRow, provider: string) {
  await db.paymentIntent.upsert({
    where: { id: charge.intent.id },
    update: {},
    create: {
      id: charge.intent.id,
      provider,
      purpose: "balance",
      amountPence: row.amountPence,
      currency: "gbp",
      status: "requires_payment_method",
      requestHash: row.idempotencyKey,
      bookingId: row.bookingId,
    },
  });
}

type Finished =
  | { outcome: "succeeded"; intentId: string }
  | { outcome: "declined"; intentId: string | null; reason: string; final?: boolean };

/** The attempt's outcome, audited; the last declined attempt (or one without a card) gives up at once. */
async function finish(row: AttemptRow, result: Finished, now: Date): Promise<BalanceChargeOutcome> {
  return runTransaction(async (tx) => {
    await lockBookingRow(tx, row.bookingId);
    const reason = result.outcome === "declined" ? result.reason.slice(0, 500) : null;
    await tx.balanceCharge.update({
      where: { id: row.id },
      data: {
        status: result.outcome,
        intentId: result.intentId,
        failureReason: reason,
        finishedAt: now,
      },
    });
    await audit(tx, null, {
      action: "booking.balance-charge",
      entity: "booking",
      entityId: row.bookingId,
      after: {
        outcome: result.outcome,
        amountPence: row.amountPence,
        dueOn: row.dueOn,
        attempt: row.attempt,
        intentId: result.intentId,
        ...(reason ? { reason } : {}),
      },
    });
    log("info", "balance_charge", { bookingId: row.bookingId, attempt: row.attempt, outcome: result.outcome });
    if (result.outcome === "succeeded") return "charged";
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: row.bookingId } });
    // A retry would fall on or after the event day: the pay link now instead.
    const last =
      result.final || row.attempt >= BALANCE_CHARGE_ATTEMPTS || addDays(londonToday(now), 1) >= booking.eventDate;
    // An attempt resumed for a booking withdrawn or moved since is no longer this balance's to chase.
    const current =
      CHARGEABLE_STATUSES.includes(booking.status) &&
      !isWithdrawn(booking) &&
      booking.autoBalanceDaysBefore != null &&
      balanceDueDate(booking.eventDate, booking.autoBalanceDaysBefore) === row.dueOn;
    if (!last || !current) return "declined";
    return (await giveUp(tx, booking, row.dueOn, reason!)) ? "gave-up" : "declined";
  });
}
