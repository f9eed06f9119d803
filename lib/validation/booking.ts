/**
 * Request bodies of the public booking flow and of the bar
 * client's bar-service booking. The server recomputes every
 * amount; client amounts are only compared with withinTolerance().
 * Unknown keys (createdAt, paymentStatus, barCommission, isPartneredBar, …)
 * are stripped: the server decides them.
 */
import { z } from "@/lib/validation/zod";
import {
  BAR_SERVICE_TIMES,
  DURATIONS,
  EVENT_TYPES,
  PAYMENT_TYPES,
  REGISTRATION_FEE_PENCE,
} from "@/lib/domain/constants";
import { MAGICIAN_STATUSES, type BookingStatus } from "@/lib/domain/booking-status";
import { refundAmountProblem } from "@/lib/domain/cancellation";
import { poundsToPence } from "@/lib/domain/money";
import { MAX, email, idSchema, intLike, isoDate, optionalText, poundsAmount, text, time } from "./common";
import { venuePostcodeSchema } from "./travel";
import { smsPhoneProblem } from "./sms";
import { paymentIntentAnswer } from "./answers/checkout";

export const BOOKING_MESSAGES = {
  clientName: "Please enter your full name",
  clientEmail: "Please enter a valid email address.",
  clientPhone: "Please enter a valid phone number.",
  eventLocation: "Please select a registered bar or enter your event location",
  eventType: "Please select an event type.",
  eventDate: "Please select a valid date.",
  startTime: "Please select your arrival time",
  guestCount: "Please enter the number of guests",
  guestCountMax: "Guest count must be at most 10000.",
  selectedServices: "Please select at least one service",
  duration: "Please select a performance duration",
  paymentType: "Please choose a payment option.",
  termsAccepted: "Please accept the terms and conditions",
  depositAgreement: "Please confirm your agreement to pay the remaining balance on the event day",
  totalAmount: "Total amount is invalid.",
} as const;

/** A selected service: an id, or an object with an id (title/price are ignored). */
const serviceRef = z.union([idSchema, z.object({ id: idSchema }).transform((o) => o.id)], {
  error: BOOKING_MESSAGES.selectedServices,
});

/** Selected services as a de-duplicated list of ids (1 to 20). */
export const selectedServiceIdsSchema = z
  .array(serviceRef, { error: BOOKING_MESSAGES.selectedServices })
  .min(1, BOOKING_MESSAGES.selectedServices)
  .max(20, "Too many services selected.")
  .transform((ids) => [...new Set(ids)]);

/** Duration in minutes, as a number or the wizard's string, one of 30/60/90/120/180. */
export const durationSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, BOOKING_MESSAGES.duration)], {
    error: BOOKING_MESSAGES.duration,
  })
  .transform((v) => Number(v))
  .refine(
    (v): v is (typeof DURATIONS)[number] => (DURATIONS as readonly number[]).includes(v),
    BOOKING_MESSAGES.duration,
  );

const optionalBool = z.preprocess((v) => (v === null ? undefined : v), z.boolean().optional());

