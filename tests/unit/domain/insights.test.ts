import { countedBookingSql, listedBookingSql } from "@/lib/domain/booking-status";
import {
  addMonths,
  fillMonths,
  fillVenues,
  insightsWindow,
  monthLabel,
  monthSpan,
  monthsWindow,
  requestedWindow,
  toPounds,
} from "@/lib/domain/insights";

describe("insights window", () => {
  it("covers this month, the 11 before it and the 6 after it (18 months)", () => {
    const w = insightsWindow("2026-06-15");
    expect(w.months).toHaveLength(18);
    expect(w.firstMonth).toBe("2025-07");
    expect(w.lastMonth).toBe("2026-12");
    expect(w.fromDate).toBe("2025-07-01");
    expect(w.untilDate).toBe("2027-01-01");
    expect(w.months.slice(0, 3)).toEqual(["2025-07", "2025-08", "2025-09"]);
    expect(w.months.at(-1)).toBe("2026-12");
  });

  it("crosses year ends on both sides", () => {
    const w = insightsWindow("2027-01-01");
    expect(w.firstMonth).toBe("2026-02");
    expect(w.lastMonth).toBe("2027-07");
    expect(w.months).toEqual([
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
      "2027-04",
      "2027-05",
      "2027-06",
      "2027-07",
    ]);
    const december = insightsWindow("2026-12-31");
    expect(december.firstMonth).toBe("2026-01");
    expect(december.lastMonth).toBe("2027-06");
    expect(december.untilDate).toBe("2027-07-01");
    const july = insightsWindow("2027-07-31");
    expect(july.lastMonth).toBe("2028-01");
    expect(july.untilDate).toBe("2028-02-01");
  });

  it("adds months across years, backwards and forwards", () => {
    expect(addMonths("2027-03", -3)).toBe("2026-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -13)).toBe("2024-12");
    expect(addMonths("2026-05", 0)).toBe("2026-05");
    expect(() => addMonths("2026-5", 1)).toThrow();
  });
});

describe("a requested range", () => {
  it("counts months, both ends included, across years", () => {
    expect(monthSpan("2026-03", "2026-03")).toBe(1);
    expect(monthSpan("2026-11", "2027-02")).toBe(4);
    expect(monthSpan("2026-03", "2026-02")).toBe(0);
    const w = monthsWindow("2026-11", "2027-02");
    expect(w).toEqual({
      firstMonth: "2026-11",
      lastMonth: "2027-02",
      months: ["2026-11", "2026-12", "2027-01", "2027-02"],
      fromDate: "2026-11-01",
      untilDate: "2027-03-01",
    });
  });

  it("is the default window without from/to, the 18 months from or to one end, else exactly the months asked", () => {
    expect(requestedWindow("2026-06-15", {})).toEqual(insightsWindow("2026-06-15"));
    const from = requestedWindow("2026-06-15", { from: "2024-01" });
    expect([from.firstMonth, from.lastMonth, from.months.length]).toEqual(["2024-01", "2025-06", 18]);
    const to = requestedWindow("2026-06-15", { to: "2024-01" });
    expect([to.firstMonth, to.lastMonth, to.months.length]).toEqual(["2022-08", "2024-01", 18]);
    const both = requestedWindow("2026-06-15", { from: "2025-12", to: "2026-02" });
    expect(both.months).toEqual(["2025-12", "2026-01", "2026-02"]);
  });
});

describe("fillMonths", () => {
  it("keeps the window's order and fills the months with no row with zeros", () => {
    const filled = fillMonths(
      ["2026-11", "2026-12", "2027-01"],
      [
        { month: "2027-01", bookings: 2, revenue: 120.5, refunded: 0, leads: 1, converted: 1 },
        { month: "2026-11", leads: 3 },
        { month: "2030-01", bookings: 9 }, // outside the list: dropped
      ],
    );
    expect(filled).toEqual([
      { month: "2026-11", bookings: 0, revenue: 0, refunded: 0, leads: 3, converted: 0 },
      { month: "2026-12", bookings: 0, revenue: 0, refunded: 0, leads: 0, converted: 0 },
      { month: "2027-01", bookings: 2, revenue: 120.5, refunded: 0, leads: 1, converted: 1 },
    ]);
  });

  it("answers every month of an empty window", () => {
    const w = insightsWindow("2027-03-10");
    const filled = fillMonths(w.months, []);
    expect(filled).toHaveLength(18);
    expect(filled.every((m) => m.bookings === 0 && m.revenue === 0 && m.leads === 0)).toBe(true);
  });
});

describe("money and venues", () => {
  it("reads SQL numeric text as pounds with 2 decimals", () => {
    expect(toPounds("1234.50")).toBe(1234.5);
    expect(toPounds("0.10")).toBe(0.1);
    expect(toPounds("-20.00")).toBe(-20);
    expect(toPounds(null)).toBe(0);
    expect(toPounds("0.00")).toBe(0);
    expect(Object.is(toPounds("-0.00"), 0)).toBe(true);
  });

  it("always answers partner then own", () => {
    expect(fillVenues([{ venue: "own", bookings: 2, revenue: 10 }])).toEqual([
      { venue: "partner", bookings: 0, revenue: 0 },
      { venue: "own", bookings: 2, revenue: 10 },
    ]);
  });

  it("labels months", () => {
    expect(monthLabel("2027-03")).toBe("Mar 2027");
    expect(monthLabel("2026-12")).toBe("Dec 2026");
  });
});

describe("booking SQL conditions", () => {
  it("counts pending, confirmed and completed with the payment not cancelled; lists the dashboard states", () => {
    expect(countedBookingSql("b")).toBe(
      `(b."paymentStatus" <> 'cancelled' AND b."status" IN ('pending', 'confirmed', 'completed'))`,
    );
    expect(listedBookingSql()).toBe(`("status" IN ('pending', 'confirmed', 'completed', 'cancelled', 'refunded'))`);
  });
});
