import {
  calendarClickToast,
  depositChoiceToast,
  firstStepProblem,
  focusFieldOf,
  nameFieldAtFault,
  stepMessages,
  stepToast,
  unavailableDayToast,
} from "@/lib/validation/wizard";
import { ARRIVAL_TIMES_HINT, DEPOSIT_AGREEMENT_TEXT, WIZARD_TOASTS } from "@/lib/validation/wizard-texts";
import { BOOKING_MESSAGES } from "@/lib/validation/booking";

const place = { locationType: "other", selectedBarId: null as number | null, eventLocation: "", eventAddress: "" };
const validateLocationStep = (d: Partial<typeof place> & { locationType: string }) => stepToast(0, { ...place, ...d });
const validateEventDetailsStep = (
  d: Record<string, unknown>,
  day?: { status: "light" | "blocked" | "full"; selectable: boolean },
) => {
  // the day's availability is told after the type and date, before the time
  const problem = firstStepProblem(1, d, stepMessages(1, d));
  if (problem && (problem.field === "eventType" || problem.field === "eventDate")) return problem.toast;
  return unavailableDayToast(day) ?? problem?.toast ?? null;
};
const validateServicesStep = (d: { selectedServices: unknown[]; duration?: string }) =>
  stepToast(2, { selectedServiceIds: d.selectedServices, duration: d.duration ?? "", additionalInfo: "" });
const validateContactStep = (d: Record<string, unknown>) => {
  const [firstName, ...rest] = String(d.clientName ?? "").split(" ");
  return stepToast(3, { ...d, firstName, lastName: rest.join(" ") });
};

describe("wizard step 0: location", () => {
  it("requires a bar or a location with its address", () => {
    expect(validateLocationStep({ locationType: "bar", selectedBarId: null })).toEqual({
      title: "Location required",
      description: "Please select a registered bar or enter your event location",
    });
    expect(validateLocationStep({ locationType: "bar", selectedBarId: 3, eventLocation: "The Bar" })).toBeNull();
    expect(validateLocationStep({ locationType: "other", eventLocation: "" })).toBe(WIZARD_TOASTS.locationRequired);
    expect(validateLocationStep({ locationType: "other", eventLocation: "Home", eventAddress: " " })).toEqual({
      title: "Address required",
      description: "Please enter the full address of your event or use Google Maps to select it",
    });
    expect(
      validateLocationStep({ locationType: "other", eventLocation: "Home", eventAddress: "1 Main St, Glasgow" }),
    ).toBeNull();
  });
});

describe("wizard step 0: the venue's postcode when travel is charged by distance", () => {
  const own = { ...place, eventLocation: "Home", eventAddress: "Kirkwall KW15 1AA (invoices to G1 1AA)" };
  it("is asked for, and must be a UK postcode; the address's free text does not stand in for it", () => {
    expect(stepToast(0, { ...own, eventPostcode: "", postcodeRequired: true })).toEqual({
      title: "Venue postcode required",
      description: "Please enter the venue's postcode.",
    });
    expect(stepToast(0, { ...own, eventPostcode: "KW15", postcodeRequired: true })).toEqual({
      title: "Venue postcode required",
      description: "Please enter a valid UK postcode.",
    });
    expect(stepToast(0, { ...own, eventPostcode: "kw15 1aa", postcodeRequired: true })).toBeNull();
  });

  it("is not asked for in flat mode, nor for a partnered venue", () => {
    expect(stepToast(0, { ...own, eventPostcode: "" })).toBeNull();
    expect(
      stepToast(0, {
        ...place,
        locationType: "bar",
        selectedBarId: 3,
        eventLocation: "The Bar",
        eventPostcode: "",
        postcodeRequired: false,
      }),
    ).toBeNull();
  });
});

describe("wizard step 1: event details", () => {
  const ok = { eventType: "wedding", eventDate: "2026-08-01", startTime: "12:00", guestCount: 40 };
  it("checks in order", () => {
    expect(validateEventDetailsStep({ ...ok, eventType: "" })?.title).toBe("Event type required");
    expect(validateEventDetailsStep({ ...ok, eventDate: null })?.title).toBe("Date required");
    expect(validateEventDetailsStep({ ...ok, startTime: "" })).toEqual({
      title: "Time required",
      description: "Please select your arrival time",
    });
    expect(validateEventDetailsStep({ ...ok, guestCount: 0 })).toEqual({
      title: "Guest count required",
      description: "Please enter the number of guests",
    });
    expect(validateEventDetailsStep({ ...ok, guestCount: "" })?.title).toBe("Guest count required");
    expect(validateEventDetailsStep({ ...ok, guestCount: "12" })).toBeNull();
    expect(validateEventDetailsStep(ok, { status: "light", selectable: true })).toBeNull();
  });

  it("refuses blocked and full dates", () => {
    expect(validateEventDetailsStep(ok, { status: "blocked", selectable: false })?.description).toBe(
      "This date is not available for bookings. Please select a different date.",
    );
    expect(validateEventDetailsStep(ok, { status: "full", selectable: false })?.description).toBe(
      "Unfortunately, this date is no longer available. Please select a different date.",
    );
    expect(calendarClickToast({ status: "full", selectable: false })).toEqual({
      title: "Date unavailable",
      description: "This date is fully booked. Please select a different date.",
    });
    expect(calendarClickToast({ status: "busy", selectable: true })).toBeNull();
  });
});

