/** What the customer's booking page reads: the booking with what may be done to it, times to move to, documents. */
import { z } from "@/lib/validation/zod";

export const managedBookingAnswer = z.object({
  booking: z.object({
    clientName: z.string(),
    clientEmail: z.string(),
    eventType: z.string(),
    eventLocation: z.string(),
    eventAddress: z.string().nullable(),
    parkingAvailable: z.boolean().nullable(),
    eventDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    guestCount: z.number().int(),
    selectedServices: z.array(z.object({ title: z.string(), price: z.number() })),
    duration: z.string(),
    additionalInfo: z.string().nullable(),
    paymentType: z.string(),
    totalAmount: z.number(),
    paidAmount: z.number(),
    refundedAmount: z.number(),
    pendingRefundAmount: z.number(),
    balanceDue: z.number(),
    balanceChargedOn: z.string().nullable(),
    status: z.string(),
    paymentStatus: z.string(),
    source: z.string(),
  }),
  actions: z.array(z.enum(["cancel", "reschedule", "pay-balance"])),
  refundIfCancelledNow: z.number(),
  reschedule: z.object({ allowed: z.boolean(), remaining: z.number().int(), reason: z.string().optional() }),
  payOptions: z.array(z.object({ kind: z.enum(["deposit", "balance", "total"]), amount: z.number() })),
  cannotCancelReason: z.string().nullable(),
});

export const movableTimesAnswer = z.object({
  date: z.string(),
  selectable: z.boolean(),
  status: z.enum(["available", "light", "busy", "full", "blocked", "past", "beyond-horizon"]),
  times: z.array(z.string()),
});

export const balancePaymentAnswer = z.object({ clientSecret: z.string(), amount: z.number() });

export const customerDocumentsAnswer = z.array(
  z.object({
    number: z.string(),
    kind: z.enum(["receipt", "invoice", "credit-note"]),
    amountPence: z.number().int(),
    issuedAt: z.string(),
    url: z.string(),
  }),
);
