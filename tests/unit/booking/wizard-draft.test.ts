import { EMPTY_DETAILS } from "@/components/booking/booking-payload";
import { continuableUntil } from "@/components/booking/continue-payment";
import {
  DRAFT_KEY,
  clearDraft,
  parseDraft,
  readDraft,
  saveDraft,
  serializeDraft,
} from "@/components/booking/wizard-draft";

jest.mock("next/link", () => () => null);

const details = {
  ...EMPTY_DETAILS,
  locationType: "bar" as const,
  selectedBarId: 3,
  eventLocation: "The Gilded Lantern",
  eventType: "wedding",
  eventDate: "2099-06-01",
  startTime: "14:00",
  guestCount: "40",
  selectedServiceIds: [1, 2],
  duration: "90",
  firstName: "Ada",
  clientEmail: "ada@example.com",
  termsAccepted: true,
  paymentType: "deposit" as const,
};

beforeEach(() => window.sessionStorage.clear());

describe("the wizard's draft in sessionStorage", () => {
  it("keeps the details and the title through a reload", () => {
    saveDraft({ title: "Stage Illusions", details });
    expect(readDraft()).toEqual({ title: "Stage Illusions", details });
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it("stores only the wizard's own fields, never payment data", () => {
    const withExtras = { ...details, clientSecret: "pi_1_secret_2", cardNumber: "4242" } as typeof details;
    const stored = JSON.parse(serializeDraft({ title: "t", details: withExtras }));
    for (const key of Object.keys(stored.details)) expect(Object.keys(EMPTY_DETAILS)).toContain(key);
    expect(JSON.stringify(stored)).not.toMatch(/secret|4242/);
  });

  it("reads a damaged or foreign value defensively", () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft("{not json")).toBeNull();
    expect(parseDraft(JSON.stringify({ title: "x" }))).toBeNull();
    const odd = parseDraft(
      JSON.stringify({
        title: 7,
        details: {
          locationType: "moon",
          eventType: "rave",
          duration: "45",
          eventDate: "tomorrow",
          selectedServiceIds: [1, "2", -3, 4.5],
          termsAccepted: "yes",
          selectedBarId: "3",
          paymentType: "card",
        },
      }),
    );
    expect(odd).toEqual({ title: "", details: { ...EMPTY_DETAILS, selectedServiceIds: [1] } });
  });

  it("uses its own key", () => {
    saveDraft({ title: "t", details });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain("Gilded Lantern");
  });
});

describe("continue your payment", () => {
  const pending = {
    clientSecret: "pi_1_secret_2",
    amountPence: 27500,
    totalPence: 27500,
    details: {} as never,
    savedAt: Date.parse("2099-01-01T12:00:00Z"),
  };
  const at = (iso: string) => Date.parse(iso);

  it("is offered until the hold the server set ends", () => {
    const held = { ...pending, holdExpiresAt: "2099-01-01T12:10:00Z" };
    expect(continuableUntil(held, at("2099-01-01T12:09:59Z"))).toBe(at("2099-01-01T12:10:00Z"));
    expect(continuableUntil(held, at("2099-01-01T12:10:00Z"))).toBeNull();
  });

  it("without a hold, for as long as one would have lasted", () => {
    const unheld = { ...pending, holdExpiresAt: null };
    expect(continuableUntil(unheld, at("2099-01-01T12:05:00Z"))).toBe(at("2099-01-01T12:10:00Z"));
    expect(continuableUntil(unheld, at("2099-01-01T12:11:00Z"))).toBeNull();
  });

  it("never once paid (only saving is left) or with nothing kept", () => {
    const paid = { ...pending, holdExpiresAt: "2099-01-01T12:10:00Z", paymentIntentId: "pi_1" };
    expect(continuableUntil(paid, at("2099-01-01T12:01:00Z"))).toBeNull();
    expect(continuableUntil(null, 0)).toBeNull();
  });
});
