/**
 * What the checkout answers: the payment to confirm in the browser, the booking it paid for, what
 * became of a payment, and the demo gateway's and the webhook's acknowledgements.
 */
import { z } from "@/lib/validation/zod";

/** A payment to confirm in the browser (a booking's, a quote's): its amounts in pence. */
export const paymentIntentAnswer = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amountPence: z.number().int(),
  totalPence: z.number().int(),
  balanceDueOnDayPence: z.number().int(),
  bookingId: z.number().int().optional(),
  holdExpiresAt: z.string().nullable().optional(),
});

/** A booking as the checkout answers it once paid: its money in pounds (totalAmount…). */
export const checkoutBookingAnswer = z.object({
  id: z.number().int(),
  status: z.string(),
  paymentStatus: z.string(),
  clientName: z.string(),
  eventType: z.string(),
  eventDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  totalAmount: z.number(),
  paidAmount: z.number(),
  /** The booking page's link, only to the browser that proved it holds the payment. */
  manageUrl: z.string().optional(),
});

export const paymentOutcomeAnswer = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("confirmed"),
    eventDate: z.string(),
    startTime: z.string(),
    manageUrl: z.string().optional(),
  }),
  z.object({ status: z.literal("processing") }),
  z.object({ status: z.literal("not-found") }),
]);

export const demoPaymentAnswer = z.object({
  status: z.literal("succeeded"),
  paymentIntentId: z.string(),
  bookingId: z.number().int().optional(),
  manageUrl: z.string().optional(),
});

export const demoDisputeAnswer = z.object({
  paymentIntentId: z.string(),
  dispute: z.enum(["open", "won"]),
  bookingId: z.number().int().optional(),
});

export const demoRefundAnswer = z.object({
  refundId: z.string(),
  status: z.enum(["succeeded", "failed"]),
  bookingId: z.number().int().optional(),
});

export const webhookAnswer = z.object({
  received: z.literal(true),
  ignored: z.literal(true).optional(),
  duplicate: z.boolean().optional(),
});
