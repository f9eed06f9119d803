// travelLine (lib/domain/travel.ts): the one price of travel for every path. Flat, distance, a
// partner bar, no drive and the formula's edges; and the line as a booking stores it.
import fc from "fast-check";
import { TRAVEL_FEE_PENCE } from "@/lib/domain/constants";
import { parseSelectedServices, storedTravelLine } from "@/lib/domain/selected-services";
import { DEFAULT_TRAVEL_SETTINGS } from "@/lib/domain/travel";
import { FLAT_TRAVEL_CHARGE, travelLine, type TravelCharge } from "@/lib/domain/travel-fee";

const distance: TravelCharge = { mode: "distance", freeMiles: 10, pencePerMile: 45, minimumPence: 2500 };
const drive = (miles: number) => ({ miles });

describe("travelLine", () => {
  it("flat mode: the specification's £25 as 'Travel fee', whatever the drive (or none)", () => {
    const flat = { kind: "flat", label: "Travel fee", pricePence: TRAVEL_FEE_PENCE, miles: null };
    expect(TRAVEL_FEE_PENCE).toBe(2500);
    expect(travelLine({ charge: FLAT_TRAVEL_CHARGE, drive: null, isPartnerVenue: false })).toEqual(flat);
    expect(travelLine({ charge: FLAT_TRAVEL_CHARGE, drive: drive(300), isPartnerVenue: false })).toEqual(flat);
    // the magician's settings in flat mode price the same
    expect(travelLine({ charge: DEFAULT_TRAVEL_SETTINGS, drive: drive(47), isPartnerVenue: false })).toEqual(flat);
  });

  it("distance mode: max(minimum, (whole miles − free) × rate), labelled with the miles", () => {
    expect(travelLine({ charge: distance, drive: drive(146), isPartnerVenue: false })).toEqual({
      kind: "distance",
      label: "Travel (146 miles)",
      pricePence: 136 * 45,
      miles: 146,
    });
    // a fraction of a mile is charged as a mile
    expect(travelLine({ charge: distance, drive: drive(145.2), isPartnerVenue: false })).toMatchObject({
      label: "Travel (146 miles)",
      pricePence: 136 * 45,
      miles: 146,
    });
  });

  it("distance boundaries: within the free miles the minimum; one mile is 'mile'", () => {
    const at = (miles: number) => travelLine({ charge: distance, drive: drive(miles), isPartnerVenue: false })!;
    expect(at(0)).toMatchObject({ pricePence: 2500, label: "Travel (0 miles)" });
    expect(at(1)).toMatchObject({ pricePence: 2500, label: "Travel (1 mile)" });
    expect(at(10)).toMatchObject({ pricePence: 2500, miles: 10 });
    // 11 miles: 1 chargeable mile at 45p is below the minimum
    expect(at(11).pricePence).toBe(2500);
    // the formula passes the minimum at 10 + ceil(2500 / 45) = 66 miles
    expect(at(65).pricePence).toBe(2500);
    expect(at(66).pricePence).toBe(56 * 45);
    expect(at(10.000001).miles).toBe(11);
  });

  it("distance mode without a drive has nothing to price it by: no line (the venue is refused)", () => {
    expect(travelLine({ charge: distance, drive: null, isPartnerVenue: false })).toBeNull();
  });

  it("a partner bar pays no travel in either mode, with or without a drive", () => {
    for (const charge of [FLAT_TRAVEL_CHARGE, distance])
      for (const d of [null, drive(5), drive(300)])
        expect(travelLine({ charge, drive: d, isPartnerVenue: true })).toBeNull();
  });

  it("property: a line is whole pence, never below the minimum by distance, and stored it reads back the same", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.boolean(), (miles, byDistance) => {
        const line = travelLine({
          charge: byDistance ? distance : FLAT_TRAVEL_CHARGE,
          drive: drive(miles),
          isPartnerVenue: false,
        })!;
        expect(Number.isInteger(line.pricePence)).toBe(true);
        expect(line.pricePence).toBeGreaterThanOrEqual(2500);
        const [read] = parseSelectedServices([storedTravelLine(line)]);
        expect(read).toEqual({ id: 0, title: line.label, pricePence: line.pricePence, travel: true });
      }),
    );
  });
});

describe("storedTravelLine", () => {
  it("stores the flat fee exactly like the distance fee: { id: 0, title, price in pounds, kind: 'travel' }", () => {
    const flat = travelLine({ charge: FLAT_TRAVEL_CHARGE, drive: null, isPartnerVenue: false })!;
    expect(storedTravelLine(flat)).toEqual({ id: 0, title: "Travel fee", price: 25, kind: "travel" });
    const far = travelLine({ charge: distance, drive: drive(146), isPartnerVenue: false })!;
    expect(storedTravelLine(far)).toEqual({ id: 0, title: "Travel (146 miles)", price: 61.2, kind: "travel" });
  });
});
