import {
  arrivalTime,
  directionsUrl,
  formatDriveMinutes,
  gigsInOrder,
  leaveByTime,
  onMyWayText,
  planDay,
  telHref,
  type SourcedDrive,
} from "@/lib/domain/day-plan";
import { londonDateTime } from "@/lib/domain/dates";

const HOME: Record<string, SourcedDrive> = {
  "G3 8AG": { minutes: 20, miles: 6, source: "table" },
  "EH1 1AA": { minutes: 75, miles: 47, source: "table" },
};
const BETWEEN: Record<string, SourcedDrive> = {
  "G3 8AG>EH1 1AA": { minutes: 80, miles: 47, source: "maps" },
};

const fromHome = (postcode: string | null) => (postcode ? (HOME[postcode] ?? null) : null);
const between = (a: string | null, b: string | null) => BETWEEN[`${a}>${b}`] ?? null;

describe("planDay", () => {
  it("orders the gigs by start time, then by id", () => {
    const gigs = [
      { id: 3, startTime: "19:00", postcode: null },
      { id: 2, startTime: "13:00", postcode: null },
      { id: 1, startTime: "19:00", postcode: null },
    ];
    expect(gigsInOrder(gigs).map((g) => g.id)).toEqual([2, 1, 3]);
    expect(planDay({ gigs, driveFromHome: fromHome, driveBetween: between }).map((p) => p.gig.id)).toEqual([2, 1, 3]);
  });

  it("drives to the first gig from home and to the next from the previous gig's venue", () => {
    const plan = planDay({
      gigs: [
        { id: 8, startTime: "19:30", postcode: "EH1 1AA" },
        { id: 7, startTime: "13:00", postcode: "G3 8AG" },
      ],
      driveFromHome: fromHome,
      driveBetween: between,
    });
    expect(plan[0]).toMatchObject({
      gig: { id: 7 },
      from: { kind: "home" },
      drive: { minutes: 20, source: "table" },
      leaveBy: "12:40",
    });
    // from Glasgow's venue (80 minutes by the maps), not from home (75 by the table)
    expect(plan[1]).toMatchObject({
      gig: { id: 8 },
      from: { kind: "gig", bookingId: 7 },
      drive: { minutes: 80, source: "maps" },
      leaveBy: "18:10",
    });
  });

  it("gives no leave-by time when the drive is unknown (no postcode here or at the previous gig)", () => {
    const plan = planDay({
      gigs: [
        { id: 1, startTime: "12:00", postcode: null },
        { id: 2, startTime: "18:00", postcode: "EH1 1AA" },
      ],
      driveFromHome: fromHome,
      driveBetween: between,
    });
    expect(plan.map((p) => [p.drive, p.leaveBy])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});

describe("leave-by and arrival times", () => {
  it("leaves a drive before the start, rounding the drive up and wrapping past midnight", () => {
    expect(leaveByTime("19:00", 45)).toBe("18:15");
    expect(leaveByTime("19:00", 44.2)).toBe("18:15");
    expect(leaveByTime("00:30", 45)).toBe("23:45");
  });

  it("arrives the drive after now, in London time (summer and winter)", () => {
    expect(arrivalTime(londonDateTime("2026-07-04", "17:05"), 40)).toBe("17:45");
    expect(arrivalTime(londonDateTime("2026-12-04", "17:05"), 40)).toBe("17:45");
    expect(arrivalTime(londonDateTime("2026-12-04", "23:50"), 20)).toBe("00:10");
  });

  it("words the text, the drive, the directions and the call link", () => {
    expect(onMyWayText("The Great Zoltan", "17:45")).toBe(
      "The Great Zoltan is on the way and expects to arrive at about 17:45",
    );
    expect(formatDriveMinutes(75)).toBe("1 h 15 min");
    expect(formatDriveMinutes(40)).toBe("40 min");
    expect(directionsUrl("Kelvingrove, Argyle St, Glasgow G3 8AG", "G3 8AG")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Kelvingrove%2C%20Argyle%20St%2C%20Glasgow%20G3%208AG",
    );
    expect(directionsUrl("The Hall", "EH1 1AA")).toContain("destination=The%20Hall%2C%20EH1%201AA");
    expect(directionsUrl(null, null)).toBeNull();
    expect(telHref("07700 900001")).toBe("tel:07700900001");
    expect(telHref("")).toBeNull();
  });
});
