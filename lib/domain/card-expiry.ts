import type { IsoDate } from "./dates";

/**
 * What is wrong with a card expiry as typed (`MM / YY`): "invalid" unless a month 01–12 and a
 * two-digit year; "expired" once the month has ended (a card is good to the end of its expiry
 * month, by `today`); else null.
 */
export function cardExpiryProblem(value: string, today: IsoDate): "invalid" | "expired" | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return "invalid";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "invalid";
  const [thisYear = 0, thisMonth = 0] = today.split("-").map(Number);
  return year < thisYear || (year === thisYear && month < thisMonth) ? "expired" : null;
}
