/** @jest-environment node */
// The magician's calendar feed: the URL's token (an HMAC over purpose, user id and version, nothing
// stored) and the feed built from fixed bookings.
import { buildCalendarFeed, feedEvent, type FeedBooking } from "@/lib/server/calendar-feed/feed";
import {
  calendarFeedPath,
  calendarFeedToken,
  calendarFeedUrl,
  parseCalendarFeedSegment,
} from "@/lib/server/calendar-feed/token";
import { manageToken, parseManageToken } from "@/lib/server/links/booking-page";
import { reviewToken } from "@/lib/server/links/review-form";

function withEnv(values: Record<string, string | undefined>, run: () => void) {
  const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  for (const [key, v] of Object.entries(values)) if (v === undefined) delete process.env[key];
  try {
    run();
  } finally {
    for (const [key, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[key];
      else process.env[key] = v;
    }
  }
}

describe("calendar feed token", () => {
  it("round-trips through the URL's last segment, which ends in .ics, with 128 bits of MAC", () => {
    const token = calendarFeedToken(1, 3);
    expect(token).toMatch(/^1\.3\.[A-Za-z0-9_-]{22}$/);
    expect(parseCalendarFeedSegment(`${token}.ics`)).toEqual({ userId: 1, version: 3 });
    expect(calendarFeedPath(1, 3)).toBe(`/api/calendar/${token}.ics`);
  });

  it("refuses another version, another user, a changed MAC, a missing suffix and junk", () => {
    const token = calendarFeedToken(5, 2);
    const [id, version, mac = ""] = token.split(".");
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    for (const segment of [
      token, // no .ics
      `${id}.3.${mac}.ics`,
      `6.${version}.${mac}.ics`,
      `${id}.${version}.${flipped}.ics`,
      `${token}.ICS`,
      `${token}.ics.ics`,
      "",
      ".ics",
      "0.1.AAAAAAAAAAAAAAAAAAAAAA.ics",
      "../../etc/passwd",
    ]) {
      expect(parseCalendarFeedSegment(segment)).toBeNull();
    }
  });

  it("is never a booking-page or review token, and the other way round (the purpose is inside the MAC)", () => {
    expect(parseManageToken(calendarFeedToken(1, 1))).toBeNull();
    expect(parseCalendarFeedSegment(`${manageToken(1, 1)}.ics`)).toBeNull();
    expect(parseCalendarFeedSegment(`${reviewToken(1, 1)}.ics`)).toBeNull();
    expect(calendarFeedToken(1, 1)).not.toBe(manageToken(1, 1));
  });

  it("depends on the link secret (LINK_SECRET, else NEXTAUTH_SECRET), so rotating it revokes the URL", () => {
    let first = "";
    withEnv({ LINK_SECRET: undefined, NEXTAUTH_SECRET: "first-nextauth-secret" }, () => {
      first = calendarFeedToken(1, 1);
      expect(parseCalendarFeedSegment(`${first}.ics`)).not.toBeNull();
    });
    withEnv({ LINK_SECRET: undefined, NEXTAUTH_SECRET: "second-nextauth-secret" }, () => {
      expect(calendarFeedToken(1, 1)).not.toBe(first);
      expect(parseCalendarFeedSegment(`${first}.ics`)).toBeNull();
    });
    withEnv({ LINK_SECRET: "a-separate-link-secret", NEXTAUTH_SECRET: "first-nextauth-secret" }, () => {
      expect(calendarFeedToken(1, 1)).not.toBe(first);
    });
  });

  it("makes an absolute URL on the site's origin", () => {
    withEnv({ SITE_URL: "https://summonamagician.co.uk/" }, () => {
      expect(calendarFeedUrl(1, 1)).toBe(`https://summonamagician.co.uk/api/calendar/${calendarFeedToken(1, 1)}.ics`);
    });
  });
});

const WEDDING: FeedBooking = {
  id: 7,
  clientName: "Ada Lovelace",
  clientPhone: "07700 900001",
  eventType: "wedding",
  eventDate: "2026-11-14",
  startTime: "19:00",
  duration: "90",
  guestCount: 80,
  eventLocation: "The Grand Hall",
  eventAddress: "1 High Street, Glasgow G1 1AA",
  selectedServices: [
    { id: 1, title: "Close-Up Magic", price: 250 },
    { id: 2, title: "Stage Show; Grand Illusions", price: 400 },
  ],
  source: "public",
  status: "confirmed",
  icsSequence: 2,
  updatedAt: new Date("2026-10-30T09:15:00Z"),
};

const BAR_NIGHT: FeedBooking = {
  id: 8,
  clientName: "The Pot Still",
  clientPhone: "0141 333 0980",
  eventType: "Bar Booking",
  eventDate: "2027-04-02",
  startTime: "21:00",
  duration: "60",
  guestCount: 1,
  eventLocation: "The Pot Still",
  eventAddress: null,
  selectedServices: [],
  source: "bar-service",
  status: "pending",
  icsSequence: 0,
};

describe("buildCalendarFeed", () => {
  it("writes the whole feed for fixed bookings", () => {
    const text = buildCalendarFeed([WEDDING, BAR_NIGHT], new Date("2026-11-01T12:00:00Z"));
    expect(text).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Summon a Magician//Bookings//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "NAME:Summon a Magician bookings",
        "X-WR-CALNAME:Summon a Magician bookings",
        "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
        "X-PUBLISHED-TTL:PT1H",
        "BEGIN:VEVENT",
        "UID:booking-7@summonamagician.co.uk",
        "SEQUENCE:2",
        "DTSTAMP:20261101T120000Z",
        "DTSTART:20261114T190000Z",
        "DTEND:20261114T203000Z",
        "SUMMARY:Wedding: Ada Lovelace",
        "LOCATION:The Grand Hall\\, 1 High Street\\, Glasgow G1 1AA",
        "DESCRIPTION:Booking #7\\nClient: Ada Lovelace\\nPhone: 07700 900001\\nAddress",
        " : The Grand Hall\\, 1 High Street\\, Glasgow G1 1AA\\nGuests: 80\\nServices:\\n",
        " - Close-Up Magic\\n- Stage Show\\; Grand Illusions",
        "STATUS:CONFIRMED",
        "LAST-MODIFIED:20261030T091500Z",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:booking-8@summonamagician.co.uk",
        "SEQUENCE:0",
        "DTSTAMP:20261101T120000Z",
        // April: British Summer Time
        "DTSTART:20270402T200000Z",
        "DTEND:20270402T210000Z",
        "SUMMARY:Bar Booking: The Pot Still (pending)",
        "LOCATION:The Pot Still",
        "DESCRIPTION:Booking #8 (pending)\\nClient: The Pot Still\\nPhone: 0141 333 0",
        " 980\\nAddress: The Pot Still",
        "STATUS:TENTATIVE",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("maps a booking to its event: the mails' UID and SEQUENCE, type and client in the summary, the details in the description", () => {
    const event = feedEvent({
      ...WEDDING,
      eventType: "corporate",
      duration: "",
      eventAddress: "  ",
      selectedServices: [{ name: "Walkabout" }, {}],
    });
    expect(event).toMatchObject({
      uid: "booking-7@summonamagician.co.uk",
      sequence: 2,
      status: "confirmed",
      durationMinutes: 60,
      summary: "Corporate Event: Ada Lovelace",
      location: "The Grand Hall",
    });
    expect(event.description.split("\n")).toEqual([
      "Booking #7",
      "Client: Ada Lovelace",
      "Phone: 07700 900001",
      "Address: The Grand Hall",
      "Guests: 80",
      "Services:",
      "- Walkabout",
      "- Magic Performance",
    ]);
  });
});
