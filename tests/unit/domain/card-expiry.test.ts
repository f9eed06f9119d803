import { cardExpiryProblem } from "@/lib/domain/card-expiry";

describe("cardExpiryProblem", () => {
  const today = "2026-11-27";
  it("accepts this month and any later one, spaced or not", () => {
    expect(cardExpiryProblem("11 / 26", today)).toBeNull();
    expect(cardExpiryProblem("12/26", today)).toBeNull();
    expect(cardExpiryProblem(" 01 / 34 ", today)).toBeNull();
  });
  it("says a card whose month has ended has expired", () => {
    expect(cardExpiryProblem("10 / 26", today)).toBe("expired");
    expect(cardExpiryProblem("01 / 20", today)).toBe("expired");
  });
  it("refuses what is not a month and a two-digit year", () => {
    for (const value of ["13 / 30", "00 / 30", "1 / 30", "12 / 2030", "", "ab / cd"])
      expect([value, cardExpiryProblem(value, today)]).toEqual([value, "invalid"]);
  });
});
