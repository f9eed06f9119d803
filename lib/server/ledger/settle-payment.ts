import "server-only";
import { slotError } from "@/lib/server/availability/slot-errors";
import { isListed } from "@/lib/domain/booking-status";
import { db } from "@/lib/server/db";
import { AppError, conflict, notFound } from "@/lib/server/http";
import { errorFields, log } from "@/lib/server/log";
import { firstManageUrl } from "@/lib/server/links/booking-page";
import { demoCardNetwork, getPaymentGateway, webhookGateway, type PaymentEvent } from "@/lib/server/payments";
import { DEMO_DECLINE_MESSAGE, verifyDemoClientSecret } from "@/lib/server/payments/demo-network";
import { adoptUnknownIntent } from "./adopt-intent";
import { latePaymentProblem, lateTravelOf } from "./mark-paid";
import { processPaymentEvent, slotProblemOf } from "./settlement";

/**
 * Settling a payment, as the payment provider reports it: Stripe through its webhook, the demo
 * gateway through its card network. Both end in processPaymentEvent (settlement.ts).
 */

/** A webhook delivery: verified and read by the gateway, then settled once per event id. */
export async function settleWebhook(
  rawBody: string,
  signature: string | null,
): Promise<{ ignored: true } | { duplicate: boolean }> {
  const parsed = webhookGateway().parseWebhook(rawBody, signature);
  if (!parsed) return { ignored: true };
  const event = await withRefunds(parsed);
  await adoptUnknownIntent(event);
  const result = await processPaymentEvent(event);
  log("info", "stripe_webhook_processed", {
    eventId: event.eventId,
    type: event.type,
    duplicate: result.duplicate,
    bookingId: result.bookingId,
  });
  return { duplicate: result.duplicate };
}

/**
 * charge.refunded says how much went back, not which refunds: they are listed at the provider
 * (before settling: no network call inside the transaction) so each is recorded by its own id. A
 * listing that fails answers 502 and Stripe delivers the event again.
 */
async function withRefunds(event: PaymentEvent): Promise<PaymentEvent> {
  if (event.type !== "charge.refunded" || event.refunds) return event;
  try {
    return { ...event, refunds: await getPaymentGateway().listRefunds(event.intentId) };
  } catch (error) {
    log("error", "stripe_refunds_list_failed", {
      eventId: event.eventId,
      intentId: event.intentId,
      ...errorFields(error),
    });
    throw new AppError("bad_gateway", "The payment's refunds could not be read. Please send the event again.");
  }
}

export interface DemoPaymentSettled {
  status: "succeeded";
  paymentIntentId: string;
  bookingId?: number;
  manageUrl?: string;
}

/**
 * One card attempt on the demo gateway. A declined card answers 402; a hold that has ended is
 * charged only if its place is still free (409 otherwise, nothing charged: Stripe cannot refuse
 * the card there, and the automatic refund of settlement covers it instead).
 */
export async function settleDemoPayment(
  clientSecret: string,
  outcome: "succeed" | "fail",
  /** the demo card's number: which demo card it is (one declines off-session once saved) */
  card?: string,
): Promise<DemoPaymentSettled> {
  const network = demoCardNetwork();
  const row = await network.cardAttempt(clientSecret);
  const id = row.id;
  if (row.status === "succeeded")
    return {
      status: "succeeded",
      paymentIntentId: id,
      bookingId: row.bookingId ?? undefined,
      manageUrl: await linkOf(row.bookingId),
    };
  if (row.status === "canceled") throw conflict("This payment was cancelled. Please start again.");

  const booking = row.bookingId ? await db.booking.findUnique({ where: { id: row.bookingId } }) : null;
  if (booking) {
    const problem = await latePaymentProblem(db, booking, new Date(), await lateTravelOf(booking));
    if (problem) throw slotError(problem);
  }

  // As with Stripe, a card is saved for later charges only with its payment's success.
  if (outcome === "succeed") await network.cardSaved(id, card);
  const result = await processPaymentEvent(network.cardEvent(row, outcome));
  if (outcome === "fail") throw new AppError("payment_required", DEMO_DECLINE_MESSAGE, undefined, { status: "failed" });
  if (result.refunded) {
    const error = slotError(slotProblemOf(result.refunded.problem));
    throw new AppError("conflict", `${error.message} Your payment has been refunded.`, undefined, {
      ...error.extra,
      refunded: true,
    });
  }
  return {
    status: "succeeded",
    paymentIntentId: id,
    bookingId: result.bookingId,
    manageUrl: await linkOf(result.bookingId ?? null),
  };
}

/** The caller holds the client secret, so it may have the booking page's first link (once the booking is paid, until it is replaced). */
async function linkOf(bookingId: number | null): Promise<string | undefined> {
  if (!bookingId) return undefined;
  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    select: { id: true, status: true, manageLinkVersion: true },
  });
  return (booking && isListed(booking.status) && firstManageUrl(booking)) || undefined;
}

/**
 * The demo card holder's bank opens or closes a dispute of a payment (only while the demo takes
 * the payments), settled as Stripe's dispute events are. Only the
 * holder of the payment's client secret may: its id alone is guessable for a booking page's payment.
 */
export async function settleDemoDispute(
  paymentIntentId: string,
  clientSecret: string,
  action: "open" | "close",
): Promise<{ paymentIntentId: string; dispute: "open" | "won"; bookingId?: number }> {
  const network = demoCardNetwork();
  if (verifyDemoClientSecret(clientSecret) !== paymentIntentId) throw notFound("Payment not found.");
  const row = await db.paymentIntent.findUnique({ where: { id: paymentIntentId } });
  if (!row || row.provider !== "demo" || row.status !== "succeeded") throw notFound("Payment not found.");
  const result = await processPaymentEvent(network.disputeEvent(row, action));
  return { paymentIntentId, dispute: action === "open" ? "open" : "won", bookingId: result.bookingId };
}

/**
 * The demo card network settles a pending refund (only while the demo takes the payments, and only
 * a refund still pending): it goes through or fails, settled as Stripe's charge.refund.updated is.
 */
export async function settleDemoRefund(
  refundId: string,
  outcome: "succeed" | "fail",
): Promise<{ refundId: string; status: "succeeded" | "failed"; bookingId?: number }> {
  const network = demoCardNetwork();
  const event = await network.settleRefund(refundId, outcome);
  if (!event) throw notFound("Refund not found.");
  const result = await processPaymentEvent(event);
  return { refundId, status: outcome === "succeed" ? "succeeded" : "failed", bookingId: result.bookingId };
}
