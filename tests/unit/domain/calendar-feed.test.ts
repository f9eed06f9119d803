import { BOOKING_STATUSES, countedBookingWhere } from "@/lib/domain/booking-status";
import {
  FEED_PAST_DAYS,
  calendarFeedWhere,
  feedEventStatus,
  feedWindowStart,
  isInCalendarFeed,
} from "@/lib/domain/calendar-feed";

const TODAY = "2026-11-23";

describe("the calendar feed's bookings", () => {
  it("reaches back 90 days from today in London, with no end", () => {
    expect(FEED_PAST_DAYS).toBe(90);
    expect(feedWindowStart(TODAY)).toBe("2026-08-25");
    expect(feedWindowStart("2026-03-30")).toBe("2025-12-30");
    const confirmed = { status: "confirmed", paymentStatus: "completed" };
    expect(isInCalendarFeed({ ...confirmed, eventDate: "2026-08-25" }, TODAY)).toBe(true);
    expect(isInCalendarFeed({ ...confirmed, eventDate: "2026-08-24" }, TODAY)).toBe(false);
    expect(isInCalendarFeed({ ...confirmed, eventDate: "2029-11-23" }, TODAY)).toBe(true);
  });

  it("carries pending, confirmed and completed bookings: no unpaid checkout, no expired, cancelled or refunded one", () => {
    const carried = BOOKING_STATUSES.filter((status) =>
      isInCalendarFeed({ status, paymentStatus: "pending", eventDate: TODAY }, TODAY),
    );
    expect(carried).toEqual(["pending", "confirmed", "completed"]);
    // a cancelled payment withdraws the booking whatever its status says
    expect(isInCalendarFeed({ status: "confirmed", paymentStatus: "cancelled", eventDate: TODAY }, TODAY)).toBe(false);
  });

  it("says the same in its database filter", () => {
    const where = calendarFeedWhere(TODAY);
    expect(where).toEqual({ ...countedBookingWhere(), eventDate: { gte: "2026-08-25" } });
    expect(where.status.in).toEqual(["pending", "confirmed", "completed"]);
    expect(where.paymentStatus).toEqual({ not: "cancelled" });
  });

  it("shows a pending booking as tentative", () => {
    expect(feedEventStatus("pending")).toBe("tentative");
    expect(feedEventStatus("confirmed")).toBe("confirmed");
    expect(feedEventStatus("completed")).toBe("confirmed");
  });
});
