import { DOMAIN_ERROR_CODES, HTTP_ERROR_CODES, SLOT_REFUSAL_CODES, isSlotRefusal } from "@/lib/domain/error-codes";

describe("error codes", () => {
  it("lists each code once, and no business code doubles as an HTTP kind", () => {
    const all = [...HTTP_ERROR_CODES, ...DOMAIN_ERROR_CODES];
    expect(new Set(all).size).toBe(all.length);
  });

  it("knows the slot refusals, and only them", () => {
    for (const code of SLOT_REFUSAL_CODES) expect(isSlotRefusal(code)).toBe(true);
    expect(isSlotRefusal("quote-withdrawn")).toBe(false);
    expect(isSlotRefusal("date-something-new")).toBe(false);
    expect(isSlotRefusal(null)).toBe(false);
  });
});
