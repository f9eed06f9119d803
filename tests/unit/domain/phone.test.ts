import { isUkMobileE164, textableNumber, toE164 } from "@/lib/domain/phone";

describe("phone numbers for texts", () => {
  it("normalises the ways people write a UK number to E.164", () => {
    for (const raw of ["07911 123456", "+44 7911 123456", "0044 7911 123456", "447911123456", "(07911) 123-456"])
      expect(toE164(raw)).toBe("+447911123456");
    expect(toE164("0141 496 0000")).toBe("+441414960000");
    expect(toE164("not a number")).toBeNull();
    expect(toE164("")).toBeNull();
  });

  it("takes UK mobiles (07…, +447…), Ofcom's drama range included", () => {
    expect(textableNumber("07700 900123")).toBe("+447700900123");
    expect(textableNumber("+447700900000")).toBe("+447700900000");
    expect(textableNumber("07700900999")).toBe("+447700900999");
    expect(textableNumber("07911 123456")).toBe("+447911123456");
    expect(textableNumber("07624 123456")).toBe("+447624123456");
    expect(isUkMobileE164("+447700900500")).toBe(true);
  });

  it("refuses landlines, personal numbers, pagers, foreign and short numbers", () => {
    expect(textableNumber("0141 496 0000")).toBeNull();
    expect(textableNumber("07000 123456")).toBeNull();
    expect(textableNumber("07600 123456")).toBeNull();
    expect(textableNumber("+1 415 555 2671")).toBeNull();
    expect(textableNumber("0791112345")).toBeNull();
    expect(textableNumber(null)).toBeNull();
  });
});
