/** Magician-area forms and their messages: block days, convert lead, lead status (record drinks: ./drinks). */
import { z } from "@/lib/validation/zod";
import { CONVERT_LEAD_DEFAULTS, LEAD_STATUSES } from "@/lib/domain/constants";
import { daysBetween, isValidIsoDate } from "@/lib/domain/dates";
import { INSIGHTS_MAX_SPAN, monthSpan } from "@/lib/domain/insights";
import {
  MAX,
  email,
  idSchema,
  intLike,
  isoDate,
  optionalText,
  poundsAmount,
  text,
  time,
  type ToastText,
} from "./common";
import { venuePostcodeSchema } from "./travel";

/** At most one year of days can be blocked at once. */
export const MAX_BLOCK_RANGE_DAYS = 366;

export const BLOCK_DAYS_MESSAGES = {
  startDate: "Start date is required.",
  endDate: "End date is required.",
  invalid: "Please enter a valid date.",
  order: "End date must be on or after the start date.",
  range: `You can block at most ${MAX_BLOCK_RANGE_DAYS} days at once.`,
} as const;

/** Block Days dialog: each day from start to end (inclusive) is blocked separately (eachDayInRange). */
export const blockDaysSchema = z
  .object({
    startDate: isoDate(BLOCK_DAYS_MESSAGES.startDate, BLOCK_DAYS_MESSAGES.invalid),
    endDate: isoDate(BLOCK_DAYS_MESSAGES.endDate, BLOCK_DAYS_MESSAGES.invalid),
  })
  .superRefine((v, ctx) => {
    if (!isValidIsoDate(v.startDate) || !isValidIsoDate(v.endDate)) return;
    const span = daysBetween(v.startDate, v.endDate);
    if (span < 0) ctx.addIssue({ code: "custom", path: ["endDate"], message: BLOCK_DAYS_MESSAGES.order });
    else if (span >= MAX_BLOCK_RANGE_DAYS)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: BLOCK_DAYS_MESSAGES.range });
  });
export type BlockDaysInput = z.infer<typeof blockDaysSchema>;

/** POST /api/blocked-days with a single date. */
export const blockedDaySchema = z.object({ date: isoDate("Date is required.", BLOCK_DAYS_MESSAGES.invalid) });

export const EXPORT_MESSAGES = {
  invalid: "Please enter a date as yyyy-MM-dd.",
  order: "The end date must be on or after the start date.",
} as const;

/** An optional yyyy-MM-dd: an empty value (a date input left blank) means no limit. */
const optionalExportDate = z.preprocess(
  (v) => (v === null || v === "" ? undefined : v),
  z
    .string({ error: EXPORT_MESSAGES.invalid })
    .refine((v) => isValidIsoDate(v), EXPORT_MESSAGES.invalid)
    .optional(),
);

/** GET /api/admin/export/bookings.csv?from&to: both optional, on the event date, inclusive. */
export const exportBookingsQuerySchema = z
  .object({ from: optionalExportDate, to: optionalExportDate })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: EXPORT_MESSAGES.order });
  });
export type ExportBookingsQuery = z.infer<typeof exportBookingsQuerySchema>;

/** GET /api/admin/documents and /api/admin/export/documents.csv?from&to: on the date of issue (London), the same rules. */
export const documentsQuerySchema = exportBookingsQuerySchema;

/** The documents list's query: the same range, and `limit` (checked by the paging rules where the list is read). */
export const documentsListQuerySchema = z
  .object({ from: optionalExportDate, to: optionalExportDate, limit: z.string().optional() })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: EXPORT_MESSAGES.order });
  });

export const INSIGHTS_MESSAGES = {
  invalid: "Please enter a month as yyyy-MM.",
  order: "The end month must be on or after the start month.",
  span: `Please choose at most ${INSIGHTS_MAX_SPAN} months.`,
} as const;

/** yyyy-MM from 2000-01 to 2099-12 (a business's months; nothing that date arithmetic could trip on). */
const MONTH_RE = /^20\d{2}-(0[1-9]|1[0-2])$/;

const optionalMonth = z.preprocess(
  (v) => (v === null || v === "" ? undefined : v),
  z.string({ error: INSIGHTS_MESSAGES.invalid }).regex(MONTH_RE, INSIGHTS_MESSAGES.invalid).optional(),
);

