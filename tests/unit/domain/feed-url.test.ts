import { feedFetchUrl, maskFeedUrl } from "@/lib/domain/feed-url";

describe("feed links", () => {
  it("reads webcal:// as https:// and refuses what is not a web link", () => {
    expect(feedFetchUrl("webcal://p52-caldav.icloud.com/published/2/abc")?.toString()).toBe(
      "https://p52-caldav.icloud.com/published/2/abc",
    );
    expect(feedFetchUrl(" https://example.com/cal.ics ")?.protocol).toBe("https:");
    expect(feedFetchUrl("ftp://example.com/cal.ics")).toBeNull();
    expect(feedFetchUrl("javascript:alert(1)")).toBeNull();
    expect(feedFetchUrl("not a url")).toBeNull();
  });

  it.each([
    [
      "webcal://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1NkFCQ0RFRkdISUpLTE1OT1BR",
      "webcal://p52-caldav.icloud.com/published/2/•••",
    ],
    [
      "https://outlook.live.com/owa/calendar/00000000-0000-0000-0000-000000000000/7c5a1b2c3d4e5f60718293a4b5c6d7e8/calendar.ics",
      "https://outlook.live.com/owa/calendar/•••/•••/calendar.ics",
    ],
    [
      "https://calendar.google.com/calendar/ical/magic%40gmail.com/private-0a1b2c3d4e5f/basic.ics",
      "https://calendar.google.com/calendar/ical/magic%40gmail.com/•••/basic.ics",
    ],
    [
      "https://example.com/feeds/diary.ics?token=s3cret&user=me",
      "https://example.com/feeds/diary.ics?token=•••&user=•••",
    ],
    ["https://me:pw@example.com/cal.ics", "https://•••@example.com/cal.ics"],
    ["https://example.com/a1b2c3d4e5f6g7.ics", "https://example.com/•••.ics"],
    ["nonsense", "•••"],
  ])("masks %s", (raw, shown) => {
    expect(maskFeedUrl(raw)).toBe(shown);
  });
});
