import * as React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Calendar, CalendarLegend, type DayState } from "@/components/ui/calendar";

const TODAY = new Date(2030, 2, 10); // Sunday 10 March 2030

const states: Record<string, DayState> = {
  "2030-03-12": { status: "light", disabled: false },
  "2030-03-13": { status: "busy", disabled: false },
  "2030-03-14": { status: "full", disabled: true },
  "2030-03-15": { status: "blocked", disabled: true },
};

function getDayState(iso: string): DayState {
  if (iso < "2030-03-10") return { status: "past", disabled: true };
  return states[iso] ?? { status: "available", disabled: false };
}

function Harness(props: {
  onSelect?: (iso: string) => void;
  onDisabledDayClick?: (iso: string, s: DayState) => void;
  initialSelected?: string;
}) {
  const [month, setMonth] = React.useState(new Date(2030, 2, 1));
  const [selected, setSelected] = React.useState<string | undefined>(props.initialSelected);
  return (
    <Calendar
      month={month}
      onMonthChange={setMonth}
      selected={selected}
      onSelect={(iso) => {
        setSelected(iso);
        props.onSelect?.(iso);
      }}
      getDayState={getDayState}
      onDisabledDayClick={props.onDisabledDayClick}
      minMonth={new Date(2030, 2, 1)}
      maxMonth={new Date(2031, 2, 1)}
      today={TODAY}
    />
  );
}

const day = (label: RegExp | string) => screen.getByRole("button", { name: label });

describe("Calendar", () => {
  it("renders a Monday-first month grid with status labels", () => {
    render(<Harness />);
    const grid = screen.getByRole("grid", { name: "March 2030" });
    const headers = within(grid).getAllByRole("columnheader");
    expect(headers[0]).toHaveTextContent("Monday");
    expect(headers[6]).toHaveTextContent("Sunday");
    // 1 March 2030 is a Friday: it sits in the 5th column of the first week.
    const firstRow = within(grid).getAllByRole("row")[1]!;
    const cells = within(firstRow).getAllByRole("gridcell");
    expect(cells[4]).toHaveTextContent("1");
    expect(cells[3]).toHaveTextContent("");

    expect(day(/^Tuesday 12 March 2030, Available, partly booked$/)).toHaveAttribute("data-status", "light");
    expect(day(/^Wednesday 13 March 2030, Busy$/)).toHaveAttribute("data-status", "busy");
    expect(day(/^Thursday 14 March 2030, Fully booked$/)).toHaveAttribute("aria-disabled", "true");
    const blocked = day(/^Friday 15 March 2030, Not available$/);
    expect(blocked).toHaveAttribute("aria-disabled", "true");
    expect(blocked).toHaveClass("line-through");
    expect(day(/^Sunday 10 March 2030, today, Available$/)).toHaveAttribute("aria-current", "date");
    expect(day(/^Saturday 9 March 2030, Past date$/)).toHaveAttribute("aria-disabled", "true");
  });

  it("selects an available day and marks it selected", async () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.click(day(/^Monday 18 March 2030/));
    expect(onSelect).toHaveBeenCalledWith("2030-03-18");
    const selected = day(/^Monday 18 March 2030, Available, selected$/);
    expect(selected.closest("td")).toHaveAttribute("aria-selected", "true");
  });

  it("reports clicks on disabled days instead of selecting them", async () => {
    const onSelect = jest.fn();
    const onDisabledDayClick = jest.fn();
    render(<Harness onSelect={onSelect} onDisabledDayClick={onDisabledDayClick} />);
    await userEvent.click(day(/^Thursday 14 March 2030/));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onDisabledDayClick).toHaveBeenCalledWith("2030-03-14", { status: "full", disabled: true });
  });

  it("uses a roving tabindex and supports keyboard navigation across months", async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);

    const tabbable = screen.getAllByRole("button").filter((b) => b.getAttribute("tabindex") === "0" && b.dataset.iso);
    expect(tabbable).toHaveLength(1);
    expect(tabbable[0]).toHaveAttribute("data-iso", "2030-03-10"); // today

    act(() => tabbable[0]!.focus());
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toHaveAttribute("data-iso", "2030-03-11");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toHaveAttribute("data-iso", "2030-03-18");
    await user.keyboard("{Home}");
    expect(document.activeElement).toHaveAttribute("data-iso", "2030-03-18"); // Monday
    await user.keyboard("{End}");
    expect(document.activeElement).toHaveAttribute("data-iso", "2030-03-24"); // Sunday
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toHaveAttribute("data-iso", "2030-03-23");

    await user.keyboard("{PageDown}");
    expect(screen.getByRole("grid", { name: "April 2030" })).toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute("data-iso", "2030-04-23");
    expect(document.activeElement).toHaveAttribute("tabindex", "0");

    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenLastCalledWith("2030-04-23");
    await user.keyboard("{ArrowRight}{ }");
    expect(onSelect).toHaveBeenLastCalledWith("2030-04-24");

    await user.keyboard("{PageUp}");
    expect(screen.getByRole("grid", { name: "March 2030" })).toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute("data-iso", "2030-03-24");

    // Cannot go before minMonth.
    await user.keyboard("{PageUp}");
    expect(screen.getByRole("grid", { name: "March 2030" })).toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute("data-iso", "2030-03-24");
  });

  it("pages months with the navigation buttons, respecting bounds", async () => {
    render(<Harness />);
    expect(screen.getByRole("button", { name: "Previous month" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("grid", { name: "April 2030" })).toBeInTheDocument();
    // No "today" in April: the 1st is the tab stop.
    expect(day(/^Monday 1 April 2030/)).toHaveAttribute("tabindex", "0");
  });

  it("keeps disabled days focusable by keyboard, and gives the grid the field's description and invalid state", async () => {
    const user = userEvent.setup();
    const onDisabledDayClick = jest.fn();
    render(
      <Calendar
        month={new Date(2030, 2, 1)}
        onMonthChange={() => {}}
        onSelect={() => {}}
        getDayState={getDayState}
        onDisabledDayClick={onDisabledDayClick}
        today={TODAY}
        aria-label="Event date"
        aria-describedby="date-error"
        aria-invalid
      />,
    );
    const grid = screen.getByRole("grid", { name: "Event date, March 2030" });
    expect(grid).toHaveAttribute("aria-describedby", "date-error");
    expect(grid).toHaveAttribute("aria-invalid", "true");
    act(() => day(/^Wednesday 13 March 2030/).focus());
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toHaveAttribute("data-iso", "2030-03-14");
    expect(document.activeElement).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{Enter}");
    expect(onDisabledDayClick).toHaveBeenCalledWith("2030-03-14", { status: "full", disabled: true });
  });
});

describe("CalendarLegend", () => {
  it("lists the four legend labels", () => {
    render(<CalendarLegend />);
    const items = within(screen.getByRole("list", { name: "Calendar legend" })).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual(["Available", "Busy", "Full", "Not Available"]);
  });
});
