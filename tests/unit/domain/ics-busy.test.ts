import fs from "node:fs";
import path from "node:path";
import { busyOccurrences, busyWindow } from "@/lib/domain/ics-busy";
import { looksLikeICalendar, parseIcsTime, resolveZone } from "@/lib/domain/ics-parse";
import { parseRecurrenceRule, recurrenceDates } from "@/lib/domain/ics-recurrence";

const diary = fs.readFileSync(path.join(__dirname, "../../fixtures/calendars/diary.ics"), "utf8");
const window = busyWindow(new Date("2026-07-01T12:00:00Z"));
const found = busyOccurrences(diary, window);
const iso = (d: Date) => d.toISOString();
const byTitle = (title: string) => found.filter((o) => o.title === title);

describe("busyOccurrences (ICS feeds)", () => {
  it("expands a weekly rule with its EXDATE and its moved instance, keeping 19:00 London across the clock change", () => {
    const rehearsals = found.filter((o) => o.occurrenceKey.startsWith("weekly-rehearsal@tests#"));
    expect(rehearsals.map((o) => [iso(o.startsAt), iso(o.endsAt), o.title])).toEqual([
      ["2026-10-07T18:00:00.000Z", "2026-10-07T20:00:00.000Z", "Rehearsal with the band"],
      // 14 Oct excluded; 21 Oct moved to 22 Oct 15:00
      ["2026-10-22T14:00:00.000Z", "2026-10-22T16:00:00.000Z", "Rehearsal (moved)"],
      // after 25 Oct London is on GMT: 19:00 London is 19:00 UTC
      ["2026-10-28T19:00:00.000Z", "2026-10-28T21:00:00.000Z", "Rehearsal with the band"],
      ["2026-11-04T19:00:00.000Z", "2026-11-04T21:00:00.000Z", "Rehearsal with the band"],
      ["2026-11-11T19:00:00.000Z", "2026-11-11T21:00:00.000Z", "Rehearsal with the band"],
    ]);
    expect(rehearsals[0]).toMatchObject({ allDay: false, postcode: "G3 8AG" });
    expect(rehearsals[0]!.location).toBe("Kelvingrove Art Gallery, Argyle St, Glasgow G3 8AG");
    // the key names the original start, so a moved instance keeps its identity
    expect(rehearsals[1]!.occurrenceKey).toBe("weekly-rehearsal@tests#2026-10-21T18:00:00.000Z");
  });

  it("reads a TZID event across the 25 October 2026 clock change as its real length (5 hours)", () => {
    const [party] = byTitle("Late party across the clock change");
    expect(iso(party!.startsAt)).toBe("2026-10-24T22:00:00.000Z");
    expect(iso(party!.endsAt)).toBe("2026-10-25T03:00:00.000Z");
    expect(party!.postcode).toBe("EH1 1AA");
  });

  it("makes all-day events whole London days (BST midnight in summer), DTEND exclusive, one day by default", () => {
    const [fair] = byTitle("Wedding fair");
    expect([iso(fair!.startsAt), iso(fair!.endsAt), fair!.allDay]).toEqual([
      "2026-12-05T00:00:00.000Z",
      "2026-12-07T00:00:00.000Z",
      true,
    ]);
    const [family] = byTitle("Family day");
    expect([iso(family!.startsAt), iso(family!.endsAt)]).toEqual([
      "2026-07-31T23:00:00.000Z",
      "2026-08-01T23:00:00.000Z",
    ]);
  });

  it("reads floating times as London's wall clock, UTC as UTC, DURATION for the end", () => {
    const [lunch] = byTitle("Floating lunch");
    expect([iso(lunch!.startsAt), iso(lunch!.endsAt)]).toEqual([
      "2026-07-15T13:00:00.000Z",
      "2026-07-15T14:30:00.000Z",
    ]);
    const [call] = byTitle("Call");
    expect([iso(call!.startsAt), iso(call!.endsAt)]).toEqual(["2026-11-12T12:00:00.000Z", "2026-11-12T12:45:00.000Z"]);
  });

  it("leaves out transparent (free) and cancelled events", () => {
    expect(byTitle("Lunch (free)")).toEqual([]);
    expect(byTitle("Called off")).toEqual([]);
    expect(found).toHaveLength(10);
  });

  it("keeps only the window: nothing before it, an endless rule stops at the horizon", () => {
    const later = busyOccurrences(diary, busyWindow(new Date("2026-09-01T00:00:00Z")));
    expect(later.find((o) => o.title === "Floating lunch")).toBeUndefined();
    const endless = [
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "UID:daily",
      "SUMMARY:Every day, a long",
      " er summary folded",
      "DTSTART:20260702T090000Z",
      "DTEND:20260702T100000Z",
      "RRULE:FREQ=DAILY",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const daily = busyOccurrences(endless, window);
    expect(daily[0]!.title).toBe("Every day, a longer summary folded");
    expect(daily.length).toBeGreaterThan(540);
    expect(daily.every((o) => o.startsAt < window.to)).toBe(true);
  });

  it("tells iCalendar from other answers", () => {
    expect(looksLikeICalendar(diary)).toBe(true);
    expect(looksLikeICalendar("\uFEFFBEGIN:VCALENDAR\r\nEND:VCALENDAR")).toBe(true);
    expect(looksLikeICalendar("<!doctype html><title>Sign in</title>")).toBe(false);
  });
});

describe("recurrence rules and zones", () => {
  const all = () => true;
  it("monthly by ordinal weekday, by month day and with COUNT", () => {
    expect(recurrenceDates("2026-01-30", parseRecurrenceRule("FREQ=MONTHLY;BYDAY=-1FR;COUNT=3")!, all)).toEqual([
      "2026-01-30",
      "2026-02-27",
      "2026-03-27",
    ]);
    // the 31st only in months that have one
    expect(recurrenceDates("2026-01-31", parseRecurrenceRule("FREQ=MONTHLY;COUNT=3")!, all)).toEqual([
      "2026-01-31",
      "2026-03-31",
      "2026-05-31",
    ]);
    expect(
      recurrenceDates("2026-11-02", parseRecurrenceRule("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=4")!, all),
    ).toEqual(["2026-11-02", "2026-11-05", "2026-11-16", "2026-11-19"]);
    expect(recurrenceDates("2026-12-25", parseRecurrenceRule("FREQ=YEARLY;COUNT=2")!, all)).toEqual([
      "2026-12-25",
      "2027-12-25",
    ]);
  });

  it("resolves IANA, prefixed and Windows zone names; unknown ones are London's", () => {
    expect(resolveZone("America/New_York")).toBe("America/New_York");
    expect(resolveZone("/mozilla.org/20050126_1/Europe/Paris")).toBe("Europe/Paris");
    expect(resolveZone("GMT Standard Time")).toBe("Europe/London");
    expect(resolveZone("Somewhere odd")).toBe("Europe/London");
    expect(parseIcsTime("20261024T230000", {})).toMatchObject({ zone: "Europe/London", hour: 23 });
    expect(parseIcsTime("20261024T230000Z")).toMatchObject({ zone: "UTC" });
  });
});
