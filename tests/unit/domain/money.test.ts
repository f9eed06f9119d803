import {
  bookingMoneyInPounds,
  formatGBP,
  formatWholePounds,
  penceToDecimalString,
  penceToPounds,
  poundsToPence,
  withinTolerance,
} from "@/lib/domain/money";

describe("money", () => {
  it("converts pounds and pence", () => {
    expect(poundsToPence(12.5)).toBe(1250);
    expect(poundsToPence(1.005)).toBe(101);
    expect(poundsToPence(0.1 + 0.2)).toBe(30);
    expect(penceToPounds(1250)).toBe(12.5);
    expect(() => poundsToPence(Number.NaN)).toThrow();
  });

  it("formats GBP", () => {
    expect(formatGBP(123450)).toBe("£1,234.50");
    expect(formatGBP(0)).toBe("£0.00");
    expect(formatGBP(5)).toBe("£0.05");
    expect(formatGBP(-500)).toBe("-£5.00");
    expect(formatGBP(123456789)).toBe("£1,234,567.89");
    expect(formatWholePounds(125)).toBe("£125");
    expect(formatWholePounds(1250)).toBe("£1,250");
    expect(penceToDecimalString(1250)).toBe("12.50");
    expect(penceToDecimalString(-5)).toBe("-0.05");
  });

  it("accepts a client amount within 0.01 of the server's", () => {
    expect(withinTolerance(250, 25000)).toBe(true);
    expect(withinTolerance(250.01, 25000)).toBe(true);
    expect(withinTolerance(249.99, 25000)).toBe(true);
    expect(withinTolerance(250.02, 25000)).toBe(false);
    expect(withinTolerance(249.98, 25000)).toBe(false);
    expect(withinTolerance(Number.NaN, 25000)).toBe(false);
  });

  it("answers a booking's pence columns as its pounds fields, in place, the rest untouched", () => {
    const row = {
      id: 7,
      totalPence: 27500,
      paidPence: 13750,
      refundedPence: 1,
      barCommissionPence: 0,
      status: "confirmed",
    };
    const json = bookingMoneyInPounds(row);
    expect(json).toEqual({
      id: 7,
      totalAmount: 275,
      paidAmount: 137.5,
      refundedAmount: 0.01,
      barCommission: 0,
      status: "confirmed",
    });
    expect(Object.keys(json)).toEqual(["id", "totalAmount", "paidAmount", "refundedAmount", "barCommission", "status"]);
    expect(bookingMoneyInPounds({ id: 1, totalPence: 100 })).toEqual({ id: 1, totalAmount: 1 });
    expect(JSON.stringify(json)).not.toMatch(/Pence/);
  });
});
