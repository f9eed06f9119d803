/**
 * What the magician's booking routes answer: a booking as the dashboard's table and details dialog
 * show it (money in pence), a listed booking row (money in pounds), and the answers of the actions
 * on one booking.
 */
import { z } from "@/lib/validation/zod";

const failedRefund = z.object({ refundId: z.string(), amountPence: z.number().int(), reason: z.string() });

/** One booking as the magician's table and details dialog show it (lib/server/admin/bookings.ts). */
export const adminBookingAnswer = z.object({
  id: z.number().int(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string(),
  eventLocation: z.string(),
  eventAddress: z.string().nullable(),
  parkingAvailable: z.boolean().nullable(),
  eventType: z.string(),
  eventDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  guestCount: z.number().int(),
  additionalInfo: z.string().nullable(),
  duration: z.string(),
  totalPence: z.number().int(),
  paidPence: z.number().int(),
  refundedPence: z.number().int(),
  pendingRefundPence: z.number().int(),
  failedRefundPence: z.number().int(),
  failedRefunds: z.array(failedRefund),
  paymentType: z.string(),
  paymentStatus: z.string(),
  status: z.string(),
  source: z.string(),
  billingAddress: z.string().nullable(),
  barId: z.number().int().nullable(),
  leadId: z.number().int().nullable(),
  hasCardPayment: z.boolean(),
  smsConsent: z.boolean(),
  services: z.array(z.object({ id: z.number().int().nullable(), title: z.string(), pricePence: z.number().int() })),
  createdAt: z.string(),
  disputedAt: z.string().nullable(),
  disputeReason: z.string().nullable(),
  suggestedRefundPence: z.number().int(),
  cancelRefundPence: z.number().int(),
  refundTier: z.enum(["full-minus-deposit", "half", "none"]),
});
export type AdminBookingAnswer = z.infer<typeof adminBookingAnswer>;

/**
 * A booking as GET /api/bookings lists it: the stored row with its money in pounds. A bar client's
 * rows leave out the client's e-mail and phone and the magician's own columns.
 */
export const listedBookingAnswer = z.object({
  id: z.number().int(),
  clientName: z.string(),
  clientEmail: z.string().optional(),
  clientPhone: z.string().optional(),
  eventLocation: z.string(),
  eventAddress: z.string().nullable(),
  eventType: z.string(),
  eventDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  guestCount: z.number().int(),
  selectedServices: z.unknown(),
  duration: z.string(),
  additionalInfo: z.string().nullable(),
  totalAmount: z.number(),
  paidAmount: z.number(),
  barCommission: z.number(),
  paymentType: z.string(),
  paymentStatus: z.string(),
  status: z.string(),
  source: z.string(),
  barId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  holdExpiresAt: z.string().nullable().optional(),
  paymentFailureReason: z.string().nullable().optional(),
});
export type ListedBookingAnswer = z.infer<typeof listedBookingAnswer>;

/** The times a booking could move to on one day (GET /api/bookings/{id}/times). */
export const movableTimesAnswer = z.object({
  date: z.string(),
  selectable: z.boolean(),
  status: z.string(),
  times: z.array(z.string()),
});

/** The drive from one gig of a day to the next (GET /api/admin/day-drives). */
export const dayDriveAnswer = z.object({
  fromBookingId: z.number().int(),
  toBookingId: z.number().int(),
  minutes: z.number().nullable(),
  miles: z.number().nullable(),
  source: z.enum(["table", "maps", "default"]),
  gapMinutes: z.number(),
  neededMinutes: z.number(),
});

export const manageLinkAnswer = z.object({ manageUrl: z.string() });
export const linkAnswer = z.object({ url: z.string() });
