import { render, screen } from "@testing-library/react";
import { ManagedBookingDetails } from "@/components/manage/managed-booking-details";
import type { ManagedBooking } from "@/lib/server/manage/view";

jest.mock("server-only", () => ({}), { virtual: true });

const booking = (money: Partial<ManagedBooking>): ManagedBooking => ({
  clientName: "Ada Lovelace",
  clientEmail: "ada@example.com",
  eventType: "birthday",
  eventLocation: "Home",
  eventAddress: "1 Main Street, Glasgow",
  parkingAvailable: null,
  eventDate: "2027-06-01",
  startTime: "14:00",
  endTime: "15:00",
  guestCount: 20,
  selectedServices: [],
  duration: "60",
  additionalInfo: null,
  paymentType: "full",
  totalAmount: 275,
  paidAmount: 275,
  refundedAmount: 0,
  pendingRefundAmount: 0,
  balanceDue: 0,
  balanceChargedOn: null,
  status: "cancelled",
  paymentStatus: "cancelled",
  source: "online",
  ...money,
});

describe("the customer's booking page, money going back", () => {
  it("a pending refund is on its way, not refunded", () => {
    render(<ManagedBookingDetails booking={booking({ pendingRefundAmount: 137.5 })} />);
    expect(screen.getByText(/Refund of £137\.50 pending/)).toHaveTextContent(
      "Refund of £137.50 pending: it is on its way to the card you paid with",
    );
    expect(screen.queryByText("Refunded")).toBeNull();
  });

  it("a refund that went through reads as refunded", () => {
    render(<ManagedBookingDetails booking={booking({ refundedAmount: 137.5 })} />);
    expect(screen.getByText("Refunded")).toBeInTheDocument();
    expect(screen.getByText("£137.50")).toBeInTheDocument();
    expect(screen.queryByText(/pending/)).toBeNull();
  });

  it("a failed refund is not shown to the customer as refunded", () => {
    render(<ManagedBookingDetails booking={booking({})} />);
    expect(screen.queryByText("Refunded")).toBeNull();
    expect(screen.queryByText(/pending/)).toBeNull();
  });
});
