import { londonDateTime } from "@/lib/domain/dates";
import {
  ANONYMOUS_REVIEWER,
  averageRating,
  canBeReviewed,
  eventHasEnded,
  offersGoogleShare,
  reviewAuthor,
  reviewEligibility,
  reviewEventLabel,
  reviewRequestEventDate,
  reviewRequestKey,
  REVIEW_REFUSALS,
} from "@/lib/domain/reviews";

const booking = (overrides: Record<string, unknown> = {}) => ({
  status: "completed",
  paymentStatus: "completed",
  eventDate: "2027-03-27",
  startTime: "14:00",
  endTime: "15:00",
  ...overrides,
});
const at = (date: string, time: string) => londonDateTime(date, time);

describe("review eligibility", () => {
  it("accepts a confirmed or completed booking whose event is over", () => {
    expect(reviewEligibility(booking(), at("2027-03-28", "10:00"))).toEqual({ ok: true });
    expect(reviewEligibility(booking({ status: "confirmed" }), at("2027-03-28", "10:00"))).toEqual({ ok: true });
    // long after (the link has no expiry of its own)
    expect(canBeReviewed(booking(), at("2028-01-01", "00:00"))).toBe(true);
  });

  it("refuses cancelled, refunded and payment-cancelled bookings, even after the event", () => {
    for (const overrides of [
      { status: "cancelled" },
      { status: "refunded" },
      { paymentStatus: "cancelled" },
      { status: "completed", paymentStatus: "cancelled" },
    ]) {
      expect(reviewEligibility(booking(overrides), at("2027-03-28", "10:00"))).toEqual({
        ok: false,
        code: "withdrawn",
        message: REVIEW_REFUSALS.withdrawn,
      });
    }
  });

  it("refuses bookings that were never confirmed (pending, awaiting payment, expired holds)", () => {
    for (const status of ["pending", "awaiting_payment", "expired"]) {
      expect(reviewEligibility(booking({ status }), at("2027-03-28", "10:00"))).toMatchObject({
        ok: false,
        code: "not-confirmed",
      });
    }
  });

  it("refuses an event that has not happened yet, with a clear message", () => {
    expect(reviewEligibility(booking({ status: "confirmed" }), at("2027-03-26", "20:00"))).toEqual({
      ok: false,
      code: "not-yet",
      message: REVIEW_REFUSALS["not-yet"],
    });
    expect(REVIEW_REFUSALS["not-yet"]).toBe("You can review your booking once the event has taken place.");
  });

  it("counts an event as over on its own day once its end time has passed (London time)", () => {
    const b = booking({ status: "confirmed" });
    expect(eventHasEnded(b, at("2027-03-27", "14:59"))).toBe(false);
    expect(eventHasEnded(b, at("2027-03-27", "15:00"))).toBe(true);
    // an event ending at midnight or later ends the next day
    const late = booking({ startTime: "23:00", endTime: "00:00" });
    expect(eventHasEnded(late, at("2027-03-27", "23:59"))).toBe(false);
    expect(eventHasEnded(late, at("2027-03-28", "00:00"))).toBe(true);
    // 23:30 UTC on the 27th is already the 28th in London during summer time
    expect(
      eventHasEnded(
        booking({ eventDate: "2027-06-27", startTime: "23:00", endTime: "23:45" }),
        new Date("2027-06-27T23:30:00Z"),
      ),
    ).toBe(true);
    expect(eventHasEnded(booking({ startTime: null, endTime: null }), at("2027-03-27", "23:00"))).toBe(false);
  });
});

describe("review requests", () => {
  it("are for yesterday's events and keyed once per booking", () => {
    expect(reviewRequestEventDate("2027-03-01")).toBe("2027-02-28");
    expect(reviewRequestKey(42)).toBe("review-request:42");
  });
});

describe("summaries and display", () => {
  it("averages to one decimal, null without reviews", () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4, 5, 5])).toBe(4.8);
    expect(averageRating([4, 5])).toBe(4.5);
    expect(averageRating([3])).toBe(3);
  });

  it("offers Google only after 4 or 5 stars and only with a link", () => {
    expect(offersGoogleShare(5, "https://g.page/r/abc/review")).toBe(true);
    expect(offersGoogleShare(4, "https://g.page/r/abc/review")).toBe(true);
    expect(offersGoogleShare(3, "https://g.page/r/abc/review")).toBe(false);
    expect(offersGoogleShare(5, null)).toBe(false);
    expect(offersGoogleShare(5, "")).toBe(false);
  });

  it("names the author and the event", () => {
    expect(reviewAuthor(null)).toBe(ANONYMOUS_REVIEWER);
    expect(reviewAuthor("  ")).toBe("Verified client");
    expect(reviewAuthor("Sarah & James")).toBe("Sarah & James");
    expect(reviewEventLabel("wedding")).toBe("Wedding");
    expect(reviewEventLabel("other")).toBe("Event");
    expect(reviewEventLabel("Bar Booking")).toBe("Bar Booking");
  });
});
