// The magician's calendar: past days never look available; they can still be opened for their bookings.
import { render, screen } from "@testing-library/react";

import { adminDayState } from "@/components/admin/calendar-day-state";
import { Calendar, fromIsoDate } from "@/components/ui/calendar";

const TODAY = "2030-03-15";
const context = {
  today: TODAY,
  counts: new Map([
    ["2030-03-10", 2],
    ["2030-03-20", 2],
    ["2030-03-21", 5],
  ]),
  blockedDates: new Set(["2030-03-12", "2030-03-22"]),
};

describe("adminDayState", () => {
  it("shows past days as elapsed, whatever their bookings or blocks, and never disabled", () => {
    for (const iso of ["2030-03-01", "2030-03-10", "2030-03-12", "2030-03-14"])
      expect(adminDayState(iso, context)).toEqual({ status: "elapsed", disabled: false });
  });

  it("colours today and later days by load, blocked days as blocked", () => {
    expect(adminDayState(TODAY, context)).toEqual({ status: "available", disabled: false });
    expect(adminDayState("2030-03-20", context)).toEqual({ status: "light", disabled: false });
    expect(adminDayState("2030-03-21", context)).toEqual({ status: "full", disabled: false });
    expect(adminDayState("2030-03-22", context)).toEqual({ status: "blocked", disabled: false });
  });

  it("in the calendar a past day has no 'Available' colour or label, and can be chosen", () => {
    const onSelect = jest.fn();
    render(
      <Calendar
        month={fromIsoDate(TODAY)}
        onMonthChange={jest.fn()}
        onSelect={onSelect}
        getDayState={(iso) => adminDayState(iso, context)}
        today={fromIsoDate(TODAY)}
      />,
    );
    const past = screen.getByRole("button", { name: /Sunday 10 March 2030/ });
    expect(past).toHaveAttribute("data-status", "elapsed");
    expect(past.getAttribute("aria-label")).toContain("Past date");
    expect(past.getAttribute("aria-label")).not.toContain("Available");
    expect(past.className).not.toMatch(/bg-day-/);
    expect(past).not.toHaveAttribute("aria-disabled");
    past.click();
    expect(onSelect).toHaveBeenCalledWith("2030-03-10");
    const future = screen.getByRole("button", { name: /Monday 18 March 2030/ });
    expect(future.className).toMatch(/bg-day-available/);
  });
});
