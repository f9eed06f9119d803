import {
  bookingEventId,
  bookingIdOfEvent,
  describeGoogleChange,
  isGoogleEventId,
  writeToCount,
} from "@/lib/domain/google-calendar";

describe("the Google event id of a booking", () => {
  it("is valid base32hex (a–v, 0–9), 5 to 1024 long, and leads back to the booking", () => {
    for (const id of [1, 42, 999_999, 123_456_789]) {
      const eventId = bookingEventId(id);
      expect(isGoogleEventId(eventId)).toBe(true);
      expect(bookingIdOfEvent(eventId)).toBe(id);
    }
    expect(bookingEventId(7)).toBe("summonamagician000007");
  });

  it("is not found in events the site did not write", () => {
    expect(bookingIdOfEvent("abc123_20261212T200000Z")).toBeNull();
    expect(bookingIdOfEvent("summonamagician")).toBeNull();
    expect(bookingIdOfEvent("xsummonamagician000001")).toBeNull();
    expect(isGoogleEventId("has-dash")).toBe(false);
    expect(isGoogleEventId("wxyz0")).toBe(false);
  });
});

describe("describeGoogleChange", () => {
  it("says where the event moved to, in London time, or that it was deleted", () => {
    expect(describeGoogleChange("moved", new Date("2026-12-12T20:00:00Z"), new Date("2026-12-12T21:00:00Z"))).toBe(
      "Moved to Sat 12 Dec 20:00–21:00",
    );
    // summer time: 19:00 UTC is 20:00 in London
    expect(describeGoogleChange("moved", new Date("2026-07-04T19:00:00Z"), new Date("2026-07-04T20:30:00Z"))).toBe(
      "Moved to Sat 4 Jul 20:00–21:30",
    );
    expect(describeGoogleChange("deleted")).toBe("Deleted");
  });
});

it("counts the calendars chosen to write to", () => {
  expect(writeToCount([{ writeTo: true }, { writeTo: false }, { writeTo: true }])).toBe(2);
});
