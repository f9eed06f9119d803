/**
 * Texts to clients: how long a text is in segments, what it says around the caller's words, when
 * it may go (never at night), and what a client's reply means. Pure: the queue (lib/server/sms)
 * decides with these.
 *
 * A text is billed and delivered in segments. In GSM-7 (the default alphabet) one text holds 160
 * characters, and a long one is cut into segments of 153 (each carries a header); a character of
 * the extension table (€ [ ] { } \ ^ ~ | and form feed) takes two. One character outside GSM-7 (an
 * emoji, a curly quote, "ł") turns the whole text into UCS-2: 70 UTF-16 units alone, 67 per
 * segment, and a surrogate pair never split. Texts here keep to two segments.
 */
import { addDays, londonDateTime, londonParts } from "./dates";

export const TEXT_KINDS = ["booking-confirmed", "reminder", "balance-due", "review-request", "on-my-way"] as const;
export type TextKindName = (typeof TEXT_KINDS)[number];

/** What each kind is called in the magician's settings. */
export const TEXT_KIND_LABELS: Record<TextKindName, string> = {
  "booking-confirmed": "Booking confirmed",
  reminder: "Reminder the day before",
  "balance-due": "Balance due",
  "review-request": "Review request",
  "on-my-way": "On my way",
};

export const MAX_SEGMENTS = 2;

// The GSM 03.38 basic character set (ESC excluded: it only introduces the extension table).
const GSM_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
const GSM_EXTENSION = new Set("^{}\\[~]|€\f");

export type TextEncoding = "GSM-7" | "UCS-2";

export interface SegmentCount {
  encoding: TextEncoding;
  segments: number;
  /** septets (GSM-7) or UTF-16 units (UCS-2) */
  units: number;
}

/** Whether every character is in GSM-7 (the basic set or its extension table). */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM_BASIC.has(ch) && !GSM_EXTENSION.has(ch)) return false;
  return true;
}

/**
 * How many segments a text takes. Long texts are filled segment by segment, so a two-septet
 * character or a surrogate pair that would straddle a boundary starts the next segment.
 */
export function countSegments(text: string): SegmentCount {
  const gsm = isGsm7(text);
  const sizes = [...text].map((ch) => (gsm ? (GSM_EXTENSION.has(ch) ? 2 : 1) : ch.length));
  const units = sizes.reduce((sum, n) => sum + n, 0);
  const single = gsm ? 160 : 70;
  const perSegment = gsm ? 153 : 67;
  if (units === 0) return { encoding: gsm ? "GSM-7" : "UCS-2", segments: 1, units: 0 };
  if (units <= single) return { encoding: gsm ? "GSM-7" : "UCS-2", segments: 1, units };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > perSegment) {
      segments++;
      used = 0;
    }
    used += size;
  }
  return { encoding: gsm ? "GSM-7" : "UCS-2", segments, units };
}

/** Typography that needlessly forces UCS-2 (smart quotes, dashes, the ellipsis, odd spaces), made plain. */
export function plainTypography(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[\u00A0\u2007\u202F\u2009]/g, " ");
}

export const OPT_OUT_LINE = "Reply STOP to opt out.";

export interface ComposedText {
  text: string;
  segments: SegmentCount;
  /** true when the caller's words were shortened to fit */
  shortened: boolean;
}

/**
 * The text as sent: the business name first (so the client knows who it is from), the caller's
 * words, the booking page's link where given, and how to opt out. The words are shortened (with
 * "...") to keep the whole within two segments; the name, link and opt-out line never are.
 */
export function composeText(input: { business: string; body: string; link?: string | null }): ComposedText {
  const business = plainTypography(input.business).trim();
  const body = plainTypography(input.body).trim().replace(/\s+/g, " ");
  const tail = `${input.link ? ` ${input.link}` : ""} ${OPT_OUT_LINE}`;
  // Words that already open with the business name ("… is on the way") are not prefixed with it again.
  const named = body === business || body.startsWith(`${business} `);
  const build = (words: string) => `${named ? "" : `${business}: `}${words}${tail}`;
  const whole = build(body);
  const fits = (text: string) => countSegments(text).segments <= MAX_SEGMENTS;
  if (fits(whole)) return { text: whole, segments: countSegments(whole), shortened: false };
  const chars = [...body];
  let low = 0;
  let high = chars.length;
  // The longest prefix of the words that fits with "..." after it.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(build(`${chars.slice(0, mid).join("").trimEnd()}...`))) low = mid;
    else high = mid - 1;
  }
  const text = build(`${chars.slice(0, low).join("").trimEnd()}...`);
  return { text, segments: countSegments(text), shortened: true };
}

/** Quiet hours, London time: nothing is sent from 21:00 until 08:00 (the one exception is "on my way"). */
export const QUIET_FROM_MINUTES = 21 * 60;
export const QUIET_UNTIL_MINUTES = 8 * 60;

/** When a text of this kind queued at `now` may go: now, or 08:00 London after a night's quiet hours. */
export function sendAfterFor(kind: TextKindName, now: Date): Date {
  if (kind === "on-my-way") return now;
  const { date, minutes } = londonParts(now);
  if (minutes >= QUIET_FROM_MINUTES) return londonDateTime(addDays(date, 1), "08:00");
  if (minutes < QUIET_UNTIL_MINUTES) return londonDateTime(date, "08:00");
  return now;
}

/** Twilio's own opt-out, opt-in and help keywords: it answers them itself, the business only records the change. */
export const OPT_OUT_WORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"] as const;
export const OPT_IN_WORDS = ["START", "YES", "UNSTOP"] as const;
export const HELP_WORDS = ["HELP", "INFO"] as const;

export type ReplyMeaning = "opt-out" | "opt-in" | "help" | "other";

/** What a reply means: a keyword counts only as the whole message (case, spaces and a final full stop aside). */
export function replyMeaning(body: string): ReplyMeaning {
  const word = body
    .trim()
    .replace(/[.!]+$/, "")
    .toUpperCase();
  if ((OPT_OUT_WORDS as readonly string[]).includes(word)) return "opt-out";
  if ((OPT_IN_WORDS as readonly string[]).includes(word)) return "opt-in";
  if ((HELP_WORDS as readonly string[]).includes(word)) return "help";
  return "other";
}

/** Back-off after the n-th failed attempt to send: 1, 4, 9, … minutes, at most an hour. */
export function textRetryDelayMs(attempts: number): number {
  return Math.min(attempts * attempts, 60) * 60_000;
}

export const MAX_TEXT_ATTEMPTS = 6;
