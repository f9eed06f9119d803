// The travel rules of lib/domain/travel.ts and the per-pair buffers of lib/domain/time-slots.ts:
// postcodes, the table, the fee formula and the gap rule (examples, then properties with fast-check).
import fc from "fast-check";
import { availableArrivalTimes, arrivalTimeRejection, findConflict, quoteBooking, type SlotTravel } from "@/lib/domain";
import type { AvailabilityBooking } from "@/lib/domain/calendar";
import {
  DEFAULT_TRAVEL_SETTINGS,
  SCOTLAND_AREAS_FROM_GLASGOW,
  areasWithoutDrive,
  bufferMinutes,
  distanceTravelSentence,
  normaliseTravelArea,
  parseUkPostcode,
  postcodeFromAddress,
  tableDriveBetween,
  tableDriveFromHome,
  UK_POSTCODE_AREAS,
} from "@/lib/domain/travel";
import { distanceTravelFeePence, travelFeeLabel, travelLine, travelQuote, wholeMiles } from "@/lib/domain/travel-fee";

const NOW = new Date("2026-06-01T09:00:00Z");
const DATE = "2026-07-10";
const GLASGOW = "G1 1AA";
const ABERDEEN = "AB10 1AA";
const EDINBURGH = "EH1 1YZ";
const areas = SCOTLAND_AREAS_FROM_GLASGOW;
const tableTravel = (postcode: string): SlotTravel => ({
  postcode,
  driveMinutes: (a, b) => tableDriveBetween(areas, a, b)?.minutes ?? null,
});
const gig = (startTime: string, endTime: string, eventPostcode: string | null): AvailabilityBooking => ({
  eventDate: DATE,
  startTime,
  endTime,
  status: "confirmed",
  paymentStatus: "completed",
  eventPostcode,
});

describe("postcodes", () => {
  it("reads the last UK postcode written in an address, normalised", () => {
    expect(postcodeFromAddress("12 Union St, Aberdeen ab101aa")).toBe("AB10 1AA");
    expect(postcodeFromAddress("The Hall, G12 8QQ, near EH1 1YZ")).toBe("EH1 1YZ");
    expect(postcodeFromAddress("Somewhere without one")).toBeNull();
    expect(postcodeFromAddress(null)).toBeNull();
  });

  it("parses a postcode into district and area", () => {
    expect(parseUkPostcode("eh3 9aa")).toEqual({ postcode: "EH3 9AA", district: "EH3", area: "EH" });
    expect(parseUkPostcode("not a postcode")).toBeNull();
  });

  it("accepts UK postcode areas and districts as table keys, nothing else", () => {
    expect(normaliseTravelArea("eh")).toBe("EH");
    expect(normaliseTravelArea("EH3")).toBe("EH3");
    expect(normaliseTravelArea("g 12")).toBe("G12");
    expect(normaliseTravelArea("QQ")).toBeNull();
    expect(normaliseTravelArea("XX1")).toBeNull();
    expect(normaliseTravelArea("EH3 9AA")).toBeNull();
    expect(normaliseTravelArea("")).toBeNull();
  });
});

describe("the travel table", () => {
  it("gives home → venue from the district's row, else the area's", () => {
    const rows = [...areas, { area: "EH3", minutes: 80, miles: 49 }];
    expect(tableDriveFromHome(rows, EDINBURGH)).toEqual({ minutes: 75, miles: 47 });
    expect(tableDriveFromHome(rows, "EH3 9AA")).toEqual({ minutes: 80, miles: 49 });
    expect(tableDriveFromHome(rows, "LS1 1AA")).toBeNull();
  });

  it("between two venues takes the larger of their rows; one district is no drive", () => {
    expect(tableDriveBetween(areas, GLASGOW, ABERDEEN)).toEqual({ minutes: 165, miles: 146 });
    expect(tableDriveBetween(areas, "G1 1AA", "G1 2BB")).toEqual({ minutes: 0, miles: 0 });
    expect(tableDriveBetween(areas, GLASGOW, "LS1 1AA")).toBeNull();
    expect(tableDriveBetween(areas, GLASGOW, null)).toBeNull();
  });
});

