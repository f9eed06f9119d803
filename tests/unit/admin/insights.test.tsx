import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { InsightsTab, InsightsView } from "@/components/admin/insights/insights-tab";
import {
  CommissionTable,
  EventTypeTable,
  LeadsTable,
  MonthsTable,
  VenueTable,
} from "@/components/admin/insights/insights-tables";
import type { Insights } from "@/lib/domain/insights";
import { stubFetch } from "../../support/fetch-stub";

// jsdom has no layout: ResponsiveContainer would measure 0×0 and draw nothing. Give charts a fixed size.
jest.mock("recharts", () => {
  const actual = jest.requireActual("recharts");
  const { cloneElement } = jest.requireActual("react");
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: React.ReactElement }) =>
      cloneElement(children, { width: 640, height: 300 }),
  };
});

const PAYLOAD: Insights = {
  months: [
    { month: "2026-12", bookings: 2, revenue: 1234.5, refunded: 40, leads: 3, converted: 1 },
    { month: "2027-01", bookings: 0, revenue: 0, refunded: 0, leads: 0, converted: 0 },
  ],
  byEventType: [
    { eventType: "wedding", bookings: 2, revenue: 1200 },
    { eventType: "Bar Booking", bookings: 1, revenue: 34.5 },
  ],
  byVenue: [
    { venue: "partner", bookings: 1, revenue: 34.5 },
    { venue: "own", bookings: 2, revenue: 1200 },
  ],
  commissionByBar: [{ barId: 7, barName: "The Thistle", bookings: 1, commission: 12.25 }],
};

/** The table's rows as text, header row first. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row")
    .map((row) => Array.from(row.querySelectorAll("th, td")).map((cell) => cell.textContent ?? ""));
}

describe("Insights tables", () => {
  it("render each chart's figures with a caption, column headers and row headers", () => {
    render(
      <>
        <MonthsTable months={PAYLOAD.months} />
        <LeadsTable months={PAYLOAD.months} />
        <EventTypeTable byEventType={PAYLOAD.byEventType} />
        <VenueTable byVenue={PAYLOAD.byVenue} />
        <CommissionTable commissionByBar={PAYLOAD.commissionByBar} />
      </>,
    );
    const months = screen.getByRole("table", {
      name: "Bookings and money kept (received less refunded) per month (by event date)",
    });
    expect(rowsOf(months)).toEqual([
      ["Month", "Bookings", "Money kept", "Refunded"],
      ["Dec 2026", "2", "£1,234.50", "£40.00"],
      ["Jan 2027", "0", "£0.00", "£0.00"],
    ]);
    expect(within(months).getAllByRole("columnheader")).toHaveLength(4);
    expect(within(months).getAllByRole("columnheader")[0]).toHaveAttribute("scope", "col");
    expect(within(months).getByRole("rowheader", { name: "Dec 2026" })).toHaveAttribute("scope", "row");

    expect(
      rowsOf(screen.getByRole("table", { name: "Leads and converted leads per month (by enquiry date)" })),
    ).toEqual([
      ["Month", "Leads", "Converted"],
      ["Dec 2026", "3", "1"],
      ["Jan 2027", "0", "0"],
    ]);
    expect(
      rowsOf(screen.getByRole("table", { name: "Bookings and money kept (received less refunded) per event type" })),
    ).toEqual([
      ["Event type", "Bookings", "Money kept"],
      ["Wedding", "2", "£1,200.00"],
      ["Bar Booking", "1", "£34.50"],
    ]);
    expect(
      rowsOf(screen.getByRole("table", { name: "Bookings and money kept (received less refunded) per venue" })),
    ).toEqual([
      ["Venue", "Bookings", "Money kept"],
      ["Partner bars", "1", "£34.50"],
      ["Own events", "2", "£1,200.00"],
    ]);
    expect(
      rowsOf(screen.getByRole("table", { name: "Commission owed per partner bar (bookings that still stand)" })),
    ).toEqual([
      ["Bar", "Bookings", "Commission"],
      ["The Thistle", "1", "£12.25"],
    ]);
  });
});

describe("InsightsView", () => {
  it("draws the four charts, each labelled as a picture of the table beside it", () => {
    const { container } = render(<InsightsView data={PAYLOAD} />);
    const pictures = screen.getAllByRole("img");
    expect(pictures.map((p) => p.getAttribute("aria-label"))).toEqual([
      "Chart of bookings (bars) and money kept (line) per month. The figures are in the table below.",
      "Chart of leads and converted leads per month. The figures are in the table below.",
      "Chart of bookings and money kept per event type. The figures are in the table below.",
      "Chart of bookings and money kept per venue. The figures are in the table below.",
    ]);
    expect(container.querySelectorAll("svg.recharts-surface").length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByRole("table")).toHaveLength(5);
  });

  it("says so when there is nothing per event type or bar", () => {
    render(<InsightsView data={{ ...PAYLOAD, byEventType: [], commissionByBar: [] }} />);
    expect(screen.getByText("No bookings yet.")).toBeInTheDocument();
    expect(screen.getByText("No partner bar bookings in this period.")).toBeInTheDocument();
  });
});

describe("InsightsTab", () => {
  it("fetches the figures and shows them", async () => {
    stubFetch({ "/api/admin/insights": [{ status: 200, body: PAYLOAD }] });
    render(<InsightsTab />);
    expect(screen.getByRole("status", { name: "Loading insights" })).toBeInTheDocument();
    expect(
      await screen.findByRole("table", { name: "Commission owed per partner bar (bookings that still stand)" }),
    ).toBeInTheDocument();
  });

  it("offers to try again when loading fails", async () => {
    stubFetch({
      "/api/admin/insights": [
        { status: 500, body: { error: "Something went wrong" } },
        { status: 200, body: PAYLOAD },
      ],
    });
    render(<InsightsTab />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the insights: Something went wrong");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("table", { name: "Bookings and money kept (received less refunded) per venue" }),
    ).toBeInTheDocument();
  });
});
