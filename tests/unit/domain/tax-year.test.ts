import { toCsv } from "@/lib/domain/csv";
import {
  QUARTER_CSV_COLUMNS,
  currentTaxYear,
  parseTaxYear,
  quarterIndexOf,
  quarterTotals,
  quartersSpan,
  taxQuarters,
  taxYearOf,
} from "@/lib/domain/tax-year";

describe("the tax year, written 2027-28", () => {
  it("parses the year it starts in and the next year's last two digits", () => {
    expect(parseTaxYear("2027-28")).toEqual({
      label: "2027-28",
      startYear: 2027,
      from: "2027-04-06",
      to: "2028-04-05",
    });
    expect(parseTaxYear("2099-00")).toBeNull();
    expect(parseTaxYear("2098-99")).toMatchObject({ from: "2098-04-06", to: "2099-04-05" });
    expect(parseTaxYear("2000-01")).toMatchObject({ startYear: 2000 });
  });

  it.each([
    "",
    "2027",
    "2027-29",
    "2027-27",
    "2027/28",
    "2027-2028",
    " 2027-28",
    "2027-28 ",
    "27-28",
    "1999-00",
    "2027-2",
    "２０２７-28",
    "2027-28\n",
  ])("refuses %j", (value) => {
    expect(parseTaxYear(value)).toBeNull();
  });

  it("refuses what is not a string", () => {
    expect(parseTaxYear(undefined)).toBeNull();
    expect(parseTaxYear(2027)).toBeNull();
    expect(parseTaxYear(["2027-28"])).toBeNull();
  });

  it("places a London date in its tax year: 5 April is the old year's last day, 6 April the new one's first", () => {
    expect(taxYearOf("2028-04-05").label).toBe("2027-28");
    expect(taxYearOf("2028-04-06").label).toBe("2028-29");
    expect(taxYearOf("2028-01-01").label).toBe("2027-28");
    expect(taxYearOf("2027-12-31").label).toBe("2027-28");
  });

  it("today's tax year follows London's date, not UTC's", () => {
    // 23:30 UTC on 5 April 2028 is 00:30 BST on 6 April
    expect(currentTaxYear(new Date("2028-04-05T23:30:00Z")).label).toBe("2028-29");
    expect(currentTaxYear(new Date("2028-04-05T22:59:59Z")).label).toBe("2027-28");
  });
});

describe("the quarters", () => {
  const year = parseTaxYear("2027-28")!;

  it("standard: 6 Apr–5 Jul, 6 Jul–5 Oct, 6 Oct–5 Jan, 6 Jan–5 Apr", () => {
    expect(taxQuarters(year)).toEqual([
      { from: "2027-04-06", to: "2027-07-05" },
      { from: "2027-07-06", to: "2027-10-05" },
      { from: "2027-10-06", to: "2028-01-05" },
      { from: "2028-01-06", to: "2028-04-05" },
    ]);
    expect(quartersSpan(year)).toEqual({ from: "2027-04-06", to: "2028-04-05" });
  });

  it("calendar: 1 Apr–30 Jun, 1 Jul–30 Sep, 1 Oct–31 Dec, 1 Jan–31 Mar", () => {
    expect(taxQuarters(year, "calendar")).toEqual([
      { from: "2027-04-01", to: "2027-06-30" },
      { from: "2027-07-01", to: "2027-09-30" },
      { from: "2027-10-01", to: "2027-12-31" },
      { from: "2028-01-01", to: "2028-03-31" },
    ]);
  });

  it("both ends inclusive", () => {
    const q = taxQuarters(year);
    expect(quarterIndexOf(q, "2027-04-06")).toBe(0);
    expect(quarterIndexOf(q, "2027-07-05")).toBe(0);
    expect(quarterIndexOf(q, "2027-07-06")).toBe(1);
    expect(quarterIndexOf(q, "2028-04-05")).toBe(3);
    expect(quarterIndexOf(q, "2028-04-06")).toBe(-1);
    expect(quarterIndexOf(q, "2027-04-05")).toBe(-1);
  });

  const doc = (iso: string, amountPence: number, vatPence = 0) => ({ issuedAt: new Date(iso), amountPence, vatPence });

  it("a document issued at midnight London time on 6 April (BST) opens the year; one a second earlier is the previous year's", () => {
    const q = taxQuarters(year);
    const totals = quarterTotals(
      q,
      [
        // 00:00 BST on 6 April 2027 is 23:00 UTC on 5 April
        doc("2027-04-05T23:00:00.000Z", 12000, 2000),
        doc("2027-04-05T22:59:59.999Z", 99999, 0),
        // 23:59:59 BST on 5 April 2028 is 22:59:59 UTC: the last moment of the year
        doc("2028-04-05T22:59:59.000Z", 6000, 1000),
        doc("2028-04-05T23:00:00.000Z", 55555, 0),
      ],
      [],
    );
    expect(totals[0]).toMatchObject({ turnoverPence: 10000, vatPence: 2000, documents: 1 });
    expect(totals[3]).toMatchObject({ turnoverPence: 5000, vatPence: 1000, documents: 1 });
    expect(totals.reduce((sum, t) => sum + t.documents, 0)).toBe(2);
  });

  it("GMT boundaries: 5/6 January at midnight London is midnight UTC", () => {
    const q = taxQuarters(year);
    const totals = quarterTotals(q, [doc("2028-01-05T23:59:59.000Z", 100), doc("2028-01-06T00:00:00.000Z", 200)], []);
    expect(totals[2]!.turnoverPence).toBe(100);
    expect(totals[3]!.turnoverPence).toBe(200);
  });

  it("the calendar basis puts 1–5 April in the first quarter", () => {
    const q = taxQuarters(year, "calendar");
    const totals = quarterTotals(
      q,
      [doc("2027-04-01T00:30:00.000+01:00", 300)],
      [{ date: "2027-04-03", allowancePence: 450 }],
    );
    expect(totals[0]).toMatchObject({ turnoverPence: 300, mileageAllowancePence: 450, documents: 1 });
  });

  it("turnover is net of VAT with credit notes subtracted; VAT is theirs; documents counts both", () => {
    const q = taxQuarters(year);
    const totals = quarterTotals(
      q,
      [
        doc("2027-05-01T12:00:00Z", 27500, 4583),
        doc("2027-05-02T12:00:00Z", -27500, -4583),
        doc("2027-05-03T12:00:00Z", 12000, 2000),
      ],
      [
        { date: "2027-05-01", allowancePence: 2700 },
        { date: "2027-07-06", allowancePence: 900 },
      ],
    );
    expect(totals[0]).toEqual({
      from: "2027-04-06",
      to: "2027-07-05",
      turnoverPence: 10000,
      vatPence: 2000,
      mileageAllowancePence: 2700,
      documents: 3,
    });
    expect(totals[1]!.mileageAllowancePence).toBe(900);
  });

  it("the quarters' CSV: pounds and counts", () => {
    const csv = toCsv(QUARTER_CSV_COLUMNS, [
      {
        from: "2027-04-06",
        to: "2027-07-05",
        turnoverPence: 10000,
        vatPence: 2000,
        mileageAllowancePence: 2700,
        documents: 3,
      },
    ]);
    expect(csv).toBe(
      "\uFEFFfrom,to,turnover,vat,mileageAllowance,documents\r\n2027-04-06,2027-07-05,100.00,20.00,27.00,3\r\n",
    );
  });
});
