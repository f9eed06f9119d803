import { render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";

import { EMPTY_DETAILS, type WizardDetails } from "@/components/booking/booking-payload";
import { ServicesStep } from "@/components/booking/services-step";
import { quoteBooking } from "@/lib/domain/pricing";
import { FLAT_TRAVEL_CHARGE, travelLine } from "@/lib/domain/travel-fee";

const services = [
  { id: 1, title: "Close-Up Magic", basePrice: 250, isActive: true, description: "Table to table.", image: null },
  { id: 2, title: "Stage Show", basePrice: 400, isActive: true, description: "For a room.", image: null },
];

function Step({ isPartner, duration }: { isPartner: boolean; duration: string }) {
  const details = { ...EMPTY_DETAILS, eventDate: "2027-06-12", duration, selectedServiceIds: [1] };
  const form = useForm<WizardDetails>({ defaultValues: details });
  const quote = quoteBooking({
    services: [services[0]!],
    durationMinutes: Number(duration),
    isPartnerVenue: isPartner,
    paymentType: "full",
    travel: travelLine({ charge: FLAT_TRAVEL_CHARGE, drive: null, isPartnerVenue: isPartner }),
  });
  return (
    <ServicesStep
      form={form}
      details={details}
      services={services}
      todayIso="2027-01-01"
      quote={quote}
      isPartner={isPartner}
      durationAllowed={() => true}
    />
  );
}

describe("the wizard's services step", () => {
  it("shows what an unticked service would add for the chosen duration, never £0.00", () => {
    render(<Step isPartner={false} duration="90" />);
    // 90 minutes: 1.5 × the base price
    expect(screen.getAllByText("£375.00").length).toBeGreaterThan(0);
    expect(screen.getByText("£600.00")).toBeInTheDocument();
    expect(screen.queryByText("£0.00")).not.toBeInTheDocument();
  });

  it("at a partner venue, with the partner discount (the list price struck through)", () => {
    render(<Step isPartner duration="90" />);
    expect(screen.getAllByText("£337.50").length).toBeGreaterThan(0);
    expect(screen.getByText("£540.00")).toBeInTheDocument();
    expect(screen.getByText("£600.00")).toHaveClass("line-through");
  });

  it("before a duration is chosen: 'from' half the base price", () => {
    render(<Step isPartner={false} duration="" />);
    expect(screen.getByText("from £125")).toBeInTheDocument();
    expect(screen.getByText("from £200")).toBeInTheDocument();
  });
});
