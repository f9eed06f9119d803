/** @jest-environment node */
// The .ics files (lib/server/mail/ics.ts, written by ical-generator): what the booking e-mails, the
// booking page and the calendar feed rely on — lines, escaping, folding and UTC times.
import { bookingCalendarFile, type BookingForMail } from "@/lib/server/mail/format";
import { bookingUid, buildCalendar, buildIcs, type CalendarEvent } from "@/lib/server/mail/ics";
import type { MailAttachment } from "@/lib/server/mail/outbox";
import { customerCancelledMail } from "@/lib/server/mail/emails/customer-cancelled";
import { cancelledByMagicianMail } from "@/lib/server/mail/emails/cancelled-by-magician";

const NOW = new Date("2026-11-01T12:00:00Z");

const EVENT: CalendarEvent = {
  uid: "booking-42@summonamagician.co.uk",
  eventDate: "2026-11-14",
  startTime: "19:00",
  durationMinutes: 90,
  summary: "Summon a Magician: Wedding",
  description: "Booking #42",
  location: "The Grand Hall, 1 High Street",
  sequence: 3,
  now: NOW,
};

/** The content lines: unfolded (RFC 5545 §3.1), without the final empty string after the last CRLF. */
function contentLines(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .slice(0, -1);
}

/** The value of the first property called `name` (parameters allowed), still escaped. */
function value(text: string, name: string): string | undefined {
  const line = contentLines(text).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(":") + 1);
}

describe("buildIcs", () => {
  it("writes one VEVENT in a PUBLISH calendar with the UID, SEQUENCE, status and UTC times, every line ending in CRLF", () => {
    const text = buildIcs(EVENT);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(contentLines(text)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Summon a Magician//Bookings//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:booking-42@summonamagician.co.uk",
      "SEQUENCE:3",
      "DTSTAMP:20261101T120000Z",
      // 19:00 in London in November is 19:00 UTC; 90 minutes later
      "DTSTART:20261114T190000Z",
      "DTEND:20261114T203000Z",
      "SUMMARY:Summon a Magician: Wedding",
      "LOCATION:The Grand Hall\\, 1 High Street",
      "DESCRIPTION:Booking #42",
      "STATUS:CONFIRMED",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
  });

  it("converts the London wall clock to UTC on both sides of the clock changes", () => {
    const at = (eventDate: string, startTime: string, durationMinutes = 60) => {
      const text = buildIcs({ ...EVENT, eventDate, startTime, durationMinutes });
      return [value(text, "DTSTART"), value(text, "DTEND")];
    };
    // spring forward: 29 March 2026 at 01:00 UTC
    expect(at("2026-03-28", "19:00")).toEqual(["20260328T190000Z", "20260328T200000Z"]);
    expect(at("2026-03-29", "19:00")).toEqual(["20260329T180000Z", "20260329T190000Z"]);
    // fall back: 25 October 2026 at 01:00 UTC; an event across it lasts its real 3 hours
    expect(at("2026-10-24", "23:30", 180)).toEqual(["20261024T223000Z", "20261025T013000Z"]);
    expect(at("2026-10-25", "19:00")).toEqual(["20261025T190000Z", "20261025T200000Z"]);
    // midnight in summer is the previous day in UTC
    expect(at("2026-07-01", "00:00")).toEqual(["20260630T230000Z", "20260701T000000Z"]);
  });

  it("escapes backslashes, commas, semicolons and line breaks in text values", () => {
    const text = buildIcs({
      ...EVENT,
      summary: 'Smith, Jones; "Co" \\ Ltd',
      description: "Line one\nLine two\r\nLine three, with; all",
      location: "Hall; Room 2, Back\\Side",
    });
    expect(value(text, "SUMMARY")).toBe('Smith\\, Jones\\; "Co" \\\\ Ltd');
    expect(value(text, "DESCRIPTION")).toBe("Line one\\nLine two\\nLine three\\, with\\; all");
    expect(value(text, "LOCATION")).toBe("Hall\\; Room 2\\, Back\\\\Side");
  });

  it("folds long lines at 75 octets without splitting a character, and unfolds to the same text", () => {
    const description = `Café ☕ — ${"Ünïcödé 🎩🐇 magic ".repeat(12)}end`;
    const text = buildIcs({ ...EVENT, description });
    const physical = text.split("\r\n").slice(0, -1);
    expect(physical.length).toBeGreaterThan(contentLines(text).length);
    for (const line of physical) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      // no lone surrogate: an emoji never straddles a fold
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(physical.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(2);
    expect(value(text, "DESCRIPTION")).toBe(description);
  });

  it("leaves LOCATION out when there is none", () => {
    expect(value(buildIcs({ ...EVENT, location: "" }), "LOCATION")).toBeUndefined();
  });
});

describe("buildCalendar", () => {
  it("names the calendar, asks for hourly refreshes and writes a tentative event as TENTATIVE", () => {
    const text = buildCalendar(
      [
        EVENT,
        {
          ...EVENT,
          uid: "booking-43@summonamagician.co.uk",
          status: "tentative",
          lastModified: new Date("2026-10-30T09:15:00Z"),
        },
      ],
      {
        now: NOW,
        name: "Summon a Magician bookings",
        refreshSeconds: 3600,
      },
    );
    const lines = contentLines(text);
    expect(lines).toEqual(
      expect.arrayContaining([
        "NAME:Summon a Magician bookings",
        "X-WR-CALNAME:Summon a Magician bookings",
        "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
        "X-PUBLISHED-TTL:PT1H",
      ]),
    );
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith("STATUS:"))).toEqual(["STATUS:CONFIRMED", "STATUS:TENTATIVE"]);
    expect(lines).toContain("LAST-MODIFIED:20261030T091500Z");
  });

  it("writes an empty calendar when there are no events", () => {
    const lines = contentLines(buildCalendar([], { now: NOW }));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).not.toContain("BEGIN:VEVENT");
  });
});

