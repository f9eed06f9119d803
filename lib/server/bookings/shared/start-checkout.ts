import "server-only";
import { HELD_STATUSES } from "@/lib/domain/booking-status";
import type { SlotTravel } from "@/lib/domain/time-slots";
import type { BookingDraft } from "./draft";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/http";
import { errorFields, log } from "@/lib/server/log";
import {
  HOLD_MINUTES,
  getPaymentGateway,
  clientSecretOf,
  createAndRecordIntent,
  requestHashOf,
  verifiedIntentId,
  type IntentPurpose,
} from "@/lib/server/payments";
import { smsConsentFields } from "@/lib/server/sms/consent";
import { dropHold, placeHold } from "./holds";

export interface StartCheckoutInput {
  purpose: Extract<IntentPurpose, "booking" | "bar-booking">;
  draft: BookingDraft;
  /** the venue's travel rule, resolved before the lock (lib/server/travel) */
  slotTravel?: SlotTravel;
  /** what is charged now (the total, or the deposit) */
  amountPence: number;
  /** the bar client paying for a bar service */
  userId?: number;
  /** Stripe metadata (strings, no personal data) */
  metadata: Record<string, string>;
  /** the client secret of the visitor's previous unpaid checkout: its hold ends first */
  replaceClientSecret?: string;
  /** the client's address (limits on live unpaid holds) */
  holderAddress?: string;
  /** the waiting-list offer this checkout claims (lib/server/waitlist/offer-link.ts) */
  waitlistToken?: string;
  /**
   * The client agreed to have the balance charged to this card `daysBefore` days before the event
   * (lib/domain/auto-balance): the card is saved with the payment, the consent recorded on the booking.
   */
  autoBalance?: { daysBefore: number };
  /** the client ticked "Text me about this booking": the consent recorded on the booking with its words */
  smsConsent?: boolean;
  now?: Date;
}

export interface CheckoutStarted {
  bookingId: number;
  intentId: string;
  clientSecret: string;
  /** when the place stops being held; null when the checkout holds nothing (the day's last place or start time) */
  holdExpiresAt: Date | null;
  /** false when an identical request still holding its place got the same booking and intent */
  created: boolean;
}

export const GATEWAY_UNAVAILABLE =
  "We could not start the payment just now. Nothing has been charged; please try again in a moment.";

/**
 * Book first. The booking row is inserted awaiting payment under the date's lock (the hold), and
 * only after that transaction has committed is the gateway asked for an intent, keyed by the
 * booking id, so no checkout ever waits on another one's call to the payment provider. If the
 * gateway fails, the hold is removed and the caller gets a 502.
 */
export async function startCheckout(input: StartCheckoutInput): Promise<CheckoutStarted> {
  const now = input.now ?? new Date();
  // No place is held for a payment that cannot be taken (a production server without a gateway: 503).
  getPaymentGateway();
  const requestHash = requestHashOf({
    p: input.purpose,
    a: input.amountPence,
    d: input.draft,
    u: input.userId ?? null,
    ...(input.autoBalance ? { ab: input.autoBalance.daysBefore } : {}),
    ...(input.smsConsent ? { sms: 1 } : {}),
  });

  const again = await sameRequestStillHeld(input.purpose, requestHash, now);
  if (again) return again;

  const replaced = input.replaceClientSecret ? await ownedBookingOf(input.replaceClientSecret, input.userId) : null;
  const hold = await placeHold({
    draft: input.draft,
    slotTravel: input.slotTravel,
    owner: input.userId ? { barId: input.userId } : {},
    replaceBookingId: replaced,
    holderAddress: input.holderAddress,
    waitlistToken: input.waitlistToken,
    now,
  });

  let intent;
  try {
    intent = await createAndRecordIntent({
      purpose: input.purpose,
      amountPence: input.amountPence,
      requestHash,
      // Derived from the booking: a retried creation can never make a second intent for it. The
      // hold's instant keeps keys unique when a database is reset while the Stripe account is not.
      idempotencyKey: `booking-${hold.bookingId}-${hold.holdExpiresAt.getTime()}`,
      userId: input.userId,
      bookingId: hold.bookingId,
      metadata: {
        ...input.metadata,
        eventDate: input.draft.eventDate,
        startTime: input.draft.startTime,
        endTime: input.draft.endTime,
      },
      saveCard: Boolean(input.autoBalance),
    });
    await db.booking.update({
      where: { id: hold.bookingId },
      data: {
        stripePaymentId: intent.intentId,
        ...(input.autoBalance
          ? { autoBalanceConsentAt: now, autoBalanceDaysBefore: input.autoBalance.daysBefore }
          : {}),
        ...smsConsentFields(input.smsConsent, now),
      },
    });
  } catch (error) {
    await dropHold(hold.bookingId);
    if (error instanceof AppError && error.status < 500) throw error;
    log("error", "checkout_gateway_failed", { bookingId: hold.bookingId, ...errorFields(error) });
    throw new AppError("bad_gateway", GATEWAY_UNAVAILABLE, undefined, {
      title: "Payment unavailable",
      code: "gateway-unavailable",
    });
  }
  log("info", "checkout_started", { bookingId: hold.bookingId, intentId: intent.intentId, purpose: input.purpose });
  return {
    bookingId: hold.bookingId,
    intentId: intent.intentId,
    clientSecret: intent.clientSecret,
    holdExpiresAt: hold.held ? hold.holdExpiresAt : null,
    created: true,
  };
}

/**
 * An identical request (double click, retry) within HOLD_MINUTES of the first gets the same booking
 * and intent: its live hold, never a renewed one; a checkout issued without a hold stays without.
 */
async function sameRequestStillHeld(purpose: string, requestHash: string, now: Date): Promise<CheckoutStarted | null> {
  const intents = await db.paymentIntent.findMany({
    where: {
      purpose,
      requestHash,
      usedAt: null,
      bookingId: { not: null },
      status: { in: ["requires_payment_method", "failed"] },
      createdAt: { gt: new Date(now.getTime() - HOLD_MINUTES * 60_000) },
    },
    orderBy: { createdAt: "desc" },
    take: 3,
  });
  for (const row of intents) {
    const booking = await db.booking.findFirst({
      where: { id: row.bookingId!, status: { in: [...HELD_STATUSES, "expired"] }, paidPence: 0 },
      select: { id: true, status: true, holdExpiresAt: true, createdAt: true },
    });
    if (!booking?.holdExpiresAt) continue;
    const live = booking.status === "awaiting_payment" && booking.holdExpiresAt > now;
    // issued without a hold: its hold "ended" at its creation
    const holdless = booking.holdExpiresAt.getTime() <= booking.createdAt.getTime() + 1000;
    if (!live && !holdless) continue;
    const clientSecret = await clientSecretOf(row);
    if (clientSecret)
      return {
        bookingId: booking.id,
        intentId: row.id,
        clientSecret,
        holdExpiresAt: live ? booking.holdExpiresAt : null,
        created: false,
      };
  }
  return null;
}

/** The booking of a client secret the caller holds (and, for a bar, owns), else null. */
async function ownedBookingOf(clientSecret: string, userId?: number): Promise<number | null> {
  const id = await verifiedIntentId(clientSecret).catch(() => null);
  if (!id) return null;
  const row = await db.paymentIntent.findUnique({ where: { id }, select: { bookingId: true, userId: true } });
  if (!row?.bookingId || (row.userId && row.userId !== userId)) return null;
  return row.bookingId;
}