describe("the travel fee", () => {
  const settings = { ...DEFAULT_TRAVEL_SETTINGS, mode: "distance" as const };

  it("is max(minimum, (miles − free) × rate), miles rounded up", () => {
    expect(distanceTravelFeePence(5, settings)).toBe(2500);
    expect(distanceTravelFeePence(146, settings)).toBe(136 * 45);
    expect(distanceTravelFeePence(145.2, settings)).toBe(136 * 45);
    expect(wholeMiles(47.01)).toBe(48);
  });

  it("flat mode keeps the specification's £25 and partner bars pay nothing", () => {
    const drive = { minutes: 165, miles: 146 };
    const flat = travelQuote({ settings: DEFAULT_TRAVEL_SETTINGS, drive, source: "table", area: "AB" });
    expect(flat).toMatchObject({ feePence: 2500, line: { kind: "flat", label: "Travel fee", pricePence: 2500 } });
    expect(travelLine({ charge: settings, drive, isPartnerVenue: true })).toBeNull();
  });

  it("the quote's fee is its line's price (the answer of GET /api/travel)", () => {
    const quote = travelQuote({ settings, drive: { minutes: 165, miles: 146 }, source: "table", area: "AB" });
    expect(quote.line).toEqual({ kind: "distance", label: "Travel (146 miles)", pricePence: 136 * 45, miles: 146 });
    expect(quote.feePence).toBe(quote.line!.pricePence);
  });

  it("beyond maxMiles is refused; a place whose drive is unknown is refused too, never priced as near", () => {
    const far = travelQuote({ settings, drive: { minutes: 600, miles: 401 }, source: "maps", area: "TR1" });
    expect(far).toMatchObject({ accepted: false, refusal: "beyond-max-miles", miles: 401 });
    const edge = travelQuote({ settings, drive: { minutes: 500, miles: 400 }, source: "table", area: "ZE" });
    expect(edge).toMatchObject({ accepted: true, refusal: null });
    const london = travelQuote({ settings, drive: null, source: "table", area: "SW" });
    expect(london).toMatchObject({
      feePence: null,
      line: null,
      source: "default",
      accepted: false,
      refusal: "unknown-drive",
      miles: null,
    });
  });

  it("flat mode charges an unknown place the flat fee, as before", () => {
    const unknown = travelQuote({ settings: DEFAULT_TRAVEL_SETTINGS, drive: null, source: "table", area: "SW" });
    expect(unknown).toMatchObject({ feePence: 2500, source: "default", accepted: true, refusal: null });
  });

  it("lists the postcode areas the table has no drive for (an area with district rows only, with them)", () => {
    const missing = areasWithoutDrive([
      { area: "G", minutes: 20, miles: 6 },
      { area: "KW15", minutes: 330, miles: 270 },
    ]);
    expect(missing).toHaveLength(UK_POSTCODE_AREAS.size - 1);
    expect(missing.find((m) => m.area === "G")).toBeUndefined();
    expect(missing.find((m) => m.area === "KW")).toEqual({ area: "KW", onlyDistricts: ["KW15"] });
    expect(missing.find((m) => m.area === "SW")).toEqual({ area: "SW", onlyDistricts: [] });
    // Scotland's table: every area outside it, none of Scotland's
    const scotland = areasWithoutDrive(SCOTLAND_AREAS_FROM_GLASGOW).map((m) => m.area);
    expect(scotland).toContain("SW");
    expect(scotland).toContain("BT");
    expect(scotland).not.toContain("EH");
    expect(scotland).toHaveLength(UK_POSTCODE_AREAS.size - SCOTLAND_AREAS_FROM_GLASGOW.length);
  });

  it("the wizard's quote carries the travel line it is given, flat or distance; a partner bar none", () => {
    const services = [{ id: 1, title: "Close-up", basePrice: 250 }];
    const quote = (isPartnerVenue: boolean, charge: Parameters<typeof travelLine>[0]["charge"]) =>
      quoteBooking({
        services,
        durationMinutes: 60,
        isPartnerVenue,
        paymentType: "one-time",
        travel: travelLine({ charge, drive: { minutes: 165, miles: 146 }, isPartnerVenue }),
      });
    const flat = quote(false, { mode: "flat" });
    expect(flat.travelFeePence).toBe(2500);
    expect(flat.totalPence).toBe(27500);
    expect(travelFeeLabel(flat)).toBe("Travel fee");
    const byDistance = quote(false, settings);
    expect(byDistance.totalPence).toBe(25000 + 136 * 45);
    expect(travelFeeLabel(byDistance)).toBe("Travel (146 miles)");
    const bar = quote(true, settings);
    expect(bar.travelFeePence).toBe(0);
    expect(bar.travel).toBeNull();
    expect(travelFeeLabel(bar)).toBe("Travel fee");
    expect(bar.totalPence).toBe(22500);
  });

  it("the terms' sentence in distance mode", () => {
    expect(distanceTravelSentence({ freeMiles: 10, pencePerMile: 45, minimumPence: 2500, homeArea: "G" })).toBe(
      "Travel is charged by distance: the first 10 miles from Glasgow for £25.00, then 45p a mile.",
    );
  });
});

