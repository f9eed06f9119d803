import { fireEvent, render, screen } from "@testing-library/react";
import { BookingsExportCard, LeadsExportLink, bookingsExportHref } from "@/components/admin/export-links";

describe("export links", () => {
  it("builds the bookings address with only the dates given", () => {
    expect(bookingsExportHref({})).toBe("/api/admin/export/bookings.csv");
    expect(bookingsExportHref({ from: "2026-01-01" })).toBe("/api/admin/export/bookings.csv?from=2026-01-01");
    expect(bookingsExportHref({ from: "2026-01-01", to: "2026-03-31" })).toBe(
      "/api/admin/export/bookings.csv?from=2026-01-01&to=2026-03-31",
    );
  });

  it("offers every booking by default and follows the date inputs", () => {
    render(<BookingsExportCard />);
    const link = () => screen.getByRole("link", { name: "Export bookings (CSV)" });
    expect(link()).toHaveAttribute("href", "/api/admin/export/bookings.csv");
    expect(link()).toHaveAttribute("download");
    fireEvent.change(screen.getByLabelText("From (event date)"), { target: { value: "2026-04-01" } });
    fireEvent.change(screen.getByLabelText("To (event date)"), { target: { value: "2026-06-30" } });
    expect(link()).toHaveAttribute("href", "/api/admin/export/bookings.csv?from=2026-04-01&to=2026-06-30");
  });

  it("offers no link while the end date is before the start date", () => {
    render(<BookingsExportCard />);
    fireEvent.change(screen.getByLabelText("From (event date)"), { target: { value: "2026-06-30" } });
    fireEvent.change(screen.getByLabelText("To (event date)"), { target: { value: "2026-04-01" } });
    expect(screen.queryByRole("link", { name: "Export bookings (CSV)" })).toBeNull();
    expect(screen.getByRole("button", { name: "Export bookings (CSV)" })).toBeDisabled();
    expect(screen.getByText("The end date must be on or after the start date.")).toBeInTheDocument();
    expect(screen.getByLabelText("To (event date)")).toHaveAttribute("aria-invalid", "true");
  });

  it("links the leads export as a download", () => {
    render(<LeadsExportLink />);
    const link = screen.getByRole("link", { name: "Export leads (CSV)" });
    expect(link).toHaveAttribute("href", "/api/admin/export/leads.csv");
    expect(link).toHaveAttribute("download");
  });
});
