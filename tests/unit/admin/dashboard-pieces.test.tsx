import { render, screen } from "@testing-library/react";
import { describeChange, AuditLogView } from "@/components/admin/audit-log-view";
import { canCancel, canConfirm } from "@/components/admin/booking-actions-context";
import { StatCards } from "@/components/admin/magician-dashboard";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

describe("magician dashboard pieces", () => {
  it("shows the two stats with the spec's labels and £ with 2 decimals", () => {
    render(<StatCards stats={{ upcomingBookings: 7, totalRevenuePence: 123450 }} />);
    expect(screen.getByText("Upcoming Bookings")).toBeInTheDocument();
    expect(screen.getByText("Next 30 days")).toBeInTheDocument();
    expect(screen.getByTestId("stat-upcoming")).toHaveTextContent("7");
    expect(screen.getByText("Total Revenue")).toBeInTheDocument();
    expect(screen.getByTestId("stat-revenue")).toHaveTextContent("£1,234.50");
    // says what it counts, so it is not read as Insights' money kept
    expect(
      screen.getByText("Booked value: the full price of confirmed bookings, paid yet or not."),
    ).toBeInTheDocument();
  });

  it("enables Confirm and Cancel by the spec's rules", () => {
    expect(canConfirm({ status: "pending" })).toBe(true);
    expect(canConfirm({ status: "confirmed" })).toBe(false);
    expect(canConfirm({ status: "completed" })).toBe(false);
    expect(canCancel({ status: "pending", paymentStatus: "completed" })).toBe(true);
    expect(canCancel({ status: "completed", paymentStatus: "completed" })).toBe(false);
    expect(canCancel({ status: "cancelled", paymentStatus: "cancelled" })).toBe(false);
  });

  it("describes audit changes as before → after", () => {
    expect(
      describeChange(
        { status: "pending", paymentStatus: "completed" },
        { status: "confirmed", paymentStatus: "completed" },
      ),
    ).toBe("status: pending → confirmed");
    expect(describeChange(null, { date: "2030-01-01" })).toBe("date: 2030-01-01");
    expect(describeChange({ date: "2030-01-01" }, null)).toBe("date: 2030-01-01");
  });

  it("lists audit rows read-only", () => {
    render(
      <AuditLogView
        initial={[
          {
            id: 1,
            actorId: 1,
            actorName: "magician",
            action: "blocked-day.block",
            entity: "blocked_day",
            entityId: "3",
            before: null,
            after: { date: "2030-01-01" },
            createdAt: "2030-01-01T12:00:00.000Z",
          },
        ]}
      />,
    );
    expect(screen.getByText("Day blocked")).toBeInTheDocument();
    expect(screen.getByText("magician")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /delete|edit/i })).toBeNull();
  });
});