/** GET /api/admin/insights?from&to: months, both optional and included (lib/domain/insights requestedWindow). */
export const insightsQuerySchema = z.object({ from: optionalMonth, to: optionalMonth }).superRefine((v, ctx) => {
  // the fields' own messages cover a malformed month (this check can run after they failed)
  if (!v.from || !v.to || !MONTH_RE.test(v.from) || !MONTH_RE.test(v.to)) return;
  const span = monthSpan(v.from, v.to);
  if (span < 1) ctx.addIssue({ code: "custom", path: ["to"], message: INSIGHTS_MESSAGES.order });
  else if (span > INSIGHTS_MAX_SPAN) ctx.addIssue({ code: "custom", path: ["to"], message: INSIGHTS_MESSAGES.span });
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

export const CONVERT_LEAD_MESSAGES = {
  eventLocation: "Event location is required",
  eventAddress: "Event address is required",
  eventDate: "Event date is required",
  startTime: "Start time is required",
  guestCount: "Guest count is required",
  duration: "Duration is required",
  totalAmount: "Total amount is required",
  paymentType: "Payment type is required",
  selectedServices: "At least one service must be selected",
} as const;

/** Convert-lead dialog and POST /api/leads/{id}/convert. Client fields fall back to the lead's on the server. */
export const convertLeadSchema = z.object({
  clientName: optionalText(MAX.name),
  clientEmail: z.preprocess((v) => (v === null || v === "" ? undefined : v), email().optional()),
  clientPhone: optionalText(MAX.phone),
  eventType: optionalText(MAX.shortText),
  additionalInfo: optionalText(MAX.description),
  parkingAvailable: z.preprocess((v) => (v === null ? undefined : v), z.boolean().optional()),
  eventLocation: text({ min: 1, minMessage: CONVERT_LEAD_MESSAGES.eventLocation, max: MAX.shortText }),
  eventAddress: text({ min: 1, minMessage: CONVERT_LEAD_MESSAGES.eventAddress, max: MAX.address }),
  /** the venue's postcode (required by the server when travel is charged by distance) */
  eventPostcode: venuePostcodeSchema,
  eventDate: isoDate(CONVERT_LEAD_MESSAGES.eventDate, "Please enter a valid date."),
  startTime: time(CONVERT_LEAD_MESSAGES.startTime, "Please enter a valid time (HH:mm)."),
  guestCount: intLike(CONVERT_LEAD_MESSAGES.guestCount, 1, 10000, "Guest count must be at most 10000."),
  /** minutes, 1 to 24 hours */
  duration: intLike(CONVERT_LEAD_MESSAGES.duration, 1, 1440, "Duration must be at most 1440 minutes."),
  /** pounds */
  totalAmount: poundsAmount(CONVERT_LEAD_MESSAGES.totalAmount, 1),
  paymentType: z.enum(["deposit", "full"], { error: CONVERT_LEAD_MESSAGES.paymentType }),
  selectedServices: z
    .array(idSchema, { error: CONVERT_LEAD_MESSAGES.selectedServices })
    .min(1, CONVERT_LEAD_MESSAGES.selectedServices)
    .max(20, "Too many services selected."),
  notes: optionalText(MAX.description),
});
export type ConvertLeadInput = z.input<typeof convertLeadSchema>;
export type ConvertLead = z.output<typeof convertLeadSchema>;

/**
 * The convert-lead dialog's own fields, checked by the server's rules: the number inputs hold text, and an
 * empty total amount counts as missing. The client fields come from the lead, not the form.
 */
export const convertLeadFormSchema = convertLeadSchema
  .pick({
    eventLocation: true,
    eventAddress: true,
    eventPostcode: true,
    eventDate: true,
    startTime: true,
    guestCount: true,
    duration: true,
    paymentType: true,
    selectedServices: true,
    notes: true,
  })
  .extend({
    totalAmount: z.preprocess(
      (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
      convertLeadSchema.shape.totalAmount,
    ),
  });
export type ConvertLeadFormInput = z.input<typeof convertLeadFormSchema>;
export type ConvertLeadForm = z.output<typeof convertLeadFormSchema>;

/** Form defaults: guest count 1, duration 60, total £150, payment type deposit. */
export const CONVERT_LEAD_FORM_DEFAULTS = {
  eventLocation: "",
  eventAddress: "",
  eventPostcode: "",
  eventDate: "",
  startTime: "",
  guestCount: CONVERT_LEAD_DEFAULTS.guestCount,
  duration: CONVERT_LEAD_DEFAULTS.duration,
  totalAmount: CONVERT_LEAD_DEFAULTS.totalAmount,
  paymentType: CONVERT_LEAD_DEFAULTS.paymentType,
  selectedServices: [] as number[],
  notes: "",
};

/** PATCH /api/leads/{id}/status */
export const leadStatusUpdateSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Please choose a valid lead status." }),
});

export const RECORD_DRINKS_MESSAGE = "Please add at least one drink using the + buttons.";

export const ADMIN_TOASTS = {
  noDrinks: { title: "No drinks to record", description: RECORD_DRINKS_MESSAGE },
  drinksRecorded: { title: "Drinks Recorded" },
  drinksError: { title: "Error", description: "Failed to record drinks. Please try again." },
  daysBlocked: { title: "Days blocked" },
  blockFailed: { title: "Block failed" },
  dayUnblocked: { title: "Day unblocked" },
  unblockFailed: { title: "Unblock failed" },
  blockedDaysFetchFailed: { title: "Error", description: "Failed to fetch blocked days" },
  leadsFetchFailed: { title: "Error", description: "Failed to fetch leads" },
  leadStatusUpdated: { title: "Status updated" },
  leadStatusFailed: { title: "Error", description: "Failed to update lead status." },
  leadConverted: { title: "Lead converted" },
  leadConvertFailed: { title: "Error", description: "Failed to convert lead to booking." },
} as const satisfies Record<string, ToastText>;
