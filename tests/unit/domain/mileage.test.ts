import { toCsv } from "@/lib/domain/csv";
import {
  MILEAGE_CSV_COLUMNS,
  allocateAllowance,
  allowancePence,
  dayJourneys,
  orderRows,
  parseJourneyId,
  yearAllowance,
  type GigStop,
} from "@/lib/domain/mileage";

describe("HMRC's approved mileage allowance", () => {
  it("45p a mile up to 10,000 miles, 25p after", () => {
    expect(allowancePence(100, 0)).toBe(4500);
    expect(allowancePence(100, 9_900)).toBe(4500);
    expect(allowancePence(100, 10_000)).toBe(2500);
    // 40 miles at 45p and 60 at 25p
    expect(allowancePence(100, 9_960)).toBe(40 * 45 + 60 * 25);
    expect(allowancePence(0, 12_000)).toBe(0);
  });

  it("splits the journey that crosses 10,000 miles, following the running total in date order", () => {
    const journeys = [
      { date: "2027-04-10", miles: 6_000 },
      { date: "2027-09-01", miles: 3_990 },
      { date: "2027-12-01", miles: 30 },
      { date: "2028-02-01", miles: 100 },
    ];
    const allocated = allocateAllowance(journeys);
    expect(allocated.map((j) => j.allowancePence)).toEqual([6_000 * 45, 3_990 * 45, 10 * 45 + 20 * 25, 100 * 25]);
    const total = allocated.reduce((sum, j) => sum + j.allowancePence, 0);
    expect(yearAllowance(journeys.map((j) => j.miles))).toEqual({ totalMiles: 10_120, allowancePence: total });
    expect(total).toBe(10_000 * 45 + 120 * 25);
  });

  it("starts again at 0 each 6 April", () => {
    const allocated = allocateAllowance([
      { date: "2027-04-06", miles: 10_000 },
      { date: "2028-04-05", miles: 10 },
      { date: "2028-04-06", miles: 10 },
    ]);
    expect(allocated.map((j) => j.allowancePence)).toEqual([450_000, 250, 450]);
  });
});

describe("a day's gigs as journeys", () => {
  const gig = (bookingId: number, postcode: string | null, venue = `Venue ${bookingId}`): GigStop => ({
    bookingId,
    date: "2027-06-12",
    venue,
    postcode,
    eventType: "wedding",
    clientName: "Ada Lovelace",
  });
  const fromHome = (stop: GigStop) =>
    stop.postcode === "EH1 1AA"
      ? { miles: 47, source: "table" as const }
      : stop.postcode
        ? { miles: 16, source: "table" as const }
        : null;
  const between = () => ({ miles: 47, source: "maps" as const });

  it("one gig: home to the venue and back", () => {
    const [j] = dayJourneys([gig(1, "EH1 1AA", "The Caves")], "G12 8QQ", fromHome, between);
    expect(j).toEqual({
      bookingId: 1,
      date: "2027-06-12",
      from: "Home (G12 8QQ)",
      to: "The Caves (EH1 1AA), then home",
      miles: 94,
      milesFrom: "table",
      purpose: "Performance: wedding for Ada Lovelace (booking #1)",
    });
  });

  it("two gigs: home to the first, the first to the second, then home", () => {
    const journeys = dayJourneys([gig(1, "ML1 1AA"), gig(2, "EH1 1AA")], "", fromHome, between);
    expect(journeys.map((j) => [j.from, j.to, j.miles, j.milesFrom])).toEqual([
      ["Home", "Venue 1 (ML1 1AA)", 16, "table"],
      ["Venue 1 (ML1 1AA)", "Venue 2 (EH1 1AA), then home", 47 + 47, "maps"],
    ]);
  });

  it("a drive nobody knows counts 0 miles and says so", () => {
    const [j] = dayJourneys([gig(1, null)], "G12 8QQ", fromHome, between);
    expect(j).toMatchObject({ miles: 0, milesFrom: "unknown" });
  });
});

describe("the log's rows", () => {
  it("ids name where a journey came from", () => {
    expect(parseJourneyId("booking-12")).toEqual({ kind: "booking", id: 12 });
    expect(parseJourneyId("journey-5")).toEqual({ kind: "journey", id: 5 });
    for (const bad of ["booking-0", "journey-", "12", "booking-12x", "trip-1", "journey-01"])
      expect(parseJourneyId(bad)).toBeNull();
  });

  it("in date order, a day's gigs before its journeys entered by hand", () => {
    const rows = orderRows([
      { id: "journey-1", date: "2027-05-02", source: "manual" as const },
      { id: "booking-9", date: "2027-05-02", source: "booking" as const },
      { id: "booking-3", date: "2027-05-01", source: "booking" as const },
    ]);
    expect(rows.map((r) => r.id)).toEqual(["booking-3", "booking-9", "journey-1"]);
  });

  it("the CSV: one record a journey, text neutralised, the allowance in pounds", () => {
    const csv = toCsv(MILEAGE_CSV_COLUMNS, [
      {
        id: "journey-1",
        date: "2027-05-02",
        from: "=HYPERLINK(1)",
        to: "Perth, PH1",
        miles: 62,
        purpose: "Site visit",
        source: "manual",
        milesFrom: "entered",
        allowancePence: 2790,
      },
    ]);
    expect(csv).toBe(
      '\uFEFFdate,from,to,miles,purpose,source,booking,allowance\r\n2027-05-02,\'=HYPERLINK(1),"Perth, PH1",62,Site visit,manual,,27.90\r\n',
    );
  });
});
