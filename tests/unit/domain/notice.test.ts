import {
  ADVANCE_NOTICE_LABEL,
  advanceNoticeLabel,
  isDepositAllowed,
  isServiceAvailableForDate,
  requiresAdvanceNotice,
} from "@/lib/domain/notice";

const today = "2026-06-01";

describe("notice periods", () => {
  it("refuses a deposit at 20 days and allows it at 21", () => {
    expect(isDepositAllowed("2026-06-21", today)).toBe(false);
    expect(isDepositAllowed("2026-06-22", today)).toBe(true);
    expect(isDepositAllowed("2027-06-22", today)).toBe(true);
    expect(isDepositAllowed(null, today)).toBe(false);
    expect(isDepositAllowed("2026-02-30", today)).toBe(false);
  });

  it("recognises Parlor/Parlour Magic and Stage Illusions", () => {
    expect(requiresAdvanceNotice("Parlor Magic")).toBe(true);
    expect(requiresAdvanceNotice("parlour magic")).toBe(true);
    expect(requiresAdvanceNotice(" STAGE ILLUSIONS ")).toBe(true);
    expect(requiresAdvanceNotice("Close-Up Magic")).toBe(false);
    expect(advanceNoticeLabel("Stage Illusions")).toBe("(requires booking at least 3 weeks in advance)");
    expect(advanceNoticeLabel("Mentalism")).toBe("");
    expect(ADVANCE_NOTICE_LABEL).toBe("(requires booking at least 3 weeks in advance)");
  });

  it("enables notice services only 21+ days ahead", () => {
    expect(isServiceAvailableForDate("Stage Illusions", "2026-06-21", today)).toBe(false);
    expect(isServiceAvailableForDate("Stage Illusions", "2026-06-22", today)).toBe(true);
    expect(isServiceAvailableForDate("Stage Illusions", null, today)).toBe(false);
    expect(isServiceAvailableForDate("Close-Up Magic", "2026-06-01", today)).toBe(true);
    expect(isServiceAvailableForDate("Close-Up Magic", null, today)).toBe(true);
  });
});
