import { render, screen } from "@testing-library/react";
import { mergeUpcomingEvents, toUpcomingEvents, UpcomingEvents } from "@/components/bar/upcoming-events";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const booking = (id: number, eventDate: string, startTime: string, paymentStatus = "completed") => ({
  id,
  clientName: "Owner",
  eventType: "Bar Booking",
  eventDate,
  startTime,
  endTime: "21:00",
  guestCount: 50,
  paymentStatus,
  status: "confirmed",
  selectedServices: [{ id: 1, title: "Bar Close-Up Residency", price: 240 }],
});

describe("the bar's upcoming events", () => {
  it("keeps bookings from today on, soonest first, with service titles", () => {
    const events = toUpcomingEvents(
      [
        booking(1, "2026-07-03", "19:00"),
        booking(2, "2026-06-30", "19:00"),
        booking(3, "2026-07-01", "20:00"),
        booking(4, "2026-07-01", "12:00"),
      ],
      "2026-07-01",
    );
    expect(events.map((e) => e.id)).toEqual([4, 3, 1]);
    expect(events[0]?.services).toEqual(["Bar Close-Up Residency"]);
  });

  it("merges a poll's changes: changed rows replace the shown ones, new ones join, past ones leave", () => {
    const shown = toUpcomingEvents(
      [booking(1, "2026-07-03", "19:00", "pending"), booking(2, "2026-07-04", "19:00")],
      "2026-07-01",
    );
    const merged = mergeUpcomingEvents(
      shown,
      [
        booking(1, "2026-07-03", "19:00", "completed"),
        booking(3, "2026-07-02", "18:00"),
        booking(2, "2026-06-30", "19:00"),
      ],
      "2026-07-01",
    );
    expect(merged.map((e) => [e.id, e.paymentStatus])).toEqual([
      [3, "completed"],
      [1, "completed"],
    ]);
  });

  it("shows the empty state with the bar's name, and status colours", () => {
    const { rerender } = render(<UpcomingEvents barName="The Gilded Lantern" initialEvents={[]} />);
    expect(screen.getByText("No upcoming events scheduled for The Gilded Lantern")).toBeInTheDocument();
    rerender(
      <UpcomingEvents
        barName="The Gilded Lantern"
        initialEvents={toUpcomingEvents(
          [booking(1, "2026-07-03", "19:00", "pending"), booking(2, "2026-07-04", "19:00", "cancelled")],
          "2026-07-01",
        )}
      />,
    );
    expect(screen.getByText("Pending").closest("[data-colour]")).toHaveAttribute("data-colour", "yellow");
    expect(screen.getByText("Cancelled").closest("[data-colour]")).toHaveAttribute("data-colour", "red");
  });
});
