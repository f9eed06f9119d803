/**
 * The booking wizard's step checks. Each failure is a destructive toast (./wizard-texts.ts) that
 * blocks progress. The rules are the server's own (bookingDetailsSchema, which the checkout and the
 * booking's save parse), picked field by field into one schema per step, so the wizard cannot accept
 * what the server refuses.
 */
import { z } from "@/lib/validation/zod";

import type { DayAvailability } from "@/lib/domain/calendar";
import { isDepositAllowed } from "@/lib/domain/notice";

import { BOOKING_MESSAGES, bookingDetailsSchema } from "./booking";
import { MAX, type ToastText } from "./common";
import { SMS_MESSAGES, smsPhoneProblem } from "./sms";
import { VENUE_POSTCODE_MESSAGE, ukPostcodeSchema } from "./travel";
import { WIZARD_TOASTS, type WizardToast } from "./wizard-texts";

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** The server's rule for each booking field. */
const server = bookingDetailsSchema.shape;

/**
 * Step 0: a partnered venue, or a location with its address; when travel is charged by distance
 * (`postcodeRequired`, given by the wizard beside the values) also the venue's postcode field.
 */
export const locationStepSchema = z
  .object({
    locationType: z.enum(["bar", "other"]),
    selectedBarId: z.number().nullable(),
    eventLocation: z.string(),
    eventAddress: z.string(),
    eventPostcode: z.string().optional(),
    postcodeRequired: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: "selectedBarId" | "eventLocation" | "eventAddress" | "eventPostcode", message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (v.locationType === "bar") {
      if (v.selectedBarId === null || !server.selectedBarId.safeParse(v.selectedBarId).success)
        issue("selectedBarId", BOOKING_MESSAGES.eventLocation);
      else if (blank(v.eventLocation)) issue("selectedBarId", BOOKING_MESSAGES.eventLocation);
      return;
    }
    // The booking's location is the venue name, or else its address (bookingDetailsPayload). The
    // venue name is optional: only a name typed and refused marks it; an empty location marks the address.
    const venue = v.eventLocation.trim();
    const location = server.eventLocation.safeParse(venue || v.eventAddress);
    const locationProblem = location.success
      ? null
      : (location.error.issues[0]?.message ?? BOOKING_MESSAGES.eventLocation);
    if (venue && locationProblem) issue("eventLocation", locationProblem);
    if (blank(v.eventAddress)) issue("eventAddress", WIZARD_TOASTS.addressRequired.description);
    else {
      const address = server.eventAddress.safeParse(v.eventAddress);
      if (!address.success)
        issue("eventAddress", address.error.issues[0]?.message ?? WIZARD_TOASTS.addressRequired.description);
      else if (!venue && locationProblem) issue("eventAddress", locationProblem);
    }
    if (v.postcodeRequired) {
      const postcode = ukPostcodeSchema.safeParse(v.eventPostcode ?? "");
      if (blank(v.eventPostcode)) issue("eventPostcode", VENUE_POSTCODE_MESSAGE);
      else if (!postcode.success) issue("eventPostcode", postcode.error.issues[0]?.message ?? VENUE_POSTCODE_MESSAGE);
    }
  });

/** Step 1 (the chosen day's availability is checked apart: it needs the calendar). */
export const eventDetailsStepSchema = z.object({
  eventType: server.eventType,
  eventDate: server.eventDate,
  startTime: server.startTime,
  guestCount: server.guestCount,
});

/** Step 2. */
export const servicesStepSchema = z.object({
  selectedServiceIds: server.selectedServices,
  duration: server.duration,
  additionalInfo: server.additionalInfo,
});

/** Step 3: the server's clientName is the first and last name together. */
export const contactStepSchema = z
  .preprocess(
    (v) => {
      const o = (v && typeof v === "object" ? v : {}) as Record<string, unknown>;
      const part = (x: unknown) => (typeof x === "string" ? x.trim() : "");
      return { ...o, clientName: `${part(o.firstName)} ${part(o.lastName)}`.trim() };
    },
    z.object({
      clientName: server.clientName,
      clientEmail: server.clientEmail,
      clientPhone: server.clientPhone,
      paymentType: server.paymentType,
      termsAccepted: server.termsAccepted,
      depositAgreement: z.boolean(),
      smsConsent: z.boolean().optional(),
    }),
  )
  // (runs once the fields above are valid; the agreement is the last check anyway)
  .superRefine((v, ctx) => {
    const phoneProblem = smsPhoneProblem(v.smsConsent, v.clientPhone);
    if (phoneProblem) ctx.addIssue({ code: "custom", path: ["clientPhone"], message: phoneProblem });
    if (v.paymentType === "deposit" && v.depositAgreement !== true)
      ctx.addIssue({ code: "custom", path: ["depositAgreement"], message: BOOKING_MESSAGES.depositAgreement });
  });

/** The schema of each form step (the payment step has no fields). */
export const WIZARD_STEP_SCHEMAS = [
  locationStepSchema,
  eventDetailsStepSchema,
  servicesStepSchema,
  contactStepSchema,
] as const;

/** Each step's fields in the order they are checked: the first failing one is told and focused. */
export const WIZARD_STEP_FIELDS = [
  ["selectedBarId", "eventLocation", "eventAddress", "eventPostcode"],
  ["eventType", "eventDate", "startTime", "guestCount"],
  ["selectedServiceIds", "duration", "additionalInfo"],
  ["clientName", "clientEmail", "clientPhone", "termsAccepted", "depositAgreement"],
] as const;

