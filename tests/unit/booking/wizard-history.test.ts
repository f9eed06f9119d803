import { EMPTY_DETAILS, type WizardDetails } from "@/components/booking/booking-payload";
import {
  firstIncompleteStep,
  isWizardState,
  landingStep,
  stepFromSearch,
  urlForStep,
} from "@/components/booking/wizard-history";

const complete: WizardDetails = {
  ...EMPTY_DETAILS,
  eventAddress: "1 George Square, Glasgow G2 1DU",
  eventType: "birthday",
  eventDate: "2099-06-01",
  startTime: "14:00",
  guestCount: "40",
  selectedServiceIds: [1],
  duration: "60",
  firstName: "Ada",
  lastName: "Lovelace",
  clientEmail: "ada@example.com",
  clientPhone: "07700 900789",
  termsAccepted: true,
};

describe("the wizard's address (?book=N)", () => {
  it("reads the step: N is 1 to 5 as in 'Step N of 5'; anything else is clamped", () => {
    expect(stepFromSearch("")).toBeNull();
    expect(stepFromSearch("?utm_source=x")).toBeNull();
    expect(stepFromSearch("?book=1")).toBe(0);
    expect(stepFromSearch("?book=3")).toBe(2);
    expect(stepFromSearch("?x=1&book=5")).toBe(4);
    expect(stepFromSearch("?book=9")).toBe(4);
    expect(stepFromSearch("?book=0")).toBe(0);
    expect(stepFromSearch("?book=")).toBe(0);
    expect(stepFromSearch("?book=abc")).toBe(0);
  });

  it("writes it, keeping other parameters and the hash", () => {
    expect(urlForStep({ pathname: "/", search: "", hash: "" }, 0)).toBe("/?book=1");
    expect(urlForStep({ pathname: "/", search: "?book=2", hash: "#services" }, 2)).toBe("/?book=3#services");
    expect(urlForStep({ pathname: "/", search: "?a=1&book=2", hash: "" }, null)).toBe("/?a=1");
    expect(urlForStep({ pathname: "/", search: "?book=2", hash: "" }, null)).toBe("/");
  });

  it("knows its own history entries", () => {
    expect(isWizardState({ wizardStep: 2, stacked: true, __NA: true })).toBe(true);
    expect(isWizardState(null)).toBe(false);
    expect(isWizardState({ __NA: true })).toBe(false);
  });
});

describe("where a step asked for lands", () => {
  it("is the first incomplete step, in the wizard's order", () => {
    expect(firstIncompleteStep(EMPTY_DETAILS)).toBe(0);
    expect(firstIncompleteStep({ ...complete, eventType: "" })).toBe(1);
    expect(firstIncompleteStep({ ...complete, duration: "" })).toBe(2);
    expect(firstIncompleteStep({ ...complete, termsAccepted: false })).toBe(3);
    expect(firstIncompleteStep(complete)).toBe(4);
  });

  it("a deep link without details lands on the first step; with them, on the step asked for", () => {
    expect(landingStep(2, EMPTY_DETAILS, false)).toBe(0);
    expect(landingStep(2, { ...complete, selectedServiceIds: [] }, false)).toBe(2);
    expect(landingStep(3, { ...complete, duration: "" }, false)).toBe(2);
    expect(landingStep(1, complete, false)).toBe(1);
  });

  it("the payment step needs a checkout under way, else the confirmation (whose Next sets one up)", () => {
    expect(landingStep(4, complete, false)).toBe(3);
    expect(landingStep(4, complete, true)).toBe(4);
  });
});
