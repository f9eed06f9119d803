/**
 * The magician's Insights tab: the window the figures cover and the list of its months (pure).
 * The SQL that computes the figures is lib/server/admin/insights.ts.
 *
 * Window: the 12 months ending with the current London month (this month and the 11 before it)
 * and the 6 months after it, 18 months in all; the API also answers a range the caller names
 * (`?from=yyyy-MM&to=yyyy-MM`, at most INSIGHTS_MAX_SPAN months). Months are 'yyyy-MM'; a booking belongs to the
 * month of its London event date (eventDate is 'yyyy-MM-dd'), a lead to the London month of its
 * createdAt.
 *
 * Definitions (also in docs/reference.md, "Insights"):
 *  - bookings  = counted bookings: listed and not withdrawn (pending, confirmed, completed; the
 *                payment not cancelled) with the event date in the month;
 *  - revenue   = sum(paidPence − refundedPence) over listed bookings in the month (pending,
 *                confirmed, completed, cancelled, refunded: a cancelled booking's kept money counts;
 *                holds awaiting payment and expired holds do not);
 *  - refunded  = sum(refundedPence) over the same listed bookings;
 *  - leads     = leads created in the month;
 *  - converted = those leads that have a listed booking (an unpaid hold is not a booking yet);
 *  - byEventType / byVenue: bookings and revenue as above over the whole window, per event type and
 *    per venue ("partner": a partner bar's booking, barId set; "own": every other);
 *  - commissionByBar: sum(barCommissionPence) of the counted bookings of each partner bar in the window.
 * Money is in pounds, as numbers with at most 2 decimals.
 */
import type { IsoDate } from "./dates";

/**
 * What each money figure counts, said beside it wherever it is shown. The dashboard's Total Revenue
 * (the specification's: the full price of confirmed bookings) and Insights' revenue (money kept)
 * are two different figures, and are named so: "booked value" and "money kept".
 */
export const MONEY_FIGURE_CAPTIONS = {
  /** the dashboard's Total Revenue (lib/server/admin/dashboard.ts) */
  bookedValue: "Booked value: the full price of confirmed bookings, paid yet or not.",
  /** Insights' revenue: paid less refunded */
  moneyKept: "Money kept: payments received less refunds, including what cancelled bookings kept.",
  refunded: "Refunded: money paid back to customers.",
  commission: "Bar commission of the bookings that still stand (not cancelled or refunded).",
} as const;

/** The column and series name of Insights' revenue: money kept, never "revenue" alone. */
export const MONEY_KEPT_LABEL = "Money kept";

export const INSIGHTS_MONTHS_BACK = 11;
export const INSIGHTS_MONTHS_AHEAD = 6;

export type YearMonth = string;

export interface InsightsMonth {
  month: YearMonth;
  bookings: number;
  revenue: number;
  refunded: number;
  leads: number;
  converted: number;
}

export interface InsightsEventType {
  eventType: string;
  bookings: number;
  revenue: number;
}

export type Venue = "partner" | "own";

export interface InsightsVenue {
  venue: Venue;
  bookings: number;
  revenue: number;
}

export interface InsightsBarCommission {
  barId: number;
  barName: string;
  bookings: number;
  commission: number;
}

export interface Insights {
  months: InsightsMonth[];
  byEventType: InsightsEventType[];
  byVenue: InsightsVenue[];
  commissionByBar: InsightsBarCommission[];
}

export const VENUES: readonly Venue[] = ["partner", "own"];

