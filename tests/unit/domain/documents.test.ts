import { parseSelectedServices, storedTravelLine } from "@/lib/domain/selected-services";
import { FLAT_TRAVEL_CHARGE, travelLine } from "@/lib/domain/travel-fee";
import {
  creditLines,
  documentNumber,
  documentTotals,
  documentYear,
  isUkVatNumber,
  normaliseVatNumber,
  parseDocumentNumber,
  paymentDocumentKind,
  paymentLines,
  priceLines,
  vatOfGross,
} from "@/lib/domain/documents";

describe("documentYear: the London calendar year of the issue", () => {
  it("New Year's Eve late evening in London is still the old year (GMT, no offset)", () => {
    expect(documentYear(new Date("2026-12-31T23:59:59.999Z"))).toBe(2026);
    expect(documentYear(new Date("2027-01-01T00:00:00.000Z"))).toBe(2027);
  });

  it("follows London, not UTC, when they differ (summer time never reaches New Year, but the rule is the zone's)", () => {
    // 23:30 UTC on 31 December is 23:30 in London: 2026; 00:30 London on 1 January is 2027.
    expect(documentYear(new Date("2026-12-31T23:30:00Z"))).toBe(2026);
    expect(documentYear(new Date("2027-01-01T00:30:00Z"))).toBe(2027);
    // midsummer: 23:30 UTC on 30 June is 00:30 on 1 July in London, same year either way
    expect(documentYear(new Date("2027-06-30T23:30:00Z"))).toBe(2027);
  });

  it("does not depend on the process's time zone", () => {
    const instant = new Date("2026-12-31T23:59:00Z");
    expect(documentYear(instant)).toBe(2026);
    expect(documentYear(new Date(instant.getTime() + 60_000))).toBe(2027);
  });
});

describe("document numbers", () => {
  it("SAM-year-sequence, four digits at least", () => {
    expect(documentNumber(2027, 1)).toBe("SAM-2027-0001");
    expect(documentNumber(2027, 42)).toBe("SAM-2027-0042");
    expect(documentNumber(2027, 12345)).toBe("SAM-2027-12345");
  });

  it("parses its own numbers and nothing else", () => {
    expect(parseDocumentNumber("SAM-2027-0001")).toEqual({ year: 2027, sequence: 1 });
    expect(parseDocumentNumber("SAM-2027-12345")).toEqual({ year: 2027, sequence: 12345 });
    for (const bad of ["SAM-2027-001", "SAM-2027-0000", "sam-2027-0001", "SAM-27-0001", "../x", "SAM-2027-0001.pdf"])
      expect(parseDocumentNumber(bad)).toBeNull();
  });
});

describe("VAT per line: gross ÷ 6, rounded to the penny", () => {
  it("exact and rounded cases", () => {
    expect(vatOfGross(12000)).toBe(2000); // £120 = £100 + £20 VAT
    expect(vatOfGross(27500)).toBe(4583); // 4583.33
    expect(vatOfGross(10)).toBe(2); // 1.67
    expect(vatOfGross(3)).toBe(1); // 0.5 rounds up
    expect(vatOfGross(0)).toBe(0);
  });

  it("a negative line (a discount, a credit) is the mirror of its positive", () => {
    expect(vatOfGross(-27500)).toBe(-4583);
    expect(vatOfGross(-3)).toBe(-1);
  });

  it("rounds per line, not on the total", () => {
    // three lines of £0.10: 2p VAT each = 6p, where the total (30p) would give 5p
    const lines = priceLines(
      [
        { description: "a", grossPence: 10 },
        { description: "b", grossPence: 10 },
        { description: "c", grossPence: 10 },
      ],
      true,
    );
    expect(documentTotals(lines)).toEqual({ grossPence: 30, vatPence: 6, netPence: 24 });
    expect(lines[0]).toEqual({ description: "a", grossPence: 10, vatPence: 2, netPence: 8, vatRatePercent: 20 });
  });

  it("no VAT when the seller is not registered", () => {
    const [line] = priceLines([{ description: "Show", grossPence: 25000 }], false);
    expect(line).toEqual({ description: "Show", grossPence: 25000, vatPence: 0, netPence: 25000, vatRatePercent: 0 });
  });
});