/** The wizard's booking details (used for both the payment intent and the saved booking). */
export const bookingDetailsSchema = z
  .object({
    clientName: text({ min: 2, minMessage: BOOKING_MESSAGES.clientName, max: MAX.name }),
    clientEmail: email(BOOKING_MESSAGES.clientEmail),
    clientPhone: text({ min: 6, minMessage: BOOKING_MESSAGES.clientPhone, max: MAX.phone }),
    eventLocation: text({ min: 1, minMessage: BOOKING_MESSAGES.eventLocation, max: MAX.shortText }),
    eventAddress: optionalText(MAX.address),
    /** the venue's postcode as its own field: required (by the server) when travel is charged by distance */
    eventPostcode: venuePostcodeSchema,
    parkingAvailable: optionalBool,
    eventType: z.enum(EVENT_TYPES, { error: BOOKING_MESSAGES.eventType }),
    eventDate: isoDate(BOOKING_MESSAGES.eventDate, BOOKING_MESSAGES.eventDate),
    startTime: time(BOOKING_MESSAGES.startTime, BOOKING_MESSAGES.startTime),
    /** ignored: the server computes start + duration */
    endTime: optionalText(5),
    guestCount: intLike(BOOKING_MESSAGES.guestCount, 1, 10000, BOOKING_MESSAGES.guestCountMax),
    selectedServices: selectedServiceIdsSchema,
    duration: durationSchema,
    additionalInfo: optionalText(MAX.description),
    paymentType: z.enum(PAYMENT_TYPES, { error: BOOKING_MESSAGES.paymentType }),
    termsAccepted: z.literal(true, { error: BOOKING_MESSAGES.termsAccepted }),
    depositAgreement: optionalBool,
    /** the client's optional consent to have the balance charged to this card before the event (deposit only) */
    autoBalance: optionalBool,
    /** the client's optional consent to texts about this booking ("Text me about this booking"); needs a UK mobile */
    smsConsent: optionalBool,
    /** the partner bar chosen in step 0 (null for a custom location) */
    selectedBarId: z.preprocess((v) => (v === null || v === "" ? undefined : v), idSchema.optional()),
    /** the client's total in pounds; compared with the server's within 0.01 */
    totalAmount: poundsAmount(BOOKING_MESSAGES.totalAmount).optional(),
    /** the waiting-list offer this checkout claims (its link's token): its held time is the client's own */
    waitlistToken: z.preprocess(
      (v) => (v === null || v === "" ? undefined : v),
      z.string({ error: "Unknown offer." }).max(100, "Unknown offer.").optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.paymentType === "deposit" && v.depositAgreement !== true) {
      ctx.addIssue({ code: "custom", path: ["depositAgreement"], message: BOOKING_MESSAGES.depositAgreement });
    }
    const phoneProblem = smsPhoneProblem(v.smsConsent, v.clientPhone);
    if (phoneProblem) ctx.addIssue({ code: "custom", path: ["clientPhone"], message: phoneProblem });
  });
export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>;
export type BookingDetails = z.output<typeof bookingDetailsSchema>;

/** POST /api/create-payment-intent from the wizard: amount (total, pounds) + bookingDetails. */
export const createPaymentIntentSchema = z.object({
  purpose: z.literal("booking").default("booking"),
  amount: poundsAmount("Amount is invalid.", 0.5),
  bookingDetails: bookingDetailsSchema,
});
export type CreatePaymentIntentRequest = z.output<typeof createPaymentIntentSchema>;

/** bookingDetails of the £25 bar registration's payment intent: descriptive only, all optional. */
export const registrationDetailsSchema = z
  .object({
    eventType: optionalText(MAX.shortText),
    clientName: optionalText(MAX.name),
    eventDate: optionalText(MAX.shortText),
    email: optionalText(MAX.email),
    username: optionalText(MAX.username),
  })
  .optional();

/** POST /api/create-payment-intent for the £25 bar registration. */
export const registrationPaymentIntentSchema = z.object({
  purpose: z.literal("registration"),
  amount: poundsAmount("Amount is invalid.").refine(
    (v) => v * 100 === REGISTRATION_FEE_PENCE,
    "The registration fee is £25.00.",
  ),
  bookingDetails: registrationDetailsSchema,
});

/** POST /api/create-payment-intent for a bar-service booking (bar client). */
export const barServicePaymentIntentSchema = z.object({
  purpose: z.literal("bar-service"),
  amount: poundsAmount("Amount is invalid.", 0),
  bookingDetails: z.object({
    barServiceId: idSchema,
    eventDate: isoDate("Please select a date for your booking.", "Please select a valid date."),
    startTime: z.enum(BAR_SERVICE_TIMES, { error: "Please select an available time." }),
    additionalInfo: optionalText(MAX.description),
  }),
});

/** Any create-payment-intent body; a body without `purpose` is the wizard's booking. */
export const paymentIntentRequestSchema = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) && !("purpose" in v) ? { ...v, purpose: "booking" } : v),
  z.discriminatedUnion("purpose", [
    createPaymentIntentSchema,
    registrationPaymentIntentSchema,
    barServicePaymentIntentSchema,
  ]),
);
export type PaymentIntentRequest = z.output<typeof paymentIntentRequestSchema>;

/** POST /api/bookings (public): the wizard's details plus the provider's payment id. */
export const publicBookingSchema = bookingDetailsSchema.safeExtend({
  stripePaymentId: optionalText(MAX.id),
  paymentIntentId: optionalText(MAX.id),
});
export type PublicBookingRequest = z.output<typeof publicBookingSchema>;

