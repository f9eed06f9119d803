import "server-only";
import { isListed, stateOf } from "@/lib/domain/booking-status";
import { db } from "@/lib/server/db";
import { firstManageUrl } from "@/lib/server/links/booking-page";
import { getPaymentGateway, verifiedIntentId } from "@/lib/server/payments";
import { processPaymentEvent } from "@/lib/server/ledger/settlement";

export type PaymentOutcome =
  /** manageUrl: left out once the booking's link has been replaced (the customer was e-mailed the new one) */
  | { status: "confirmed"; manageUrl?: string; eventDate: string; startTime: string }
  | { status: "processing" }
  | { status: "not-found" };

/**
 * What became of a checkout, asked by the page the payment provider sends the visitor back to
 * (/booking-success). Its query string proves nothing, so only the payment's client secret counts;
 * the provider is asked when our row does not know of the success yet (its webhook may be late),
 * and the success is settled through the same code as the webhook. Anything else: not found.
 */
export async function paymentOutcome(clientSecret: string): Promise<PaymentOutcome> {
  const intentId = await verifiedIntentId(clientSecret).catch(() => null);
  if (!intentId) return { status: "not-found" };
  const row = await db.paymentIntent.findUnique({ where: { id: intentId } });
  if (!row?.bookingId || (row.purpose !== "booking" && row.purpose !== "bar-booking")) return { status: "not-found" };
  if (row.status !== "succeeded" && row.provider !== "demo") {
    const intent = await getPaymentGateway().retrieveIntent(row.id);
    if (intent.status === "succeeded") {
      await processPaymentEvent({
        eventId: `sync_${row.id}_succeeded`,
        type: "payment_intent.succeeded",
        intentId: row.id,
        amountPence: intent.amountPence,
      });
    } else if (intent.status === "processing") {
      return { status: "processing" };
    }
  }
  const booking = await db.booking.findUnique({ where: { id: row.bookingId } });
  if (!booking || !isListed(booking.status)) return { status: "not-found" };
  const state = stateOf(booking.status);
  if (state === "confirmed" || state === "completed") {
    const link = firstManageUrl(booking);
    return {
      status: "confirmed",
      ...(link ? { manageUrl: link } : {}),
      eventDate: booking.eventDate,
      startTime: booking.startTime,
    };
  }
  return state === "pending" ? { status: "processing" } : { status: "not-found" };
}