/** A paid booking as the mail code reads it. */
const BOOKING: BookingForMail = {
  id: 42,
  clientName: "Ada Lovelace",
  clientEmail: "ada@example.com",
  eventType: "birthday",
  eventDate: "2026-03-29",
  startTime: "14:00",
  endTime: "15:30",
  duration: "90",
  guestCount: 20,
  eventLocation: "The Grand Hall",
  eventAddress: "1 High Street, Glasgow",
  selectedServices: [],
  totalPence: 30000,
  paidPence: 30000,
  barCommissionPence: 0,
  paymentType: "full",
  source: "public",
  additionalInfo: null,
  icsSequence: 1,
};

describe("bookingCalendarFile (the e-mails' and the booking page's .ics)", () => {
  const booking = BOOKING;

  it("keeps the booking's UID, its SEQUENCE, the site's summary and the venue with its address", () => {
    const text = bookingCalendarFile(booking);
    expect(bookingUid(42)).toBe("booking-42@summonamagician.co.uk");
    expect(text).toContain("UID:booking-42@summonamagician.co.uk\r\n");
    expect(text).toContain("SEQUENCE:1\r\n");
    expect(text).toContain("METHOD:PUBLISH\r\n");
    expect(text).toContain("STATUS:CONFIRMED\r\n");
    expect(value(text, "SUMMARY")).toBe("Summon a Magician: Birthday Party");
    expect(value(text, "DESCRIPTION")).toBe("Booking #42");
    expect(value(text, "LOCATION")).toBe("The Grand Hall\\, 1 High Street\\, Glasgow");
    // British Summer Time from that morning
    expect([value(text, "DTSTART"), value(text, "DTEND")]).toEqual(["20260329T130000Z", "20260329T143000Z"]);
    expect(bookingCalendarFile({ ...booking, icsSequence: undefined })).toContain("SEQUENCE:0\r\n");
  });

  it("says a cancelled or refunded booking's event is CANCELLED, one SEQUENCE on", () => {
    for (const withdrawn of [{ status: "cancelled" }, { status: "refunded" }, { paymentStatus: "cancelled" }]) {
      const text = bookingCalendarFile({ ...booking, ...withdrawn });
      expect(text).toContain("UID:booking-42@summonamagician.co.uk\r\n");
      expect(text).toContain("STATUS:CANCELLED\r\n");
      expect(text).toContain("SEQUENCE:2\r\n");
    }
  });

  it("says the venue once where the location is the address (no venue name given)", () => {
    const text = bookingCalendarFile({ ...booking, eventLocation: "1 High Street, Glasgow" });
    expect(value(text, "LOCATION")).toBe("1 High Street\\, Glasgow");
  });
});

describe("the cancellation e-mails", () => {
  const booking: BookingForMail = {
    ...BOOKING,
    id: 7,
    eventLocation: "1 High Street, Glasgow",
    icsSequence: 3,
    status: "cancelled",
  };

  it("carry the event's calendar file, CANCELLED, so the customer's calendar drops it", () => {
    for (const mail of [customerCancelledMail(booking, 13750), cancelledByMagicianMail(booking, 0)]) {
      expect(mail.text).toContain("The attached calendar file takes the event out of your calendar.");
      // the venue without a name is said once
      expect(mail.text).not.toContain("1 High Street, Glasgow, 1 High Street, Glasgow");
      const [file] = (mail.attachments ?? []) as MailAttachment[];
      expect(file?.filename).toBe("booking-7.ics");
      expect(String(file?.content)).toContain("UID:booking-7@summonamagician.co.uk\r\n");
      expect(String(file?.content)).toContain("STATUS:CANCELLED\r\n");
      expect(String(file?.content)).toContain("SEQUENCE:4\r\n");
    }
  });
});
