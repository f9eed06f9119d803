import "server-only";
import { slotError } from "@/lib/server/availability";
import { isListed } from "@/lib/domain/booking-status";
import { db } from "@/lib/server/db";
import { AppError, conflict } from "@/lib/server/http";
import { log } from "@/lib/server/log";
import { manageUrl } from "@/lib/server/links/booking-page";
import { demoCardNetwork, webhookGateway } from "@/lib/server/payments";
import { DEMO_DECLINE_MESSAGE } from "@/lib/server/payments/demo";
import { latePaymentProblem } from "./confirm";
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
  const event = webhookGateway().parseWebhook(rawBody, signature);
  if (!event) return { ignored: true };
  const result = await processPaymentEvent(event);
  log("info", "stripe_webhook_processed", {
    eventId: event.eventId,
    type: event.type,
    duplicate: result.duplicate,
    bookingId: result.bookingId,
  });
  return { duplicate: result.duplicate };
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
    const problem = await latePaymentProblem(db, booking);
    if (problem) throw slotError(problem);
  }

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

/** The caller holds the client secret, so it may have the booking page's link (once the booking is paid). */
async function linkOf(bookingId: number | null): Promise<string | undefined> {
  if (!bookingId) return undefined;
  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    select: { id: true, status: true, manageLinkVersion: true },
  });
  return booking && isListed(booking.status) ? manageUrl(booking.id, booking.manageLinkVersion) : undefined;
}
