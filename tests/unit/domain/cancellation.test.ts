import {
  customerCancellation,
  refundAmountProblem,
  refundTier,
  refundablePence,
  suggestedRefundPence,
  termsRefundDuePence,
} from "@/lib/domain/cancellation";

const today = "2026-06-01";

describe("cancellation tiers", () => {
  it("uses >30, 14–30 and <14 days", () => {
    expect(refundTier("2026-07-02", today)).toBe("full-minus-deposit"); // 31 days
    expect(refundTier("2026-07-01", today)).toBe("half"); // 30 days
    expect(refundTier("2026-06-15", today)).toBe("half"); // 14 days
    expect(refundTier("2026-06-14", today)).toBe("none"); // 13 days
    expect(refundTier("2026-05-01", today)).toBe("none");
  });

  it("suggests refunds", () => {
    // paid in full £400
    expect(suggestedRefundPence(40000, 40000, "2026-07-02", today)).toBe(20000);
    expect(suggestedRefundPence(40000, 40000, "2026-06-20", today)).toBe(20000);
    expect(suggestedRefundPence(40000, 40000, "2026-06-10", today)).toBe(0);
    // only the deposit paid: the deposit is kept
    expect(suggestedRefundPence(40000, 20000, "2026-07-02", today)).toBe(0);
    expect(suggestedRefundPence(40000, 20000, "2026-06-20", today)).toBe(0);
    expect(suggestedRefundPence(40000, 0, "2026-07-02", today)).toBe(0);
  });
});

describe("refund amounts", () => {
  it("leaves what was paid minus what was refunded, never below 0", () => {
    expect(refundablePence(15000, 5000)).toBe(10000);
    expect(refundablePence(5000, 6000)).toBe(0);
  });

  it("refuses nothing, negative or unreadable amounts and more than is refundable", () => {
    expect(refundAmountProblem(0, 15000)).toBe("Refund amount must be more than £0.00.");
    expect(refundAmountProblem(-100, 15000)).toBe("Refund amount must be more than £0.00.");
    expect(refundAmountProblem(Number.NaN, 15000)).toBe("Refund amount must be more than £0.00.");
    expect(refundAmountProblem(15001, 15000)).toBe("Refund amount cannot exceed the amount paid (£150.00).");
    expect(refundAmountProblem(150001, 150000)).toBe("Refund amount cannot exceed the amount paid (£1,500.00).");
    expect(refundAmountProblem(15000, 15000)).toBeNull();
    expect(refundAmountProblem(1, 15000)).toBeNull();
  });
});

describe("what the terms still owe after earlier refunds", () => {
  const today = "2026-06-01";
  const booking = { totalPence: 57500, paidPence: 57500, eventDate: "2026-07-15" }; // over 30 days ahead

  it("counts a goodwill refund towards the terms' total, never on top of it", () => {
    expect(termsRefundDuePence({ ...booking, refundedPence: 0 }, today)).toBe(28750);
    expect(termsRefundDuePence({ ...booking, refundedPence: 10000 }, today)).toBe(18750);
    expect(termsRefundDuePence({ ...booking, refundedPence: 30000 }, today)).toBe(0);
  });

  it("is what a customer cancelling is offered", () => {
    const cancellation = customerCancellation(
      { ...booking, status: "confirmed", paymentStatus: "completed", refundedPence: 10000 },
      today,
    );
    expect(cancellation).toEqual({ allowed: true, refundPence: 18750 });
  });
});
