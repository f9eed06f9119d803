/**
 * The booking wizard's step checks (spec 000 §5). Each failure is a
 * destructive toast that blocks progress; the functions return the first
 * failing toast, or null when the step is valid. Texts are verbatim from the
 * spec; descriptions the spec does not give are marked "(decided)".
 */
import type { DayAvailability } from "@/lib/domain/calendar";
import { isDepositAllowed } from "@/lib/domain/notice";
import type { ToastText } from "./common";

export const WIZARD_TOASTS = {
  locationRequired: {
    title: "Location required",
    description: "Please select a registered bar or enter your event location",
  },
  addressRequired: {
    title: "Address required",
    description: "Please enter the full address of your event or use Google Maps to select it",
  },
  eventTypeRequired: { title: "Event type required", description: "Please select the type of your event" }, // (decided)
  dateRequired: { title: "Date required", description: "Please select the date of your event" }, // (decided)
  dateUnavailable: {
    title: "Date unavailable",
    description: "This date is not available for bookings. Please select a different date.",
  },
  dateNoLongerAvailable: {
    title: "Date unavailable",
    description: "Unfortunately, this date is no longer available. Please select a different date.",
  },
  dateFullyBooked: {
    title: "Date unavailable",
    description: "This date is fully booked. Please select a different date.",
  },
  timeRequired: { title: "Time required", description: "Please select your arrival time" },
  guestCountRequired: { title: "Guest count required", description: "Please enter the number of guests" },
  serviceRequired: { title: "Service selection required", description: "Please select at least one service" }, // (decided)
  durationRequired: { title: "Duration required", description: "Please select a performance duration" },
  nameRequired: { title: "Name required", description: "Please enter your full name" },
  emailRequired: { title: "Email required", description: "Please enter your email address" }, // (decided)
  emailInvalid: { title: "Invalid email", description: "Please enter a valid email address." }, // (decided)
  phoneRequired: { title: "Phone required", description: "Please enter your phone number" }, // (decided)
  phoneInvalid: { title: "Invalid phone number", description: "Please enter a valid phone number." }, // (decided)
  termsRequired: { title: "Terms acceptance required", description: "Please accept the terms and conditions" },
  depositAgreementRequired: {
    title: "Deposit agreement required",
    description: "Please confirm your agreement to pay the remaining balance on the event day",
  },
  depositNotAvailable: {
    title: "Deposit not available",
    description: "Deposit option is only available for events at least 3 weeks away",
  },
  paymentSetupFailed: {
    title: "Payment setup failed",
    description: "There was an error setting up the payment. Please try again.",
  },
  paymentSetupFailedHome: {
    title: "Payment Setup Failed",
    description: "There was a problem setting up the payment. Please try again later.",
  },
  paymentFailed: { title: "Payment Failed", description: "Your payment could not be processed" },
  bookingSuccessful: {
    title: "Booking Successful!",
    description: "Your magical experience is confirmed. We'll be in touch shortly with more details.",
  },
  locationSelected: {
    title: "Location Selected",
    description: "Address has been automatically filled from Google Maps",
  },
} as const satisfies Record<string, ToastText>;

export type WizardToastKey = keyof typeof WIZARD_TOASTS;
export type WizardToast = (typeof WIZARD_TOASTS)[WizardToastKey];

export const DEPOSIT_AGREEMENT_TEXT =
  "I understand and agree to pay the remaining 50% balance in person on the event day.";
