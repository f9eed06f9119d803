import { holdLabel, holdsOverlap, newlyFirst, ordinal, rankHolds, type PencilHold } from "@/lib/domain/pencil-holds";

const hold = (quoteId: number, startTime: string, placedAt: number, eventDate = "2026-12-19"): PencilHold => ({
  quoteId,
  eventDate,
  startTime,
  durationMinutes: 60,
  placedAt,
});

describe("pencil holds", () => {
  it("ranks overlapping holds by when they were placed, then by quote id", () => {
    const ranks = rankHolds([hold(3, "19:00", 30), hold(1, "19:30", 10), hold(2, "19:00", 10)]);
    expect(ranks.get(1)).toBe(1);
    expect(ranks.get(2)).toBe(2);
    expect(ranks.get(3)).toBe(3);
  });

  it("keeps holds far enough apart first each", () => {
    const ranks = rankHolds([hold(1, "12:00", 1), hold(2, "18:00", 2)]);
    expect([ranks.get(1), ranks.get(2)]).toEqual([1, 1]);
  });

  it("treats a time within the buffer as overlapping, and sees across midnight", () => {
    expect(holdsOverlap(hold(1, "12:00", 0), hold(2, "13:30", 0))).toBe(true);
    expect(holdsOverlap(hold(1, "12:00", 0), hold(2, "14:00", 0))).toBe(false);
    expect(holdsOverlap(hold(1, "23:30", 0), hold(2, "00:30", 0, "2026-12-20"))).toBe(true);
    expect(holdsOverlap(hold(1, "19:00", 0), hold(2, "19:00", 0, "2026-12-20"))).toBe(false);
  });

  it("labels ranks", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
    ]);
    expect(holdLabel(1)).toBe("Held (1st)");
    expect(holdLabel(2)).toBe("Held (2nd)");
  });

  it("finds the holds newly first, once", () => {
    const holds = [
      { ...hold(1, "19:00", 1), firstAt: 5 },
      { ...hold(2, "19:00", 2), firstAt: null },
      { ...hold(3, "12:00", 3), firstAt: null },
    ];
    const ranks = rankHolds(holds.slice(1));
    expect(newlyFirst(holds.slice(1), ranks)).toEqual([2, 3]);
    expect(newlyFirst(holds, rankHolds(holds))).toEqual([3]);
  });
});
