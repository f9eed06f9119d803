import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingActionsProvider } from "@/components/admin/booking-actions";
import { useBookingActions } from "@/components/admin/booking-actions-context";
import type { AdminBooking } from "@/components/admin/types";
import { addDays, londonToday } from "@/lib/domain/dates";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

function booking(smsConsent: boolean): AdminBooking {
  return {
    id: 42,
    clientName: "Ada Lovelace",
    clientEmail: "ada@example.com",
    clientPhone: "07700 900000",
    eventLocation: "Home",
    eventAddress: "1 High Street, London",
    parkingAvailable: true,
    eventType: "birthday",
    eventDate: addDays(londonToday(), 20),
    startTime: "18:00",
    endTime: "19:00",
    guestCount: 20,
    additionalInfo: null,
    duration: "60",
    totalPence: 27500,
    paidPence: 27500,
    refundedPence: 0,
    paymentType: "full",
    paymentStatus: "completed",
    status: "confirmed",
    source: "online",
    barId: null,
    leadId: null,
    hasCardPayment: true,
    smsConsent,
    services: [],
    createdAt: "2026-01-01T10:00:00.000Z",
    suggestedRefundPence: 0,
    cancelRefundPence: 27500,
    refundTier: "none",
    pendingRefundPence: 0,
    failedRefunds: [] as AdminBooking["failedRefunds"],
    failedRefundPence: 0,
    billingAddress: null,
    disputedAt: null,
    disputeReason: null,
  } as AdminBooking;
}

function OpenDetails({ b }: { b: AdminBooking }) {
  const { openDetails } = useBookingActions();
  return <button onClick={() => openDetails(b)}>details</button>;
}

describe("the booking details' Texts row", () => {
  it.each([
    [true, "yes"],
    [false, "no"],
  ])("says whether the client agreed to texts (smsConsent %s → %s)", async (smsConsent, shown) => {
    const b = booking(smsConsent);
    render(
      <BookingActionsProvider bookings={[b]}>
        <OpenDetails b={b} />
      </BookingActionsProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "details" }));
    const client = within(await screen.findByRole("dialog", { name: "Booking Details" })).getByRole("region", {
      name: "Client Information",
    });
    const label = within(client).getByText("Texts");
    expect(label.nextElementSibling).toHaveTextContent(new RegExp(`^${shown}$`));
    expect(client).toHaveTextContent(`Texts${shown}`);
  });
});
