import { TZDate } from "@date-fns/tz";
import { LONDON_TIME_ZONE } from "./constants";

/**
 * Reading iCalendar text (RFC 5545) as far as busy times need: the VEVENTs' properties, their date
 * values in whichever zone they name, and durations. Pure: the sync (lib/server/calendars) fetches.
 */

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** One VEVENT: its properties by upper-case name, each name's values in order (EXDATE may repeat). */
export type IcsEvent = Map<string, IcsProperty[]>;

/** Whether a body is an iCalendar object at all (not an HTML login page or a JSON error). */
export function looksLikeICalendar(text: string): boolean {
  return /^\uFEFF?\s*BEGIN:VCALENDAR\b/i.test(text);
}

/** Lines unfolded: a line starting with a space or tab continues the previous one. */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n|\r/g, "\n")
    .replace(/\n[ \t]/g, "")
    .split("\n");
}

/** `NAME;P=V;Q="a:b":value`: a colon inside a quoted parameter value does not end the parameters. */
export function parseProperty(line: string): IcsProperty | null {
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === ":" && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) return null;
  const head = line.slice(0, colon).split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const name = head[0]?.trim().toUpperCase();
  if (!name) return null;
  const params: Record<string, string> = {};
  for (const part of head.slice(1)) {
    const eq = part.indexOf("=");
    if (eq > 0) params[part.slice(0, eq).trim().toUpperCase()] = part.slice(eq + 1).replace(/^"|"$/g, "");
  }
  return { name, params, value: line.slice(colon + 1) };
}

/** TEXT values: \n, \, \; and \\ unescaped. */
export function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_, ch: string) => (ch === "n" || ch === "N" ? "\n" : ch));
}

/** Every VEVENT of the text (alarms and other nested components inside an event are skipped). */
export function parseEvents(text: string): IcsEvent[] {
  const events: IcsEvent[] = [];
  let current: IcsEvent | null = null;
  let nested = 0;
  for (const line of unfold(text)) {
    const prop = parseProperty(line);
    if (!prop) continue;
    const value = prop.value.trim().toUpperCase();
    if (prop.name === "BEGIN") {
      if (value === "VEVENT" && !current) current = new Map();
      else if (current) nested++;
      continue;
    }
    if (prop.name === "END") {
      if (current && nested > 0) nested--;
      else if (current && value === "VEVENT") {
        events.push(current);
        current = null;
      }
      continue;
    }
    if (current && nested === 0) current.set(prop.name, [...(current.get(prop.name) ?? []), prop]);
  }
  return events;
}

/** Zone names Outlook and Exchange write instead of IANA ones (the ones a Scottish diary meets). */
const WINDOWS_ZONES: Record<string, string> = {
  "GMT Standard Time": "Europe/London",
  "Greenwich Standard Time": "Atlantic/Reykjavik",
  "W. Europe Standard Time": "Europe/Berlin",
  "Romance Standard Time": "Europe/Paris",
  "Central Europe Standard Time": "Europe/Budapest",
  "Central European Standard Time": "Europe/Warsaw",
  "E. Europe Standard Time": "Europe/Chisinau",
  "FLE Standard Time": "Europe/Kiev",
  "GTB Standard Time": "Europe/Bucharest",
  "Eastern Standard Time": "America/New_York",
  "Central Standard Time": "America/Chicago",
  "Mountain Standard Time": "America/Denver",
  "Pacific Standard Time": "America/Los_Angeles",
  UTC: "UTC",
  "Coordinated Universal Time": "UTC",
};

function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * An IANA zone for a TZID: itself, the tail of a prefixed one ("/mozilla.org/…/Europe/London"), a
 * Windows name, else London (the business's zone: a name nobody knows is most likely a local one).
 */
export function resolveZone(tzid: string | undefined): string {
  if (!tzid) return LONDON_TIME_ZONE;
  const name = tzid.trim();
  if (WINDOWS_ZONES[name]) return WINDOWS_ZONES[name];
  if (knownZone(name)) return name;
  const tail = name.match(/([A-Za-z_]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?)$/)?.[1];
  return tail && knownZone(tail) ? tail : LONDON_TIME_ZONE;
}

/** A date value: a whole day ("2026-11-28"), or a wall-clock time in a zone (UTC for `Z` values). */
export type IcsTime =
  | { allDay: true; date: string }
  | { allDay: false; date: string; hour: number; minute: number; second: number; zone: string };

/** DATE or DATE-TIME (`Z`: UTC; TZID: that zone; neither, "floating": London's wall clock). */
export function parseIcsTime(value: string, params: Record<string, string> = {}): IcsTime | null {
  const v = value.trim();
  const day = v.match(/^(\d{4})(\d{2})(\d{2})$/);
  if (day) return { allDay: true, date: `${day[1]}-${day[2]}-${day[3]}` };
  const m = v.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/i);
  if (!m) return null;
  const zone = m[7] ? "UTC" : resolveZone(params.TZID);
  return {
    allDay: false,
    date: `${m[1]}-${m[2]}-${m[3]}`,
    hour: Number(m[4]),
    minute: Number(m[5]),
    second: Number(m[6]),
    zone,
  };
}

/** The instant of a time (an all-day date: London's midnight starting it). */
export function instantOf(time: IcsTime): Date {
  const [y, mo, d] = time.date.split("-").map(Number) as [number, number, number];
  if (time.allDay) return new Date(new TZDate(y, mo - 1, d, 0, 0, 0, LONDON_TIME_ZONE).getTime());
  return new Date(new TZDate(y, mo - 1, d, time.hour, time.minute, time.second, time.zone).getTime());
}

/** A DURATION (`P1W`, `PT1H30M`, `-P1D`) in milliseconds, or null; days count as 24 hours. */
export function parseDuration(value: string): number | null {
  const m = value.trim().match(/^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i);
  if (!m) return null;
  const [, sign, w, d, h, mi, s] = m;
  const ms =
    ((Number(w ?? 0) * 7 + Number(d ?? 0)) * 86_400 + Number(h ?? 0) * 3600 + Number(mi ?? 0) * 60 + Number(s ?? 0)) *
    1000;
  return sign === "-" ? -ms : ms;
}