export const DEPOSIT_AGREEMENT_BUTTON_LABEL = "Agree to deposit terms to continue";
export const ARRIVAL_TIMES_HINT = "Times shown include 1-hour buffer between events for travel and setup.";
export const WIZARD_STEP_TITLES = ["Location", "Event Details", "Services", "Confirmation", "Payment"] as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Step 0. locationType 'bar' needs a chosen bar; 'other' needs a location and its address. */
export function validateLocationStep(d: {
  locationType: "bar" | "other";
  selectedBarId?: number | string | null;
  eventLocation?: string | null;
  eventAddress?: string | null;
}): WizardToast | null {
  if (d.locationType === "bar") {
    return blank(d.selectedBarId) || blank(d.eventLocation) ? WIZARD_TOASTS.locationRequired : null;
  }
  if (blank(d.eventLocation) && blank(d.eventAddress)) return WIZARD_TOASTS.locationRequired;
  if (blank(d.eventAddress)) return WIZARD_TOASTS.addressRequired;
  return null;
}

/**
 * Step 1. `day` is the calendar status of the chosen date (from
 * lookupDay/dayStatus); blocked, past or out-of-horizon dates are
 * "not available", a date that filled up meanwhile is "no longer available".
 */
export function validateEventDetailsStep(
  d: {
    eventType?: string | null;
    eventDate?: string | null;
    startTime?: string | null;
    guestCount?: number | string | null;
  },
  day?: Pick<DayAvailability, "status" | "selectable"> | null,
): WizardToast | null {
  if (blank(d.eventType)) return WIZARD_TOASTS.eventTypeRequired;
  if (blank(d.eventDate)) return WIZARD_TOASTS.dateRequired;
  if (day && !day.selectable) {
    return day.status === "full" ? WIZARD_TOASTS.dateNoLongerAvailable : WIZARD_TOASTS.dateUnavailable;
  }
  if (blank(d.startTime)) return WIZARD_TOASTS.timeRequired;
  const guests = typeof d.guestCount === "string" ? Number(d.guestCount.trim() || NaN) : d.guestCount;
  if (typeof guests !== "number" || !Number.isInteger(guests) || guests < 1) return WIZARD_TOASTS.guestCountRequired;
  return null;
}

/** Toast for clicking a day in the calendar, or null when it can be chosen. */
export function calendarClickToast(day: Pick<DayAvailability, "status" | "selectable">): WizardToast | null {
  if (day.selectable) return null;
  return day.status === "full" ? WIZARD_TOASTS.dateFullyBooked : WIZARD_TOASTS.dateUnavailable;
}

/** Step 2. */
export function validateServicesStep(d: {
  selectedServices?: readonly unknown[] | null;
  duration?: string | number | null;
}): WizardToast | null {
  if (!d.selectedServices || d.selectedServices.length === 0) return WIZARD_TOASTS.serviceRequired;
  if (blank(d.duration)) return WIZARD_TOASTS.durationRequired;
  return null;
}

/** Step 3. */
export function validateContactStep(d: {
  clientName?: string | null;
  clientEmail?: string | null;
  clientPhone?: string | null;
  termsAccepted?: boolean | null;
  paymentType?: string | null;
  depositAgreement?: boolean | null;
}): WizardToast | null {
  if (blank(d.clientName) || (d.clientName ?? "").trim().length < 2) return WIZARD_TOASTS.nameRequired;
  if (blank(d.clientEmail)) return WIZARD_TOASTS.emailRequired;
  if (!EMAIL_RE.test((d.clientEmail ?? "").trim())) return WIZARD_TOASTS.emailInvalid;
  if (blank(d.clientPhone)) return WIZARD_TOASTS.phoneRequired;
  if ((d.clientPhone ?? "").trim().length < 6) return WIZARD_TOASTS.phoneInvalid;
  if (d.termsAccepted !== true) return WIZARD_TOASTS.termsRequired;
  if (d.paymentType === "deposit" && d.depositAgreement !== true) return WIZARD_TOASTS.depositAgreementRequired;
  return null;
}

/** Choosing 'deposit': refused (toast) when the event is less than 3 weeks from London today. */
export function depositChoiceToast(eventDate: string | null | undefined, today: string): WizardToast | null {
  return isDepositAllowed(eventDate, today) ? null : WIZARD_TOASTS.depositNotAvailable;
}
