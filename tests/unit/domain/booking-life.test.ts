import { customerCancellation, magicianCancelRefundPence, suggestedRefundPence } from "@/lib/domain/cancellation";
import { paymentOptions } from "@/lib/domain/payment-options";
import { customerReschedule } from "@/lib/domain/reschedule";
import { CURRENT_TERMS_VERSION, cancellationTermsOf, isTermsVersion } from "@/lib/domain/terms";

const today = "2027-01-01";

describe("terms versions", () => {
  it("knows the current version, and judges unknown or missing versions by the first", () => {
    expect(isTermsVersion(CURRENT_TERMS_VERSION)).toBe(true);
    expect(isTermsVersion("1999-01-01")).toBe(false);
    expect(cancellationTermsOf(null)).toEqual(cancellationTermsOf(CURRENT_TERMS_VERSION));
    expect(cancellationTermsOf("nonsense")).toEqual({
      fullRefundMinDays: 31,
      halfRefundMinDays: 14,
      barFullRefundMinDays: 7,
    });
  });

  it("a booking is judged by the terms it was given, not by the current ones", () => {
    const stricter = { fullRefundMinDays: 60, halfRefundMinDays: 30, barFullRefundMinDays: 14 };
    // 45 days ahead: the current terms give paid minus deposit; stricter terms would give half
    expect(suggestedRefundPence(27500, 27500, "2027-02-15", today)).toBe(13750);
    expect(suggestedRefundPence(27500, 27500, "2027-02-15", today, stricter)).toBe(13750);
    expect(suggestedRefundPence(27500, 27500, "2027-01-25", today, stricter)).toBe(0);
    const b = { status: "confirmed", eventDate: "2027-01-25", totalPence: 27500, paidPence: 27500, refundedPence: 0 };
    expect(customerCancellation({ ...b, termsVersion: CURRENT_TERMS_VERSION }, today).refundPence).toBe(13750);
  });

  it("the magician cancelling suggests everything still refundable", () => {
    expect(magicianCancelRefundPence(30000, 10000)).toBe(20000);
    expect(magicianCancelRefundPence(0, 0)).toBe(0);
  });
});

describe("customerReschedule", () => {
  const booking = { status: "confirmed", eventDate: "2027-02-15", rescheduleCount: 0 };
  it("allows two moves until 14 days before the event", () => {
    expect(customerReschedule(booking, today)).toEqual({ allowed: true, remaining: 2 });
    expect(customerReschedule({ ...booking, rescheduleCount: 1 }, today)).toEqual({ allowed: true, remaining: 1 });
    expect(customerReschedule({ ...booking, rescheduleCount: 2 }, today)).toMatchObject({
      allowed: false,
      reason: expect.stringContaining("moved twice"),
    });
    expect(customerReschedule({ ...booking, eventDate: "2027-01-15" }, today)).toEqual({ allowed: true, remaining: 2 }); // exactly 14 days
    expect(customerReschedule({ ...booking, eventDate: "2027-01-14" }, today)).toMatchObject({
      allowed: false,
      reason: expect.stringContaining("14 days"),
    });
  });
  it("refuses withdrawn and finished bookings", () => {
    for (const status of ["cancelled", "refunded", "completed", "expired", "awaiting_payment"]) {
      expect(customerReschedule({ ...booking, status }, today)).toMatchObject({
        allowed: false,
        reason: "This booking can no longer be moved.",
      });
    }
    expect(customerReschedule({ ...booking, status: "pending" }, today).allowed).toBe(true);
  });
});

describe("paymentOptions", () => {
  const deposit = {
    status: "confirmed",
    paymentStatus: "completed",
    paymentType: "deposit",
    source: "public",
    eventDate: "2027-02-15",
    totalPence: 27500,
    paidPence: 13750,
  };
  it("a deposit booking pays its balance; nothing once paid, withdrawn or past", () => {
    expect(paymentOptions(deposit, today)).toEqual([{ kind: "balance", amountPence: 13750 }]);
    expect(paymentOptions({ ...deposit, paidPence: 27500 }, today)).toEqual([]);
    expect(paymentOptions({ ...deposit, status: "cancelled" }, today)).toEqual([]);
    expect(paymentOptions({ ...deposit, paymentStatus: "cancelled" }, today)).toEqual([]);
    expect(paymentOptions({ ...deposit, status: "completed" }, today)).toEqual([]);
    expect(paymentOptions({ ...deposit, eventDate: "2026-12-31" }, today)).toEqual([]);
    expect(paymentOptions({ ...deposit, eventDate: today }, today)).toEqual([{ kind: "balance", amountPence: 13750 }]);
  });
  it("an unpaid booking from an enquiry pays its deposit (with 3 weeks' notice, when agreed) or its total", () => {
    const lead = { ...deposit, status: "pending", paymentStatus: "pending", source: "lead", paidPence: 0 };
    expect(paymentOptions(lead, today)).toEqual([
      { kind: "deposit", amountPence: 13750 },
      { kind: "total", amountPence: 27500 },
    ]);
    expect(paymentOptions({ ...lead, eventDate: "2027-01-10" }, today)).toEqual([
      { kind: "total", amountPence: 27500 },
    ]);
    expect(paymentOptions({ ...lead, paymentType: "full" }, today)).toEqual([{ kind: "total", amountPence: 27500 }]);
  });
  it("a checkout whose payment is still processing is never offered a second payment", () => {
    expect(paymentOptions({ ...deposit, status: "pending", paymentStatus: "pending", paidPence: 0 }, today)).toEqual(
      [],
    );
  });
});
