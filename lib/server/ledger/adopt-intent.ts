import "server-only";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/http";
import { errorFields, log } from "@/lib/server/log";
import { getPaymentGateway, type IntentPurpose, type PaymentEvent } from "@/lib/server/payments";

/**
 * A provider's event about a payment intent this app has no row for: the process that created it
 * died between the provider's answer and recording it (a checkout, a balance charge), or the event
 * outran the record. The intent is adopted from the metadata the app put on it (its purpose and
 * booking; the balance job's due date and attempt) when that booking exists, so the event settles
 * as any other; otherwise the event is answered 503 and not recorded, so the provider sends it again.
 * Outside any transaction (it may ask the provider for the intent).
 */

const BOOKING_PURPOSES: readonly IntentPurpose[] = ["booking", "bar-booking", "balance"];

export const UNKNOWN_INTENT = "This payment is not known here yet. Please send the event again.";

export async function adoptUnknownIntent(event: PaymentEvent): Promise<void> {
  const known = await db.paymentIntent.findUnique({ where: { id: event.intentId }, select: { id: true } });
  if (known) return;
  const facts = event.metadata
    ? { metadata: event.metadata, amountPence: event.intentAmountPence }
    : await askProvider(event);
  const adopted = facts ? await adopt(event.intentId, facts.metadata, facts.amountPence ?? event.amountPence) : false;
  if (adopted) {
    log("warn", "payment_intent_adopted", { eventId: event.eventId, intentId: event.intentId, type: event.type });
    return;
  }
  log("error", "payment_event_unknown_intent", { eventId: event.eventId, intentId: event.intentId, type: event.type });
  throw new AppError("service_unavailable", UNKNOWN_INTENT);
}

/** A charge's or a dispute's event does not carry its intent: the provider is asked for it. */
async function askProvider(event: PaymentEvent) {
  try {
    const intent = await getPaymentGateway().providerIntent(event.intentId);
    return intent ? { metadata: intent.metadata, amountPence: intent.amountPence } : null;
  } catch (error) {
    log("error", "payment_intent_read_failed", {
      eventId: event.eventId,
      intentId: event.intentId,
      ...errorFields(error),
    });
    return null;
  }
}

async function adopt(intentId: string, metadata: Record<string, string>, amountPence: number | undefined) {
  const purpose = metadata.purpose as IntentPurpose | undefined;
  const bookingId = Number(metadata.bookingId);
  if (!purpose || !BOOKING_PURPOSES.includes(purpose) || !Number.isInteger(bookingId) || amountPence === undefined)
    return false;
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { id: true } });
  if (!booking) return false;
  // The balance job's attempt, by the key it charged with: settlement knows the payment as that automatic charge.
  const attempt =
    purpose === "balance" && metadata.dueOn && metadata.attempt
      ? await db.balanceCharge.findFirst({
          where: { bookingId, dueOn: metadata.dueOn, attempt: Number(metadata.attempt) || 0 },
          select: { idempotencyKey: true },
        })
      : null;
  const userId = Number(metadata.userId);
  await db.paymentIntent.upsert({
    where: { id: intentId },
    update: {},
    create: {
      id: intentId,
      provider: "stripe",
      purpose,
      amountPence,
      currency: "gbp",
      status: "requires_payment_method",
      requestHash: attempt?.idempotencyKey ?? null,
      bookingId,
      userId: Number.isInteger(userId) && userId > 0 ? userId : null,
    },
  });
  return true;
}