describe("what a payment's document lists", () => {
  const booking = {
    reference: "booking #7",
    summary: "Birthday, 4 July 2027, Kelvingrove",
    totalPence: 27500,
    lines: [
      { description: "Close-Up Magic", grossPence: 25000 },
      { description: "Travel", grossPence: 2500 },
    ],
  };

  it("a payment of the whole price lists the booking's lines", () => {
    expect(paymentLines(27500, booking)).toEqual([
      { description: "Close-Up Magic (booking #7)", grossPence: 25000 },
      { description: "Travel (booking #7)", grossPence: 2500 },
    ]);
  });

  it("a deposit or a balance is one line saying what it is part of", () => {
    expect(paymentLines(13750, booking)).toEqual([
      { description: "Part payment towards booking #7: Birthday, 4 July 2027, Kelvingrove", grossPence: 13750 },
    ]);
  });

  it("a flat-fee booking's stored lines (the travel line among them) are listed like a distance one's", () => {
    const stored = [
      { id: 1, title: "Close-Up Magic", price: 250 },
      storedTravelLine(travelLine({ charge: FLAT_TRAVEL_CHARGE, drive: null, isPartnerVenue: false })!),
    ];
    const lines = parseSelectedServices(stored).map((s) => ({ description: s.title, grossPence: s.pricePence }));
    expect(paymentLines(27500, { ...booking, lines })).toEqual([
      { description: "Close-Up Magic (booking #7)", grossPence: 25000 },
      { description: "Travel fee (booking #7)", grossPence: 2500 },
    ]);
  });

  it("lines that do not add up to the price are not listed as if they did", () => {
    expect(paymentLines(27500, { ...booking, lines: [{ description: "Close-Up Magic", grossPence: 25000 }] })).toEqual([
      { description: "Payment for booking #7: Birthday, 4 July 2027, Kelvingrove", grossPence: 27500 },
    ]);
  });
});

describe("credit notes", () => {
  const credited = {
    number: "SAM-2027-0003",
    amountPence: 27500,
    lines: priceLines(
      [
        { description: "Close-Up Magic", grossPence: 25000 },
        { description: "Travel", grossPence: 2500 },
      ],
      true,
    ),
  };

  it("a full refund mirrors the document's lines, so its VAT cancels to the penny", () => {
    const lines = priceLines(creditLines(27500, credited), true);
    expect(documentTotals(lines)).toEqual({
      grossPence: -27500,
      vatPence: -documentTotals(credited.lines).vatPence,
      netPence: -documentTotals(credited.lines).netPence,
    });
  });

  it("a part refund is one negative line naming the document", () => {
    expect(creditLines(5000, credited)).toEqual([{ description: "Refund against SAM-2027-0003", grossPence: -5000 }]);
  });

  it("says why the money went back when the refund has a reason", () => {
    expect(creditLines(5000, credited, " Shorter set agreed ")).toEqual([
      { description: "Refund against SAM-2027-0003 (Shorter set agreed)", grossPence: -5000 },
    ]);
    expect(creditLines(27500, credited, "Event cancelled").map((l) => l.description)).toEqual([
      "Refund (Event cancelled): Close-Up Magic",
      "Refund: Travel",
    ]);
  });
});

describe("VAT numbers and the document's kind", () => {
  it("GB and 9 digits (or 12), spaces allowed when typed", () => {
    expect(isUkVatNumber("GB123456789")).toBe(true);
    expect(isUkVatNumber("gb 123 4567 89")).toBe(true);
    expect(isUkVatNumber("GB123456789012")).toBe(true);
    expect(normaliseVatNumber("gb 123 4567 89")).toBe("GB123456789");
    for (const bad of ["123456789", "GB12345678", "GB1234567890", "FR123456789", "GB12345678A", ""])
      expect(isUkVatNumber(bad)).toBe(false);
  });

  it("a VAT number makes a VAT invoice, none a receipt", () => {
    expect(paymentDocumentKind("GB123456789")).toBe("invoice");
    expect(paymentDocumentKind("")).toBe("receipt");
    expect(paymentDocumentKind(null)).toBe("receipt");
  });
});
