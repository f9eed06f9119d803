import {
  balanceDuePence,
  canTransition,
  checkStatusTransition,
  canCancel,
  canConfirm,
} from "@/lib/domain/booking-status";
import { canConvertLead, leadStatusColour } from "@/lib/domain/leads";

describe("booking status transitions", () => {
  it("allows the magician's transitions", () => {
    expect(canTransition("pending", "confirmed")).toBe(true);
    expect(canTransition("pending", "cancelled")).toBe(true);
    expect(canTransition("pending", "completed")).toBe(false);
    expect(canTransition("confirmed", "completed")).toBe(true);
    expect(canTransition("confirmed", "cancelled")).toBe(true);
    expect(canTransition("confirmed", "refunded", 100)).toBe(true);
    expect(canTransition("completed", "refunded", 100)).toBe(true);
    expect(canTransition("completed", "pending")).toBe(false);
    expect(canTransition("refunded", "confirmed")).toBe(false);
  });

  it("refunds a cancelled booking only when something was paid", () => {
    expect(checkStatusTransition("cancelled", "refunded", { paidPence: 0 })).toMatchObject({
      ok: false,
      code: "nothing-paid",
    });
    expect(checkStatusTransition("cancelled", "refunded", { paidPence: 5000 })).toEqual({ ok: true });
  });

  it("marks a booking completed only from its event's day", () => {
    const on = { paidPence: 0, today: "2026-11-27" };
    expect(checkStatusTransition("confirmed", "completed", { ...on, eventDate: "2026-11-27" })).toEqual({ ok: true });
    expect(checkStatusTransition("confirmed", "completed", { ...on, eventDate: "2027-05-05" })).toEqual({
      ok: false,
      code: "not-yet-held",
      title: "Update failed",
      message: "A booking can be marked completed from the day of its event.",
    });
  });

  it("rejects confirming twice with 'Already Confirmed'", () => {
    expect(checkStatusTransition("confirmed", "confirmed")).toEqual({
      ok: false,
      code: "already-confirmed",
      title: "Already Confirmed",
      message: "This booking is already confirmed.",
    });
  });

  it("treats unknown statuses as pending", () => {
    expect(canTransition(null, "confirmed")).toBe(true);
  });
});

describe("buttons, badges and colours", () => {
  it("shows buttons by status", () => {
    expect(canConfirm("pending")).toBe(true);
    expect(canConfirm("confirmed")).toBe(false);
    expect(canConfirm("completed")).toBe(false);
    expect(canConfirm("cancelled")).toBe(false);
    expect(canCancel({ paymentStatus: "pending", status: "confirmed" })).toBe(true);
    expect(canCancel({ paymentStatus: "cancelled", status: "pending" })).toBe(false);
    expect(canCancel({ paymentStatus: "completed", status: "completed" })).toBe(false);
  });

  it("never lets the balance due go below nothing", () => {
    expect(balanceDuePence(30000, 15000)).toBe(15000);
    expect(balanceDuePence(30000, 40000)).toBe(0);
  });
});

describe("leads", () => {
  it("converts unless converted or rejected", () => {
    expect(canConvertLead("new")).toBe(true);
    expect(canConvertLead("contacted")).toBe(true);
    expect(canConvertLead("converted")).toBe(false);
    expect(canConvertLead("rejected")).toBe(false);
    expect(leadStatusColour("converted")).toBe("green");
  });
});

describe("open leads", () => {
  it("are the new and contacted ones: those the magician can still convert", async () => {
    const { OPEN_LEAD_STATUSES } = await import("@/lib/domain/leads");
    expect([...OPEN_LEAD_STATUSES].sort()).toEqual(["contacted", "new"]);
  });
});
