/**
 * POST /api/demo-payments/confirm: the offline demo gateway's "card network" (only when no
 * STRIPE_SECRET_KEY is set; 404 otherwise).
 * Body: { clientSecret: string, outcome?: "succeed" | "fail" }.
 * 200 { status: "succeeded", paymentIntentId, bookingId? }: settled through the same code as
 * Stripe's webhook (the booking awaiting this payment is confirmed).
 * 402 { error: "Your card was declined.", status: "failed" }; 409 { error, title } when the
 * hold ended and the place was taken meanwhile (nothing is charged); 400/404 for a bad client secret.
 */
import { z } from "zod";
import { slotError } from "@/lib/server/availability";
import { isListed } from "@/lib/domain/booking-status";
import { latePaymentProblem } from "@/lib/server/bookings/confirm";
import { manageUrl } from "@/lib/server/manage/links";
import { db } from "@/lib/server/db";
import { AppError, badRequest, conflict, notFound } from "@/lib/server/http";
import { getPaymentGateway } from "@/lib/server/payments";
import { DEMO_DECLINE_MESSAGE, verifyDemoClientSecret } from "@/lib/server/payments/demo";
import { processPaymentEvent, slotProblemOf } from "@/lib/server/bookings/settlement";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

const schema = z.object({
  clientSecret: z
    .string({ error: "Payment reference is required." })
    .trim()
    .min(1, "Payment reference is required.")
    .max(300),
  outcome: z.enum(["succeed", "fail"]).default("succeed"),
});

export const POST = route({ auth: "public", body: schema }, async ({ body }) => {
  if (getPaymentGateway().mode !== "demo") throw notFound("Demo payments are not enabled.");
  const id = verifyDemoClientSecret(body.clientSecret);
  if (!id) throw badRequest("This payment reference is not valid.");
  const row = await db.paymentIntent.findUnique({ where: { id } });
  if (!row) throw notFound("Payment not found.");
  if (row.status === "succeeded")
    return Response.json({
      status: "succeeded",
      paymentIntentId: id,
      bookingId: row.bookingId ?? undefined,
      manageUrl: await linkOf(row.bookingId),
    });
  if (row.status === "canceled") throw conflict("This payment was cancelled. Please start again.");

  // A hold that has ended: charge only if the place is still free (Stripe cannot refuse the card
  // here; there the automatic refund of settlement covers it).
  const booking = row.bookingId ? await db.booking.findUnique({ where: { id: row.bookingId } }) : null;
  if (booking) {
    const problem = await latePaymentProblem(db, booking);
    if (problem) throw slotError(problem);
  }

  if (body.outcome === "fail") {
    await processPaymentEvent({
      eventId: `evt_demo_${id}_failed_${Date.now()}`,
      type: "payment_intent.payment_failed",
      intentId: id,
      failureReason: DEMO_DECLINE_MESSAGE,
    });
    throw new AppError("payment_required", DEMO_DECLINE_MESSAGE, undefined, { status: "failed" });
  }

  const result = await processPaymentEvent({
    eventId: `evt_demo_${id}_succeeded`,
    type: "payment_intent.succeeded",
    intentId: id,
    amountPence: row.amountPence,
  });
  if (result.refunded) {
    const error = slotError(slotProblemOf(result.refunded.problem));
    throw new AppError("conflict", `${error.message} Your payment has been refunded.`, undefined, {
      ...error.extra,
      refunded: true,
    });
  }
  return Response.json({
    status: "succeeded",
    paymentIntentId: id,
    bookingId: result.bookingId,
    manageUrl: await linkOf(result.bookingId ?? null),
  });
});

/** The caller holds the client secret, so it may have the booking page's link (once the booking is paid). */
async function linkOf(bookingId: number | null): Promise<string | undefined> {
  if (!bookingId) return undefined;
  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    select: { id: true, status: true, manageLinkVersion: true },
  });
  return booking && isListed(booking.status) ? manageUrl(booking.id, booking.manageLinkVersion) : undefined;
}
