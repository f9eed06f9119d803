import {
  OFFER_HOLD_MINUTES,
  entryExpired,
  fitFreedTime,
  fitsWindow,
  offerExpiry,
  offerHoldUntil,
  offerState,
  type WaitingEntry,
} from "@/lib/domain/waitlist";

const entry = (id: number, earliestStart: string, latestStart: string, extra: Partial<WaitingEntry> = {}) => ({
  id,
  earliestStart,
  latestStart,
  hasLiveOffer: false,
  passedTimes: [],
  ...extra,
});

describe("waiting list", () => {
  it("offers the first entry in order whose window holds a free time, at the earliest one", () => {
    const offer = fitFreedTime([entry(1, "10:00", "12:00"), entry(2, "18:00", "21:00")], ["20:00", "19:00"]);
    expect(offer).toEqual({ entryId: 2, startTime: "19:00", endTime: "20:00" });
    expect(fitFreedTime([entry(1, "18:00", "20:00"), entry(2, "18:00", "21:00")], ["19:00"])?.entryId).toBe(1);
  });

  it("skips an entry with a live offer and a time it let lapse", () => {
    const entries = [entry(1, "18:00", "21:00", { hasLiveOffer: true }), entry(2, "18:00", "21:00")];
    expect(fitFreedTime(entries, ["19:00"])?.entryId).toBe(2);
    const lapsed = [entry(1, "18:00", "21:00", { passedTimes: ["19:00"] }), entry(2, "18:00", "21:00")];
    expect(fitFreedTime(lapsed, ["19:00"])?.entryId).toBe(2);
    expect(fitFreedTime(lapsed, ["19:00", "20:00"])).toEqual({ entryId: 1, startTime: "20:00", endTime: "21:00" });
  });

  it("offers nothing when nothing fits", () => {
    expect(fitFreedTime([entry(1, "10:00", "11:00")], ["19:00"])).toBeNull();
    expect(fitFreedTime([], ["19:00"])).toBeNull();
  });

  it("judges windows inclusively", () => {
    expect(fitsWindow(entry(1, "18:00", "19:00"), "19:00")).toBe(true);
    expect(fitsWindow(entry(1, "18:00", "19:00"), "19:30")).toBe(false);
  });

  it("times offers and their holds", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    expect(offerExpiry(now).toISOString()).toBe("2026-12-02T12:00:00.000Z");
    expect(offerExpiry(now, 2).toISOString()).toBe("2026-12-01T14:00:00.000Z");
    const expires = offerExpiry(now);
    expect(offerHoldUntil(now, expires, null).getTime() - now.getTime()).toBe(OFFER_HOLD_MINUTES * 60_000);
    const earlier = new Date("2026-12-01T12:05:00Z");
    expect(offerHoldUntil(now, expires, earlier)).toBe(earlier);
    expect(offerHoldUntil(now, new Date("2026-12-01T12:01:00Z"), null).toISOString()).toBe("2026-12-01T12:01:00.000Z");
  });

  it("tells an offer's state", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const live = { expiresAt: new Date("2026-12-02T12:00:00Z"), claimedAt: null, endedAt: null };
    expect(offerState(live, now)).toBe("live");
    expect(offerState({ ...live, expiresAt: now }, now)).toBe("lapsed");
    expect(offerState({ ...live, claimedAt: now }, now)).toBe("claimed");
    expect(offerState({ ...live, endedAt: now }, now)).toBe("ended");
  });

  it("ends an entry once its date has passed", () => {
    expect(entryExpired("2026-12-01", "2026-12-02")).toBe(true);
    expect(entryExpired("2026-12-02", "2026-12-02")).toBe(false);
  });
});
