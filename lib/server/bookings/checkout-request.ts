import "server-only";
import { z } from "zod";
import { REGISTRATION_FEE_PENCE, londonToday } from "@/lib/domain";
import {
  barBookingDetailsSchema,
  bookingDetailsSchema,
  registrationDetailsSchema,
  type IntentAnswer,
} from "@/lib/validation/booking";
import { poundsAmount } from "@/lib/validation/common";
import { slotError } from "@/lib/server/availability/slot-errors";
import { resolveSlotTravel } from "@/lib/server/travel";
import { badRequest, parseWith } from "@/lib/server/http";
import { assertAmountMatches, priceBarBooking, pricePublicBooking } from "@/lib/server/bookings/shared/pricing";
import { startCheckout, type CheckoutStarted } from "@/lib/server/bookings/shared/start-checkout";
import { limitFromEnv, type RateLimitRule } from "@/lib/server/rate-limit";
import { createUnboundIntent } from "@/lib/server/payments";
import { consentedAutoBalance } from "@/lib/server/settings/auto-balance";

/** Payment intents per client address: 30 in 10 minutes (PAYMENT_INTENT_RATE_LIMIT may lower it for tests). */
export const PAYMENT_INTENT_RATE_LIMIT: RateLimitRule = {
  key: "payment-intent",
  limit: () => limitFromEnv("PAYMENT_INTENT_RATE_LIMIT", 30),
  windowMs: 10 * 60_000,
};

/**
 * Starting a checkout, for all three purposes (a booking, a bar's booking, a bar's registration).
 * The client's `amount` is the total in pounds; the server recomputes it from its own prices and
 * refuses a difference over £0.01 (both figures in the message). What is charged now: the total, or the 50%
 * deposit. A booking is created first, awaiting payment: it holds its slot for 10 minutes (lib/domain/holds).
 */

const envelope = z.object({
  purpose: z.enum(["booking", "bar-booking", "bar-service", "registration"]).optional(),
  amount: z.unknown(),
  bookingDetails: z.unknown(),
  /** the client secret of this visitor's previous, unpaid intent (its hold is released) */
  replaceClientSecret: z.string().max(300).optional(),
});

const amountSchema = poundsAmount("Amount is invalid.", 0);

export type IntentKind = "booking" | "bar-booking" | "registration";

export function intentKindOf(body: { purpose?: string; bookingDetails?: unknown }): IntentKind {
  const details = (body.bookingDetails && typeof body.bookingDetails === "object" ? body.bookingDetails : {}) as Record<
    string,
    unknown
  >;
  if (body.purpose === "registration" || details.eventType === "Bar Registration") return "registration";
  if (
    body.purpose === "bar-booking" ||
    body.purpose === "bar-service" ||
    details.eventType === "Bar Booking" ||
    "barServiceIds" in details ||
    "barServiceId" in details
  ) {
    return "bar-booking";
  }
  return "booking";
}

/**
 * Who starts the checkout: a visitor from an address, or a bar client by its session. The session
 * is asked for only when a bar-service booking is requested (refused without a bar client's).
 */
export interface CheckoutStarter {
  address: string;
  barClient: () => Promise<{ id: number }>;
}

export async function createPaymentIntentFor(
  starter: CheckoutStarter,
  raw: unknown,
  now = new Date(),
): Promise<IntentAnswer> {
  const body = parseWith(envelope, raw);
  const kind = intentKindOf(body);
  const amount = parseWith(z.object({ amount: amountSchema }), { amount: body.amount }).amount;

  if (kind === "registration") {
    const details =
      parseWith(z.object({ bookingDetails: registrationDetailsSchema }), { bookingDetails: body.bookingDetails })
        .bookingDetails ?? {};
    assertAmountMatches(amount, REGISTRATION_FEE_PENCE);
    const intent = await createUnboundIntent({
      purpose: "registration",
      amountPence: REGISTRATION_FEE_PENCE,
      request: {
        username: details.username ?? null,
        email: details.email ?? null,
        clientName: details.clientName ?? null,
      },
      metadata: { eventType: "Bar Registration" },
    });
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.intentId,
      amountPence: REGISTRATION_FEE_PENCE,
      totalPence: REGISTRATION_FEE_PENCE,
      balanceDueOnDayPence: 0,
    };
  }

  if (kind === "bar-booking") {
    const user = await starter.barClient();
    const req = parseWith(z.object({ bookingDetails: barBookingDetailsSchema }), {
      bookingDetails: body.bookingDetails,
    }).bookingDetails;
    const { draft, totalPence } = await priceBarBooking(user.id, req);
    assertAmountMatches(amount, totalPence);
    const started = await startCheckout({
      purpose: "bar-booking",
      draft,
      slotTravel: await resolveSlotTravel({ eventDate: draft.eventDate, postcode: draft.eventPostcode }),
      amountPence: totalPence,
      userId: user.id,
      metadata: { eventType: "Bar Booking", barId: String(user.id), barServiceIds: req.barServiceIds.join(",") },
      replaceClientSecret: body.replaceClientSecret,
      holderAddress: starter.address,
      now,
    });
    return answerOf(started, { amountPence: totalPence, totalPence, balanceDueOnDayPence: 0 });
  }

  const details = parseWith(z.object({ bookingDetails: bookingDetailsSchema }), {
    bookingDetails: body.bookingDetails,
  }).bookingDetails;
  if (details.eventDate < londonToday(now)) throw slotError("past");
  const { quote, draft, slotTravel } = await pricePublicBooking(details, now);
  assertAmountMatches(amount, quote.totalPence);
  assertAmountMatches(details.totalAmount, quote.totalPence);
  if (quote.amountDueNowPence < 30) throw badRequest("The amount to pay is too small.");
  const started = await startCheckout({
    purpose: "booking",
    draft,
    slotTravel,
    amountPence: quote.amountDueNowPence,
    metadata: {
      eventType: draft.eventType,
      paymentType: draft.paymentType,
      duration: String(draft.durationMinutes),
      serviceIds: draft.selectedServices
        .filter((s) => s.kind !== "travel")
        .map((s) => s.id)
        .join(","),
      totalPence: String(quote.totalPence),
      ...(draft.barId ? { barId: String(draft.barId) } : {}),
    },
    replaceClientSecret: body.replaceClientSecret,
    holderAddress: starter.address,
    waitlistToken: details.waitlistToken,
    autoBalance: await consentedAutoBalance(details.autoBalance, {
      paymentType: draft.paymentType,
      balancePence: quote.balanceDueOnDayPence,
    }),
    smsConsent: details.smsConsent,
    now,
  });
  return answerOf(started, {
    amountPence: quote.amountDueNowPence,
    totalPence: quote.totalPence,
    balanceDueOnDayPence: quote.balanceDueOnDayPence,
  });
}

function answerOf(
  started: CheckoutStarted,
  money: Pick<IntentAnswer, "amountPence" | "totalPence" | "balanceDueOnDayPence">,
): IntentAnswer {
  return {
    clientSecret: started.clientSecret,
    paymentIntentId: started.intentId,
    ...money,
    bookingId: started.bookingId,
    holdExpiresAt: started.holdExpiresAt?.toISOString() ?? null,
  };
}
