import { render, screen } from "@testing-library/react";
import { LeadsTab } from "@/components/admin/leads-tab";
import type { LeadDto } from "@/components/admin/types";

jest.mock("@/components/admin/booking-actions-context", () => ({
  useBookingActions: () => ({ askStatusChange: jest.fn(), openDetails: jest.fn() }),
  canCancel: () => false,
  canConfirm: () => false,
}));

const lead = (id: number, name: string): LeadDto => ({
  id,
  name,
  email: "a@example.com",
  phone: "07700 900123",
  eventType: "wedding",
  location: null,
  message: "Hello",
  status: "new",
  createdAt: new Date().toISOString(),
  booking: null,
  notes: [],
});

describe("the dashboard's recent leads", () => {
  it("'Manage Lead' links each card's own lead", () => {
    render(<LeadsTab leads={[lead(7, "Ada"), lead(9, "Bea")]} bookings={[]} />);
    expect(screen.getAllByRole("link", { name: "Manage Lead" }).map((a) => a.getAttribute("href"))).toEqual([
      "/admin/leads/7",
      "/admin/leads/9",
    ]);
  });
});
