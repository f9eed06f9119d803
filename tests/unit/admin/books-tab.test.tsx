import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BooksTab } from "@/components/admin/books/books-tab";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const LOG = {
  taxYear: "2026-27",
  from: "2026-04-06",
  to: "2027-04-05",
  rows: [
    {
      id: "booking-7",
      date: "2026-06-14",
      bookingId: 7,
      from: "Home",
      to: "The Caves (EH1 1AA), then home",
      miles: 94,
      purpose: "Performance: wedding for Ada Lovelace (booking #7)",
      source: "booking",
      milesFrom: "table",
      allowancePence: 4230,
    },
    {
      id: "journey-3",
      date: "2026-07-01",
      from: "Home",
      to: "Perth PH1",
      miles: 124,
      purpose: "Viewing a venue",
      source: "manual",
      milesFrom: "entered",
      allowancePence: 5580,
    },
  ],
  totalMiles: 218,
  allowancePence: 9810,
};

const QUARTERS = {
  taxYear: "2026-27",
  basis: "standard",
  quarters: [
    {
      from: "2026-04-06",
      to: "2026-07-05",
      turnoverPence: 27500,
      vatPence: 0,
      mileageAllowancePence: 9810,
      documents: 1,
    },
    { from: "2026-07-06", to: "2026-10-05", turnoverPence: 0, vatPence: 0, mileageAllowancePence: 0, documents: 0 },
    { from: "2026-10-06", to: "2027-01-05", turnoverPence: 0, vatPence: 0, mileageAllowancePence: 0, documents: 0 },
    { from: "2027-01-06", to: "2027-04-05", turnoverPence: 0, vatPence: 0, mileageAllowancePence: 0, documents: 0 },
  ],
};

describe("BooksTab", () => {
  it("shows the tax year's log and quarters, with the downloads for that year; delete only for journeys entered by hand", async () => {
    const fetchMock = stubFetch({
      "/api/admin/mileage": [{ status: 200, body: LOG }],
      "/api/admin/tax/quarters": [{ status: 200, body: QUARTERS }],
    });
    render(<BooksTab today="2026-11-28" />);
    expect(screen.getByLabelText("Tax year")).toHaveValue("2026-27");
    const journeys = await screen.findByRole("list", { name: "Journeys" });
    const items = within(journeys).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(within(items[0]!).getByRole("button", { name: /Correct/ })).toBeInTheDocument();
    expect(within(items[1]!).getByRole("button", { name: /Delete/ })).toBeInTheDocument();
    expect(screen.getByTestId("mileage-totals")).toHaveTextContent("218 miles in 2026-27: allowance £98.10");
    expect(screen.getByRole("link", { name: "Mileage (CSV)" })).toHaveAttribute(
      "href",
      "/api/admin/mileage.csv?taxYear=2026-27",
    );
    expect(screen.getByRole("link", { name: "Accountant's pack (ZIP)" })).toHaveAttribute(
      "href",
      "/api/admin/tax/accountants-pack?taxYear=2026-27&basis=standard",
    );
    expect(await screen.findByText(/Q1: 6 April 2026 – 5 July 2026/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Tax year"), "2025-26");
    expect(String(callsTo(fetchMock, "/api/admin/mileage").at(-1)![0])).toContain("taxYear=2025-26");
    await userEvent.selectOptions(screen.getByLabelText("Basis"), "calendar");
    expect(String(callsTo(fetchMock, "/api/admin/tax/quarters").at(-1)![0])).toContain("basis=calendar");
  });

  it("the add-journey form shows the shared schema's field messages before anything is sent", async () => {
    const fetchMock = stubFetch({
      "/api/admin/mileage": [{ status: 200, body: LOG }],
      "/api/admin/tax/quarters": [{ status: 200, body: QUARTERS }],
    });
    render(<BooksTab today="2026-11-28" />);
    const form = await screen.findByRole("form", { name: "Add a journey" });
    await userEvent.type(within(form).getByLabelText("Miles"), "1200");
    await userEvent.click(within(form).getByRole("button", { name: "Add journey" }));
    expect(await within(form).findByText("Please say where the journey started.")).toBeInTheDocument();
    expect(within(form).getByText("A journey can be at most 1,000 miles.")).toBeInTheDocument();
    expect(within(form).getByText("Please say what the journey was for.")).toBeInTheDocument();
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
    expect(calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });
});
