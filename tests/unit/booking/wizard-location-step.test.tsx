// The wizard's first step: an empty location marks only the address (the venue name is optional),
// and the 'Location required' toast goes as soon as the location is given.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import BookingWizard from "@/components/booking/booking-wizard";
import { FALLBACK_SERVICES } from "@/lib/domain/services";
import { toast } from "@/lib/toast";

import { stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({
  toast: { success: jest.fn(), error: jest.fn(() => "step-toast"), dismiss: jest.fn() },
}));

Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  stubFetch(
    {},
    {
      "/api/registered-bars": [{ status: 200, body: [] }],
      "/api/services": [{ status: 200, body: FALLBACK_SERVICES }],
      "/api/bookings-public": [{ status: 200, body: [] }],
      "/api/blocked-days-public": [{ status: 200, body: [] }],
      "/api/availability": [{ status: 200, body: { times: [] } }],
    },
  );
});

async function openWizard() {
  render(<BookingWizard open onOpenChange={jest.fn()} title="Summon a Magician" initialServices={FALLBACK_SERVICES} />);
  return screen.findByRole("dialog", { name: "Summon a Magician" });
}

describe("the wizard's location step", () => {
  it("marks the address, not the optional venue name, and drops the toast once the address is given", async () => {
    const dialog = await openWizard();
    await userEvent.click(within(dialog).getByRole("button", { name: "Next Step" }));
    expect(toast.error).toHaveBeenCalledWith(
      "Location required",
      "Please select a registered bar or enter your event location",
    );
    const venue = within(dialog).getByLabelText("Venue name (optional)");
    const address = within(dialog).getByLabelText("Event address");
    await waitFor(() => expect(address).toHaveAttribute("aria-invalid", "true"));
    expect(venue).not.toHaveAttribute("aria-invalid");
    expect(toast.dismiss).not.toHaveBeenCalled();

    await userEvent.type(address, "1 George Square, Glasgow G2 1DU");
    await waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith("step-toast"));
    expect(address).not.toHaveAttribute("aria-invalid", "true");
  });

  it("keeps 'Address required' up while only the venue name is typed", async () => {
    const dialog = await openWizard();
    await userEvent.type(within(dialog).getByLabelText("Venue name (optional)"), "The Grand Hotel");
    await userEvent.click(within(dialog).getByRole("button", { name: "Next Step" }));
    expect(toast.error).toHaveBeenCalledWith(
      "Address required",
      "Please enter the full address of your event or use Google Maps to select it",
    );
    await userEvent.type(within(dialog).getByLabelText("Venue name (optional)"), " Ballroom");
    expect(toast.dismiss).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText("Venue name (optional)")).not.toHaveAttribute("aria-invalid");
  });
});