describe("the gap rule", () => {
  it("a Glasgow gig ending 15:00 keeps Aberdeen times to those the drive allows", () => {
    const bookings = [gig("13:00", "15:00", GLASGOW)];
    const plain = availableArrivalTimes({ eventDate: DATE, durationMinutes: 60, bookings, now: NOW });
    const aberdeen = availableArrivalTimes({
      eventDate: DATE,
      durationMinutes: 60,
      bookings,
      now: NOW,
      travel: tableTravel(ABERDEEN),
    });
    expect(plain).toContain("16:00");
    expect(aberdeen).not.toContain("16:00");
    // after: start ≥ 15:00 + 165 minutes → 17:45, so 18:00 is the first
    expect(aberdeen.filter((t) => t >= "15:00")[0]).toBe("18:00");
    // before: start + 60 + 165 ≤ 13:00 − 165 → start ≤ 06:30: nothing in the morning either
    expect(aberdeen.filter((t) => t < "13:00")).toEqual([]);
    expect(
      arrivalTimeRejection({
        eventDate: DATE,
        startTime: "16:00",
        durationMinutes: 60,
        bookings,
        now: NOW,
        travel: tableTravel(ABERDEEN),
      }),
    ).toBe("conflict");
  });

  it("an unknown venue (either side) keeps the 60-minute buffers", () => {
    const bookings = [gig("13:00", "15:00", null)];
    const times = availableArrivalTimes({
      eventDate: DATE,
      durationMinutes: 60,
      bookings,
      now: NOW,
      travel: tableTravel(ABERDEEN),
    });
    expect(times).toEqual(availableArrivalTimes({ eventDate: DATE, durationMinutes: 60, bookings, now: NOW }));
  });

  it("a drive shorter than an hour keeps the hour", () => {
    expect(bufferMinutes(20)).toBe(60);
    expect(bufferMinutes(null)).toBe(60);
    expect(bufferMinutes(165)).toBe(165);
  });

  const time = fc.integer({ min: 18, max: 46 }).map((half) => {
    const m = half * 30;
    return `${String(Math.floor(m / 60)).padStart(2, "0")}:${m % 60 === 0 ? "00" : "30"}`;
  });
  const drive = fc.option(fc.integer({ min: 0, max: 600 }), { nil: null });

  it("property: travel only ever removes times, and what it keeps is exactly what the per-pair buffer allows", () => {
    fc.assert(
      fc.property(
        time,
        fc.constantFrom(60, 120),
        drive,
        fc.constantFrom(30, 60, 90),
        (start, length, minutes, duration) => {
          const endMinutes = Number(start.slice(0, 2)) * 60 + Number(start.slice(3)) + length;
          const end = `${String(Math.floor(endMinutes / 60) % 24).padStart(2, "0")}:${String(endMinutes % 60).padStart(2, "0")}`;
          const bookings = [gig(start, end, "LS1 1AA")];
          const travel: SlotTravel = { postcode: "M1 1AA", driveMinutes: () => minutes };
          const plain = availableArrivalTimes({ eventDate: DATE, durationMinutes: duration, bookings, now: NOW });
          const withTravel = availableArrivalTimes({
            eventDate: DATE,
            durationMinutes: duration,
            bookings,
            now: NOW,
            travel,
          });
          expect(withTravel.every((t) => plain.includes(t))).toBe(true);
          const buffer = bufferMinutes(minutes);
          const bStart = Number(start.slice(0, 2)) * 60 + Number(start.slice(3));
          for (const t of plain) {
            const s = Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
            const fits = s >= endMinutes + buffer || s + duration + buffer <= bStart - buffer;
            expect(withTravel.includes(t)).toBe(fits);
            // the single-time check agrees with the list
            const conflict = findConflict(
              { eventDate: DATE, startTime: t, durationMinutes: duration },
              bookings,
              travel,
            );
            expect(conflict === null).toBe(fits);
          }
        },
      ),
    );
  });

  it("property: the fee is never below the minimum, grows with the miles, and is whole pence", () => {
    const settings = fc.record({
      freeMiles: fc.integer({ min: 0, max: 100 }),
      pencePerMile: fc.integer({ min: 0, max: 500 }),
      minimumPence: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(
        settings,
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (s, miles, more) => {
          const fee = distanceTravelFeePence(miles, s);
          expect(Number.isInteger(fee)).toBe(true);
          expect(fee).toBeGreaterThanOrEqual(s.minimumPence);
          expect(distanceTravelFeePence(miles + more, s)).toBeGreaterThanOrEqual(fee);
          if (wholeMiles(miles) <= s.freeMiles) expect(fee).toBe(s.minimumPence);
          else expect(fee).toBe(Math.max(s.minimumPence, (wholeMiles(miles) - s.freeMiles) * s.pencePerMile));
        },
      ),
    );
  });
});
