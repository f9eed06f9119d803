import { render, screen } from "@testing-library/react";

import { EMPTY_DETAILS } from "@/components/booking/booking-payload";
import { OrderSummary } from "@/components/booking/order-summary";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { quoteBooking } from "@/lib/domain/pricing";
import { FLAT_TRAVEL_CHARGE, travelLine } from "@/lib/domain/travel-fee";

const details = {
  ...EMPTY_DETAILS,
  eventType: "wedding",
  eventDate: "2099-06-20",
  startTime: "14:00",
  duration: "60",
  guestCount: "50",
  selectedServiceIds: [1],
  paymentType: "deposit" as const,
};
const quote = quoteBooking({
  services: [{ id: 1, title: "Close-Up Magic", basePrice: 250 }],
  durationMinutes: 60,
  isPartnerVenue: false,
  paymentType: "deposit",
  travel: travelLine({ charge: FLAT_TRAVEL_CHARGE, drive: null, isPartnerVenue: false }),
});

describe("the wizard's order summary: the balance", () => {
  it("is due on the event day without the automatic balance tick", () => {
    render(<OrderSummary details={details} quote={quote} locationLabel="Glasgow" autoBalanceDaysBefore={null} />);
    expect(screen.getByText("Balance due on the event day")).toBeInTheDocument();
  });

  it("is charged to the card on its day when the client ticked the automatic balance", () => {
    render(<OrderSummary details={details} quote={quote} locationLabel="Glasgow" autoBalanceDaysBefore={7} />);
    expect(screen.getByText(`Balance charged to your card on ${formatIsoDateLong("2099-06-13")}`)).toBeInTheDocument();
    expect(screen.queryByText("Balance due on the event day")).not.toBeInTheDocument();
  });
});
