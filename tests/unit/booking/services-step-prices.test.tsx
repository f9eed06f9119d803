import { render, screen } from "@testing-library/react";
import { EMPTY_DETAILS } from "@/components/booking/booking-payload";
import { ServicesStep } from "@/components/booking/wizard-steps";
import { quoteBooking } from "@/lib/domain/pricing";

const services = [
  { id: 1, title: "Close-Up Magic", basePrice: 250, isActive: true, description: "Table to table.", image: null },
  { id: 2, title: "Stage Show", basePrice: 400, isActive: true, description: "For a room.", image: null },
];

function renderStep(isPartner: boolean) {
  const details = { ...EMPTY_DETAILS, eventDate: "2027-06-12", duration: "90", selectedServiceIds: [1] };
  const quote = quoteBooking({
    services: [services[0]],
    durationMinutes: 90,
    isPartnerVenue: isPartner,
    paymentType: "full",
  });
  render(
    <ServicesStep
      details={details}
      patch={() => undefined}
      services={services}
      todayIso="2027-01-01"
      quote={quote}
      isPartner={isPartner}
      durationAllowed={() => true}
    />,
  );
}

describe("the wizard's services step", () => {
  it("shows what an unticked service would add for the chosen duration, never £0.00", () => {
    renderStep(false);
    // 90 minutes: 1.5 × the base price
    expect(screen.getAllByText("£375.00").length).toBeGreaterThan(0);
    expect(screen.getByText("£600.00")).toBeInTheDocument();
    expect(screen.queryByText("£0.00")).not.toBeInTheDocument();
  });

  it("at a partner venue, with the partner discount", () => {
    renderStep(true);
    expect(screen.getAllByText("£337.50").length).toBeGreaterThan(0);
    expect(screen.getByText("£540.00")).toBeInTheDocument();
  });
});
