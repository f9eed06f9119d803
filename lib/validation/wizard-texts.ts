/**
 * The booking wizard's words: the toasts its step checks raise (./wizard.ts), its hints and its step
 * titles. Texts are the agreed wording; descriptions we chose ourselves are marked "(decided)".
 */
import type { ToastText } from "./common";
import { TRAVEL_REFUSAL_TEXT, VENUE_POSTCODE_MESSAGE } from "./travel";

export const WIZARD_TOASTS = {
  locationRequired: {
    title: "Location required",
    description: "Please select a registered bar or enter your event location",
  },
  addressRequired: {
    title: "Address required",
    description: "Please enter the full address of your event or use Google Maps to select it",
  },
  postcodeRequired: { title: "Venue postcode required", description: VENUE_POSTCODE_MESSAGE }, // (decided)
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
  additionalInfoTooLong: {
    title: "Additional information too long",
    description: "Please shorten the additional information.",
  }, // (decided)
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
/** The buffer line when the venue is known: the times allow for the drives between bookings. */
export const ARRIVAL_TIMES_TRAVEL_HINT = "Times shown allow for the magician's travel between bookings.";
/** Travel by distance in the wizard's first step. */
export const WIZARD_TRAVEL_TEXT = {
  beyond: (maxMiles: number) =>
    `This venue is more than ${maxMiles} miles away, further than the magician travels for online bookings. Please send an enquiry instead.`, // (decided)
  enquire: "Send an enquiry instead", // (decided)
  toast: { title: "Too far to book online", description: "Please send an enquiry about this venue instead." }, // (decided)
  /** a venue whose drive is not known (distance mode) */
  unknownDrive: TRAVEL_REFUSAL_TEXT["unknown-drive"].message,
  unknownDriveToast: {
    title: TRAVEL_REFUSAL_TEXT["unknown-drive"].title,
    description: TRAVEL_REFUSAL_TEXT["unknown-drive"].message,
  },
} as const;
export const WIZARD_STEP_TITLES = ["Location", "Event Details", "Services", "Confirmation", "Payment"] as const;
