import {
  addDays,
  daysBetween,
  eachDayInRange,
  formatIsoDateLong,
  horizonEnd,
  isBeyondHorizon,
  isValidIsoDate,
  isValidTime,
  londonDateTime,
  londonParts,
  londonToday,
  minutesToTime,
  timeToMinutes,
} from "@/lib/domain/dates";

describe("London today and now", () => {
  it("23:30 UTC in summer (BST) is already the next London day", () => {
    const now = new Date("2026-07-15T23:30:00Z");
    expect(londonToday(now)).toBe("2026-07-16");
  });

  it("23:30 UTC in winter (GMT) is the same London day", () => {
    const now = new Date("2026-01-15T23:30:00Z");
    expect(londonToday(now)).toBe("2026-01-15");
  });

  it("handles the midnight edges", () => {
    expect(londonToday(new Date("2026-07-15T22:59:59Z"))).toBe("2026-07-15");
    expect(londonToday(new Date("2026-07-15T23:00:00Z"))).toBe("2026-07-16");
    expect(londonToday(new Date("2026-01-15T23:59:59Z"))).toBe("2026-01-15");
    expect(londonToday(new Date("2026-01-16T00:00:00Z"))).toBe("2026-01-16");
    expect(londonParts(new Date("2026-07-15T23:00:00Z"))).toEqual({
      date: "2026-07-16",
      hour: 0,
      minute: 0,
      minutes: 0,
    });
    // new year in winter
    expect(londonToday(new Date("2025-12-31T23:59:00Z"))).toBe("2025-12-31");
  });

  it("follows the DST switches", () => {
    // clocks go forward 2026-03-29 01:00 UTC
    expect(londonParts(new Date("2026-03-29T00:59:00Z")).hour).toBe(0);
    expect(londonParts(new Date("2026-03-29T01:00:00Z")).hour).toBe(2);
    // clocks go back 2026-10-25 01:00 UTC
    expect(londonParts(new Date("2026-10-25T00:30:00Z")).hour).toBe(1);
    expect(londonParts(new Date("2026-10-25T01:30:00Z")).hour).toBe(1);
  });

  it("builds London instants", () => {
    expect(londonDateTime("2026-07-16", "19:00").toISOString()).toBe("2026-07-16T18:00:00.000Z");
    expect(londonDateTime("2026-01-16", "19:00").toISOString()).toBe("2026-01-16T19:00:00.000Z");
  });
});

describe("ISO dates", () => {
  it("validates strictly", () => {
    expect(isValidIsoDate("2026-02-28")).toBe(true);
    expect(isValidIsoDate("2028-02-29")).toBe(true);
    expect(isValidIsoDate("2026-02-29")).toBe(false);
    expect(isValidIsoDate("2026-02-30")).toBe(false);
    expect(isValidIsoDate("2026-13-01")).toBe(false);
    expect(isValidIsoDate("2026-00-10")).toBe(false);
    expect(isValidIsoDate("2026-1-01")).toBe(false);
    expect(isValidIsoDate("2026-01-01T00:00")).toBe(false);
    expect(isValidIsoDate("")).toBe(false);
    expect(isValidIsoDate(20260101)).toBe(false);
  });

  it("adds days and counts days across months, years and DST", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetween("2026-01-10", "2026-01-01")).toBe(-9);
    expect(() => addDays("2026-02-30", 1)).toThrow();
  });

  it("lists a range inclusive", () => {
    expect(eachDayInRange("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(eachDayInRange("2026-03-02", "2026-03-01")).toEqual([]);
  });

  it("has a 1095-day horizon", () => {
    expect(horizonEnd("2026-01-01")).toBe("2028-12-31");
    expect(isBeyondHorizon(addDays("2026-01-01", 1095), "2026-01-01")).toBe(false);
    expect(isBeyondHorizon(addDays("2026-01-01", 1096), "2026-01-01")).toBe(true);
  });

  it("formats long dates", () => {
    expect(formatIsoDateLong("2026-07-04")).toMatch(/^Saturday,? 4 July 2026$/);
  });
});

describe("clock times", () => {
  it("converts times", () => {
    expect(timeToMinutes("09:30")).toBe(570);
    expect(timeToMinutes("00:00")).toBe(0);
    expect(minutesToTime(570)).toBe("09:30");
    expect(minutesToTime(1500)).toBe("01:00");
    expect(minutesToTime(-60)).toBe("23:00");
    expect(isValidTime("23:59")).toBe(true);
    expect(isValidTime("24:00")).toBe(false);
    expect(isValidTime("9:00")).toBe(false);
    expect(() => timeToMinutes("25:00")).toThrow();
  });
});
