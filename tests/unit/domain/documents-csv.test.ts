import { toCsv } from "@/lib/domain/csv";
import { DOCUMENT_CSV_COLUMNS, type DocumentCsvRow } from "@/lib/domain/documents-csv";

const row = (over: Partial<DocumentCsvRow> = {}): DocumentCsvRow => ({
  number: "SAM-2027-0001",
  kind: "invoice",
  issuedOn: "2027-01-05",
  customer: "Ada Lovelace",
  customerEmail: "ada@example.com",
  netPence: 22917,
  vatPence: 4583,
  grossPence: 27500,
  bookingId: 7,
  barUserId: null,
  creditsNumber: null,
  ...over,
});

describe("the documents export", () => {
  it("one record a document: the accountant's columns, pounds, credit notes negative", () => {
    const csv = toCsv(DOCUMENT_CSV_COLUMNS, [
      row(),
      row({
        number: "SAM-2027-0002",
        kind: "credit-note",
        netPence: -22917,
        vatPence: -4583,
        grossPence: -27500,
        creditsNumber: "SAM-2027-0001",
      }),
      row({
        number: "SAM-2027-0003",
        kind: "receipt",
        bookingId: null,
        barUserId: 4,
        vatPence: 0,
        netPence: 2500,
        grossPence: 2500,
      }),
    ]);
    expect(csv.split("\r\n")).toEqual([
      "\uFEFFnumber,kind,date,customer,customerEmail,net,vat,gross,bookingReference,credits",
      "SAM-2027-0001,invoice,2027-01-05,Ada Lovelace,ada@example.com,229.17,45.83,275.00,booking #7,",
      "SAM-2027-0002,credit-note,2027-01-05,Ada Lovelace,ada@example.com,-229.17,-45.83,-275.00,booking #7,SAM-2027-0001",
      "SAM-2027-0003,receipt,2027-01-05,Ada Lovelace,ada@example.com,25.00,0.00,25.00,bar registration #4,",
      "",
    ]);
  });

  it("a customer's name cannot become a formula, and commas stay in their cell", () => {
    const csv = toCsv(DOCUMENT_CSV_COLUMNS, [
      row({ customer: '=HYPERLINK("https://evil.example","x")' }),
      row({ customer: "Smith, Jo" }),
    ]);
    const lines = csv.split("\r\n");
    expect(lines[1]).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    expect(lines[2]).toContain(`"Smith, Jo"`);
  });
});