const YEAR_MONTH_RE = /^(\d{4})-(\d{2})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** The month `count` months after `month` (negative: before), across year ends. */
export function addMonths(month: YearMonth, count: number): YearMonth {
  const index = monthIndex(month) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

export interface InsightsWindow {
  /** first and last month, inclusive */
  firstMonth: YearMonth;
  lastMonth: YearMonth;
  /** every month from first to last, in order (18) */
  months: YearMonth[];
  /** first day of the first month, inclusive ('yyyy-MM-dd') */
  fromDate: IsoDate;
  /** first day of the month after the last, exclusive ('yyyy-MM-dd') */
  untilDate: IsoDate;
}

/** How many months the default window holds (18). */
export const INSIGHTS_DEFAULT_SPAN = INSIGHTS_MONTHS_BACK + INSIGHTS_MONTHS_AHEAD + 1;
/** The longest range GET /api/admin/insights?from&to answers (five years), so the answer stays small. */
export const INSIGHTS_MAX_SPAN = 60;

/** How many months from `first` to `last`, both included (0 or less when `last` is before `first`). */
export function monthSpan(first: YearMonth, last: YearMonth): number {
  return monthIndex(last) - monthIndex(first) + 1;
}

function monthIndex(month: YearMonth): number {
  const match = YEAR_MONTH_RE.exec(month);
  if (!match) throw new Error(`Not a yyyy-MM month: ${month}`);
  return Number(match[1]) * 12 + (Number(match[2]) - 1);
}

/** Every month from `firstMonth` to `lastMonth`, both included, with the event dates they cover. */
export function monthsWindow(firstMonth: YearMonth, lastMonth: YearMonth): InsightsWindow {
  const months = Array.from({ length: Math.max(0, monthSpan(firstMonth, lastMonth)) }, (_, i) =>
    addMonths(firstMonth, i),
  );
  return { firstMonth, lastMonth, months, fromDate: `${firstMonth}-01`, untilDate: `${addMonths(lastMonth, 1)}-01` };
}

/** The window of the Insights tab for a London `today` ('yyyy-MM-dd'): the last 12 months and the next 6. */
export function insightsWindow(today: IsoDate): InsightsWindow {
  const current = today.slice(0, 7);
  return monthsWindow(addMonths(current, -INSIGHTS_MONTHS_BACK), addMonths(current, INSIGHTS_MONTHS_AHEAD));
}

/**
 * The window for GET /api/admin/insights?from&to (months 'yyyy-MM', both included, each optional,
 * already validated): neither → the default window; one end alone → the 18 months from or to it.
 */
export function requestedWindow(today: IsoDate, range: { from?: YearMonth; to?: YearMonth }): InsightsWindow {
  const { from, to } = range;
  if (from && to) return monthsWindow(from, to);
  if (from) return monthsWindow(from, addMonths(from, INSIGHTS_DEFAULT_SPAN - 1));
  if (to) return monthsWindow(addMonths(to, -(INSIGHTS_DEFAULT_SPAN - 1)), to);
  return insightsWindow(today);
}

/** Pounds as a number with at most 2 decimals (from a SQL numeric's text, a number or null). */
export function toPounds(value: string | number | null | undefined): number {
  const n = Number(value ?? 0);
  if (!Number.isFinite(n)) return 0;
  return Math.round(n * 100) / 100 || 0;
}

/** One row per month of `months`, in order: the months the database had no row for are zeros. */
export function fillMonths(months: readonly YearMonth[], rows: readonly Partial<InsightsMonth>[]): InsightsMonth[] {
  const byMonth = new Map(rows.filter((r) => r.month).map((r) => [r.month as YearMonth, r]));
  return months.map((month) => {
    const row = byMonth.get(month) ?? {};
    return {
      month,
      bookings: row.bookings ?? 0,
      revenue: toPounds(row.revenue),
      refunded: toPounds(row.refunded),
      leads: row.leads ?? 0,
      converted: row.converted ?? 0,
    };
  });
}

/** Both venues, in a fixed order, zeros where there was nothing. */
export function fillVenues(rows: readonly InsightsVenue[]): InsightsVenue[] {
  return VENUES.map((venue) => {
    const row = rows.find((r) => r.venue === venue);
    return { venue, bookings: row?.bookings ?? 0, revenue: toPounds(row?.revenue) };
  });
}

/** 'Mar 2027' for '2027-03' (chart axes and table rows). */
export function monthLabel(month: YearMonth): string {
  const match = YEAR_MONTH_RE.exec(month);
  if (!match) return month;
  const names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${names[Number(match[2]) - 1]} ${match[1]}`;
}
