/**
 * Phone numbers for texts. Only UK mobiles can take a text from this business: a number is read
 * the way people write it ("07911 123456", "+44 7911 123456", "0044…", "447911…"), stored in
 * E.164 (+447911123456), and judged by its UK range rather than by libphonenumber's list of
 * allocated blocks, because Ofcom keeps 07700 900000–900999 for drama and tests (never a real
 * phone, so libphonenumber calls it invalid) and those must behave exactly as a mobile does.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** UK mobile ranges after the leading 0: 071–075, 07624 (Isle of Man), 077–079. 070 (personal) and 076 (pagers) are not. */
const UK_MOBILE = /^7(?:[1-5]\d{8}|624\d{6}|[7-9]\d{8})$/;
/** Ofcom's drama range, 07700 900000–900999, inside 077 but listed for clarity and its own test. */
const DRAMA_RANGE = /^7700900\d{3}$/;

/** The number in E.164 when it reads as a phone number at all (UK by default), else null. */
export function toE164(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/\d/.test(trimmed) || /[a-z]/i.test(trimmed.replace(/^tel:/i, ""))) return null;
  // "447911123456" and "00447911123456": the country code without the plus.
  const compact = trimmed.replace(/[\s().-]/g, "");
  const withPlus = /^00\d/.test(compact)
    ? `+${compact.slice(2)}`
    : /^44\d{10}$/.test(compact)
      ? `+${compact}`
      : compact;
  const parsed = parsePhoneNumberFromString(withPlus, "GB");
  if (!parsed) return null;
  const e164 = parsed.number;
  if (!/^\+\d{8,15}$/.test(e164)) return null;
  return e164;
}

/** Whether an E.164 number is a UK mobile (the drama range included). */
export function isUkMobileE164(e164: string): boolean {
  if (!e164.startsWith("+44")) return false;
  const national = e164.slice(3);
  return UK_MOBILE.test(national) || DRAMA_RANGE.test(national);
}

/** The number a text goes to, in E.164, or null when it cannot take one. */
export function textableNumber(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const e164 = toE164(raw);
  return e164 && isUkMobileE164(e164) ? e164 : null;
}
