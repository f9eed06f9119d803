import { isFullyRefunded, statusOnceRefunded } from "@/lib/domain/booking-status";
import {
  isRefundSettled,
  nextRefundStatus,
  refundFailureInWords,
  refundTotals,
  type RefundMovement,
} from "@/lib/domain/refund-status";

describe("a refund's status", () => {
  it("moves from pending to a settled state once, and never back", () => {
    expect(nextRefundStatus("pending", "succeeded")).toBe("succeeded");
    expect(nextRefundStatus("pending", "failed")).toBe("failed");
    expect(nextRefundStatus("pending", "canceled")).toBe("canceled");
    expect(nextRefundStatus("pending", "pending")).toBe("pending");
    // a replayed or late report after it settled changes nothing
    expect(nextRefundStatus("succeeded", "pending")).toBe("succeeded");
    expect(nextRefundStatus("succeeded", "failed")).toBe("succeeded");
    expect(nextRefundStatus("failed", "succeeded")).toBe("failed");
    expect(nextRefundStatus("canceled", "pending")).toBe("canceled");
    expect(isRefundSettled("pending")).toBe(false);
  });
});

describe("refund totals", () => {
  const refund = (amountPence: number, status: string, extra: Partial<RefundMovement> = {}): RefundMovement => ({
    amountPence,
    status,
    purpose: "refund",
    ...extra,
  });

  it("counts only succeeded refunds as refunded, with pending and failed beside them", () => {
    expect(
      refundTotals([
        refund(1000, "succeeded"),
        refund(2000, "pending"),
        refund(400, "failed"),
        refund(100, "canceled"),
      ]),
    ).toEqual({ refundedPence: 1000, pendingRefundPence: 2000, failedRefundPence: 500 });
  });

  it("leaves out failed refunds already dealt with, and returns of money the booking never kept", () => {
    expect(
      refundTotals([
        refund(400, "failed", { resolvedAt: new Date() }),
        refund(700, "succeeded", { purpose: "return" }),
        refund(300, "pending", { purpose: "return" }),
      ]),
    ).toEqual({ refundedPence: 0, pendingRefundPence: 0, failedRefundPence: 0 });
  });

  it("puts the provider's failure reason in words", () => {
    expect(refundFailureInWords("lost_or_stolen_card")).toBe("the card was reported lost or stolen");
    expect(refundFailureInWords(null)).toBe("the card network gave no reason");
    expect(refundFailureInWords("something_new")).toBe("something new");
  });
});

describe("the refunded status", () => {
  it("only once succeeded refunds cover everything paid", () => {
    expect(isFullyRefunded({ paidPence: 27500, refundedPence: 27500 })).toBe(true);
    expect(isFullyRefunded({ paidPence: 27500, refundedPence: 13750 })).toBe(false);
    expect(isFullyRefunded({ paidPence: 0, refundedPence: 0 })).toBe(false);
    expect(statusOnceRefunded("cancelled", { paidPence: 27500, refundedPence: 27500 })).toBe("refunded");
    expect(statusOnceRefunded("confirmed", { paidPence: 27500, refundedPence: 27500 })).toBe("refunded");
    expect(statusOnceRefunded("completed", { paidPence: 27500, refundedPence: 27500 })).toBe("refunded");
    // a refund still pending is not money returned: the status stays
    expect(statusOnceRefunded("cancelled", { paidPence: 27500, refundedPence: 0 })).toBeNull();
    expect(statusOnceRefunded("refunded", { paidPence: 27500, refundedPence: 27500 })).toBeNull();
    expect(statusOnceRefunded("awaiting_payment", { paidPence: 27500, refundedPence: 27500 })).toBeNull();
  });
});