export type WizardField = (typeof WIZARD_STEP_FIELDS)[number][number];

/**
 * Which of the two name fields a refused full name is about: an empty first name; else, for a
 * name over the length limit, the longer part; else an empty (or too short) last name.
 */
export function nameFieldAtFault(values: { firstName?: unknown; lastName?: unknown }): "firstName" | "lastName" {
  const first = typeof values.firstName === "string" ? values.firstName.trim() : "";
  const last = typeof values.lastName === "string" ? values.lastName.trim() : "";
  if (!first) return "firstName";
  if (`${first} ${last}`.trim().length > MAX.name) return first.length > last.length ? "firstName" : "lastName";
  return last ? "firstName" : "lastName";
}

/** The form field that takes the focus for a refused one (the full name is typed in two fields). */
export function focusFieldOf(field: WizardField, values: Record<string, unknown>): string {
  return field === "clientName" ? nameFieldAtFault(values) : field;
}

const REQUIRED_TOAST: Record<WizardField, WizardToast> = {
  selectedBarId: WIZARD_TOASTS.locationRequired,
  eventLocation: WIZARD_TOASTS.locationRequired,
  eventAddress: WIZARD_TOASTS.addressRequired,
  eventPostcode: WIZARD_TOASTS.postcodeRequired,
  eventType: WIZARD_TOASTS.eventTypeRequired,
  eventDate: WIZARD_TOASTS.dateRequired,
  startTime: WIZARD_TOASTS.timeRequired,
  guestCount: WIZARD_TOASTS.guestCountRequired,
  selectedServiceIds: WIZARD_TOASTS.serviceRequired,
  duration: WIZARD_TOASTS.durationRequired,
  additionalInfo: WIZARD_TOASTS.additionalInfoTooLong,
  clientName: WIZARD_TOASTS.nameRequired,
  clientEmail: WIZARD_TOASTS.emailRequired,
  clientPhone: WIZARD_TOASTS.phoneRequired,
  termsAccepted: WIZARD_TOASTS.termsRequired,
  depositAgreement: WIZARD_TOASTS.depositAgreementRequired,
};

/**
 * The toast for a field the step's schema refused: its "required" toast when it is empty,
 * the invalid-format toasts for e-mail and phone, otherwise the field's title with the schema's message.
 */
export function fieldToast(field: WizardField, value: unknown, message: string | undefined): ToastText {
  const required = REQUIRED_TOAST[field];
  const empty = blank(value) || (Array.isArray(value) && value.length === 0);
  if (empty || !message) return required;
  if (field === "clientEmail") return WIZARD_TOASTS.emailInvalid;
  if (field === "clientPhone")
    return message === SMS_MESSAGES.notTextable
      ? { title: required.title, description: message }
      : WIZARD_TOASTS.phoneInvalid;
  return { title: required.title, description: message };
}

/** The first of a step's refused fields (in checking order) with its toast, or null when none is refused. */
export function firstStepProblem(
  step: number,
  values: Record<string, unknown>,
  messages: Partial<Record<string, string | undefined>>,
): { field: WizardField; toast: ToastText } | null {
  const fields: readonly WizardField[] = WIZARD_STEP_FIELDS[step] ?? [];
  const field = fields.find((name) => name in messages);
  if (!field) return null;
  // No location at all (neither venue name nor address): told as 'Location required', though only
  // the address, the one required field, is marked.
  if (step === 0 && field === "eventAddress" && blank(values.eventLocation) && blank(values.eventAddress))
    return { field, toast: WIZARD_TOASTS.locationRequired };
  const value =
    field === "clientName"
      ? `${String(values.firstName ?? "")} ${String(values.lastName ?? "")}`.trim()
      : values[field];
  return { field, toast: fieldToast(field, value, messages[field]) };
}

/** Messages per field of a step's schema for these values (the first issue of each field). */
export function stepMessages(step: number, values: Record<string, unknown>): Record<string, string> {
  const schema = WIZARD_STEP_SCHEMAS[step];
  if (!schema) return {};
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

/** A step checked by its schema alone: the first problem's toast, or null. */
export function stepToast(step: number, values: Record<string, unknown>): ToastText | null {
  return firstStepProblem(step, values, stepMessages(step, values))?.toast ?? null;
}

/** A chosen day the calendar (or the server) says cannot be booked: its toast, or null. */
export function unavailableDayToast(day: Pick<DayAvailability, "status" | "selectable"> | null | undefined) {
  if (!day || day.selectable) return null;
  return day.status === "full" ? WIZARD_TOASTS.dateNoLongerAvailable : WIZARD_TOASTS.dateUnavailable;
}

/** Toast for clicking a day in the calendar, or null when it can be chosen. */
export function calendarClickToast(day: Pick<DayAvailability, "status" | "selectable">): WizardToast | null {
  if (day.selectable) return null;
  return day.status === "full" ? WIZARD_TOASTS.dateFullyBooked : WIZARD_TOASTS.dateUnavailable;
}

/** Choosing 'deposit': refused (toast) when the event is less than 3 weeks from London today. */
export function depositChoiceToast(eventDate: string | null | undefined, today: string): WizardToast | null {
  return isDepositAllowed(eventDate, today) ? null : WIZARD_TOASTS.depositNotAvailable;
}
