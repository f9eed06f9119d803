import {
  availableBarServiceTimes,
  barBookingEndTime,
  barServiceTimes,
  firstAvailableTime,
  isBarServiceTimeAllowed,
} from "@/lib/domain/bar-service";

// Summer: London = UTC + 1
const at = (londonHHmm: string, date = "2026-07-10") => {
  const [h = NaN, m = NaN] = londonHHmm.split(":").map(Number);
  return new Date(Date.UTC(2026, 6, Number(date.slice(8)), h - 1, m));
};

describe("bar-service times", () => {
  it("runs hourly 12:00–23:00 plus 00:00", () => {
    expect(barServiceTimes()).toEqual([
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
      "20:00",
      "21:00",
      "22:00",
      "23:00",
      "00:00",
    ]);
  });

  it("offers every time on future dates and none on past dates", () => {
    expect(availableBarServiceTimes("2026-07-11", at("22:30"))).toHaveLength(13);
    expect(availableBarServiceTimes("2026-07-09", at("09:00"))).toEqual([]);
    expect(availableBarServiceTimes(null, at("09:00"))).toEqual([]);
    expect(availableBarServiceTimes("2026-02-30", at("09:00"))).toEqual([]);
  });

  it("today at 14:00 exactly offers 15:00; at 14:01 the first is 16:00", () => {
    expect(availableBarServiceTimes("2026-07-10", at("14:00"))[0]).toBe("15:00");
    expect(availableBarServiceTimes("2026-07-10", at("14:01"))[0]).toBe("16:00");
    expect(availableBarServiceTimes("2026-07-10", at("14:59"))[0]).toBe("16:00");
  });

  it("today never offers 00:00 and runs out late in the evening", () => {
    expect(availableBarServiceTimes("2026-07-10", at("09:00"))).toEqual([
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
      "20:00",
      "21:00",
      "22:00",
      "23:00",
    ]);
    expect(availableBarServiceTimes("2026-07-10", at("22:00"))).toEqual(["23:00"]);
    expect(availableBarServiceTimes("2026-07-10", at("22:01"))).toEqual([]);
  });

  it("uses the London day (23:30 UTC in summer is tomorrow in London)", () => {
    const now = new Date("2026-07-10T23:30:00Z");
    expect(availableBarServiceTimes("2026-07-10", now)).toEqual([]);
    expect(availableBarServiceTimes("2026-07-11", now)).toHaveLength(12);
  });

  it("can leave out times clashing with existing bookings", () => {
    const bookings = [{ eventDate: "2026-07-20", startTime: "19:00", endTime: "21:00", paymentStatus: "completed" }];
    const t = availableBarServiceTimes("2026-07-20", at("09:00"), bookings);
    // a 2-hour show + 60 min must not reach 18:00 (19:00 padded by 60)
    expect(t).toContain("15:00");
    expect(t).not.toContain("16:00");
    expect(t).not.toContain("21:00");
    expect(t).toContain("22:00");
  });

  it("shifts to the first available time", () => {
    expect(firstAvailableTime("19:00", ["18:00", "19:00"])).toBe("19:00");
    expect(firstAvailableTime("13:00", ["18:00", "19:00"])).toBe("18:00");
    expect(firstAvailableTime("13:00", [])).toBeNull();
  });

  it("lasts two hours, crossing midnight", () => {
    expect(barBookingEndTime("19:00")).toBe("21:00");
    expect(barBookingEndTime("23:00")).toBe("01:00");
    expect(barBookingEndTime("00:00")).toBe("02:00");
    expect(isBarServiceTimeAllowed("2026-07-10", "15:00", at("14:00"))).toBe(true);
    expect(isBarServiceTimeAllowed("2026-07-10", "15:00", at("14:01"))).toBe(false);
  });
});