describe("wizard step 2 and 3", () => {
  it("requires services and a duration", () => {
    expect(validateServicesStep({ selectedServices: [] })?.title).toBe("Service selection required");
    expect(validateServicesStep({ selectedServices: [1], duration: "" })).toEqual({
      title: "Duration required",
      description: "Please select a performance duration",
    });
    expect(validateServicesStep({ selectedServices: [1], duration: "60" })).toBeNull();
  });

  const contact = {
    clientName: "Jane Doe",
    clientEmail: "jane@example.com",
    clientPhone: "07700 900123",
    termsAccepted: true,
    paymentType: "one-time",
    depositAgreement: false,
  };
  it("checks contact, terms and deposit agreement", () => {
    expect(validateContactStep({ ...contact, clientName: "" })).toEqual({
      title: "Name required",
      description: "Please enter your full name",
    });
    expect(validateContactStep({ ...contact, clientEmail: "" })?.title).toBe("Email required");
    expect(validateContactStep({ ...contact, clientEmail: "jane" })?.title).toBe("Invalid email");
    expect(validateContactStep({ ...contact, clientPhone: "" })?.title).toBe("Phone required");
    expect(validateContactStep({ ...contact, termsAccepted: false })).toEqual({
      title: "Terms acceptance required",
      description: "Please accept the terms and conditions",
    });
    expect(validateContactStep({ ...contact, paymentType: "deposit" })).toEqual({
      title: "Deposit agreement required",
      description: "Please confirm your agreement to pay the remaining balance on the event day",
    });
    expect(validateContactStep({ ...contact, paymentType: "deposit", depositAgreement: true })).toBeNull();
    expect(validateContactStep(contact)).toBeNull();
  });

  it("uses the server's rules, so the wizard refuses what the server would", () => {
    // a single letter is not a full name; more than 10000 guests is refused with the server's message
    expect(validateContactStep({ ...contact, clientName: "J" })?.title).toBe("Name required");
    expect(validateContactStep({ ...contact, clientPhone: "123" })?.title).toBe("Invalid phone number");
    const ok = { eventType: "wedding", eventDate: "2026-08-01", startTime: "12:00", guestCount: 40 };
    expect(validateEventDetailsStep({ ...ok, guestCount: 20000 })).toEqual({
      title: "Guest count required",
      description: BOOKING_MESSAGES.guestCountMax,
    });
    expect(validateEventDetailsStep({ ...ok, eventType: "rave" })?.title).toBe("Event type required");
    expect(validateServicesStep({ selectedServices: [1], duration: "45" })?.title).toBe("Duration required");
    expect(stepToast(2, { selectedServiceIds: [1], duration: "60", additionalInfo: "x".repeat(2001) })).toEqual({
      title: "Additional information too long",
      description: "Must be at most 2000 characters.",
    });
  });

  it("tells the first failing field in the spec's order", () => {
    const values = { ...contact, firstName: "", lastName: "", clientEmail: "", termsAccepted: false };
    expect(firstStepProblem(3, values, stepMessages(3, values))?.field).toBe("clientName");
    const later = { ...values, firstName: "Jane", lastName: "Doe" };
    expect(firstStepProblem(3, later, stepMessages(3, later))?.field).toBe("clientEmail");
  });

  it("a refused full name is about the field at fault: a too-long last name is the last name's", () => {
    const long = { ...contact, firstName: "Ada", lastName: "L".repeat(120) };
    const problem = firstStepProblem(3, long, stepMessages(3, long));
    expect(problem).toMatchObject({ field: "clientName", toast: { description: "Must be at most 100 characters." } });
    expect(focusFieldOf("clientName", long)).toBe("lastName");
    expect(nameFieldAtFault({ firstName: "A".repeat(120), lastName: "Lovelace" })).toBe("firstName");
    expect(nameFieldAtFault({ firstName: "", lastName: "Lovelace" })).toBe("firstName");
    expect(nameFieldAtFault({ firstName: "", lastName: "" })).toBe("firstName");
    expect(nameFieldAtFault({ firstName: "A", lastName: "" })).toBe("lastName");
    expect(focusFieldOf("clientEmail", long)).toBe("clientEmail");
  });

  it("refuses a deposit at 20 days and allows it at 21", () => {
    expect(depositChoiceToast("2026-06-21", "2026-06-01")).toEqual({
      title: "Deposit not available",
      description: "Deposit option is only available for events at least 3 weeks away",
    });
    expect(depositChoiceToast("2026-06-22", "2026-06-01")).toBeNull();
  });

  it("exports the texts", () => {
    expect(DEPOSIT_AGREEMENT_TEXT).toBe(
      "I understand and agree to pay the remaining 50% balance in person on the event day.",
    );
    expect(ARRIVAL_TIMES_HINT).toBe("Times shown include 1-hour buffer between events for travel and setup.");
    expect(WIZARD_TOASTS.paymentSetupFailed).toEqual({
      title: "Payment setup failed",
      description: "There was an error setting up the payment. Please try again.",
    });
  });
});
