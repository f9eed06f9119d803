/**
 * Money helpers. All computation is done in integer pence, and the database stores pence; pounds
 * only appear at the edges (client payloads, JSON answers, display, the drinks' decimal prices).
 */
import { PRICE_TOLERANCE_PENCE } from "./constants";

/** Converts pounds (e.g. 12.5) to integer pence (1250), rounding to the nearest penny. */
export function poundsToPence(pounds: number): number {
  if (!Number.isFinite(pounds)) throw new RangeError(`Invalid amount: ${pounds}`);
  // toFixed(6) removes binary noise such as 1.005 * 100 = 100.49999999999999
  return Math.round(Number((pounds * 100).toFixed(6)));
}

/** Converts integer pence to pounds (1250 -> 12.5). */
export function penceToPounds(pence: number): number {
  return Math.round(pence) / 100;
}

/** A booking's money columns (integer pence) and the fields its JSON has always carried them in (pounds). */
export const BOOKING_MONEY_IN_POUNDS = {
  totalPence: "totalAmount",
  paidPence: "paidAmount",
  refundedPence: "refundedAmount",
  barCommissionPence: "barCommission",
} as const;

type BookingPenceKey = keyof typeof BOOKING_MONEY_IN_POUNDS;

/** T with its pence columns renamed to the pounds fields (numbers). */
export type WithBookingMoneyInPounds<T> = Omit<T, BookingPenceKey> & {
  [K in BookingPenceKey & keyof T as (typeof BOOKING_MONEY_IN_POUNDS)[K]]: number;
};

/**
 * A booking as JSON answers carry it: every pence column present becomes its pounds field
 * (totalPence 27500 -> totalAmount 275), in the same place; everything else is kept as it is.
 */
export function bookingMoneyInPounds<T extends object>(booking: T): WithBookingMoneyInPounds<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(booking)) {
    const pounds = BOOKING_MONEY_IN_POUNDS[key as BookingPenceKey] as string | undefined;
    if (pounds === undefined) out[key] = value;
    else out[pounds] = typeof value === "number" ? penceToPounds(value) : value;
  }
  return out as WithBookingMoneyInPounds<T>;
}

/** Pence as a decimal(10,2) string, e.g. 1250 -> "12.50". */
export function penceToDecimalString(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Formats pence as British pounds: 123450 -> "£1,234.50", -500 -> "-£5.00". */
export function formatGBP(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(Math.round(pence));
  const pounds = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, "0")}`;
}

/** Formats whole pounds without decimals: 125 -> "£125". */
export function formatWholePounds(pounds: number): string {
  const rounded = Math.round(pounds);
  const sign = rounded < 0 ? "-" : "";
  return `${sign}£${Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/**
 * True when a client-supplied amount in pounds matches the server's amount
 * in pence within a tolerance of £0.01 (rounding on either side).
 */
export function withinTolerance(clientPounds: number, serverPence: number): boolean {
  if (!Number.isFinite(clientPounds)) return false;
  return Math.abs(poundsToPence(clientPounds) - serverPence) <= PRICE_TOLERANCE_PENCE;
}