export const BAR_SERVICE_BOOKING_MESSAGES = {
  date: "Please select a date for your booking.",
  startTime: "Please select an available time.",
} as const;

export const BAR_SERVICE_BOOKING_TOASTS = {
  paymentSetupFailed: {
    title: "Payment Setup Failed",
    description: "There was a problem setting up the payment. Please try again later.",
  },
  created: { title: "Booking Created Successfully!" },
  bookingFailed: {
    title: "Booking Failed",
    description: "Payment was successful, but there was a problem creating your booking. Please contact support.",
  },
  noAvailableTimes: {
    title: "No Available Times",
    description: "Please select a different date with available time slots.",
  },
  dateRequired: { title: "Date Required", description: "Please select a date for your booking." },
  paymentSucceeded: { title: "Payment Successful! Your booking has been confirmed." },
  paymentFailed: { title: "Payment Failed", description: "Your payment could not be processed" },
} as const;

/** PUT /api/bookings/{id}/status */
export const bookingStatusUpdateSchema = z.object({
  status: z.enum(MAGICIAN_STATUSES as [BookingStatus, ...BookingStatus[]], {
    error: "Please choose a valid booking status.",
  }),
  /** with status cancelled: refund this much (pounds) first; the dialog suggests everything paid */
  refundAmount: poundsAmount("Refund amount is invalid.", 0).optional(),
});

/** POST /api/refund-booking */
export const refundBookingSchema = z.object({
  bookingId: idSchema,
  reason: optionalText(MAX.reason),
  /** optional refund in pounds; defaults to the server's suggestion */
  amount: poundsAmount("Refund amount is invalid.", 0.01).optional(),
});

/** POST /api/bookings/{id}/refund-retry: which failed refund to ask for again (its provider id). */
export const refundRetrySchema = z.object({
  refundId: z
    .string({ error: "Refund reference is required." })
    .trim()
    .min(1, "Refund reference is required.")
    .max(255, "Refund reference is invalid."),
});

/**
 * The magician's refund dialog: the amount as typed (pounds), more than nothing and at most what is still
 * refundable, with an optional reason; the messages are the ones the server gives.
 */
export function refundFormSchema(refundablePence: number) {
  return z.object({ amount: z.string(), reason: z.string().max(MAX.reason) }).superRefine(({ amount }, ctx) => {
    const value = Number(amount);
    const problem = refundAmountProblem(Number.isFinite(value) ? poundsToPence(value) : Number.NaN, refundablePence);
    if (problem) ctx.addIssue({ code: "custom", path: ["amount"], message: problem });
  });
}
export type RefundForm = z.infer<ReturnType<typeof refundFormSchema>>;

// Without zod, so the dashboard can show them without loading the schemas.
export { BOOKING_ADMIN_TOASTS } from "./booking-admin-toasts";

/** The answer of POST /api/create-payment-intent (server and browser share it). */
export type IntentAnswer = z.output<typeof paymentIntentAnswer>;

/** The bar's own booking (POST /api/create-payment-intent purpose "bar-booking", then POST /api/bookings): one or more of its services. */
const barIds = z
  .array(idSchema, { error: "Please choose a bar service." })
  .min(1, "Please choose a bar service.")
  .max(10, "Too many services selected.")
  .transform((ids) => [...new Set(ids)]);

export const barBookingDetailsSchema = z
  .object({
    barServiceIds: barIds.optional(),
    barServiceId: idSchema.optional(),
    eventDate: isoDate("Please select a date for your booking.", "Please select a valid date."),
    startTime: z.enum(BAR_SERVICE_TIMES, { error: "Please select an available time." }),
    additionalInfo: optionalText(MAX.description),
    guestCount: intLike("Guest count is invalid.", 0, 10000).optional(),
  })
  .transform((v, ctx) => {
    const ids = v.barServiceIds ?? (v.barServiceId ? [v.barServiceId] : []);
    if (ids.length === 0) {
      ctx.addIssue({ code: "custom", path: ["barServiceIds"], message: "Please choose a bar service." });
      return z.NEVER;
    }
    return {
      barServiceIds: ids,
      eventDate: v.eventDate,
      startTime: v.startTime,
      additionalInfo: v.additionalInfo,
      guestCount: v.guestCount,
    };
  });
