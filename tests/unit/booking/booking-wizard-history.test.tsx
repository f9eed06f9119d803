import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import BookingWizard from "@/components/booking/booking-wizard";
import { FALLBACK_SERVICES } from "@/lib/domain/services";
import { toast } from "@/lib/toast";

import { stubFetch, type Routes } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

const base = (): Routes => ({
  "/api/registered-bars": [{ status: 200, body: [] }],
  "/api/services": [{ status: 200, body: FALLBACK_SERVICES }],
  "/api/bookings-public": [{ status: 200, body: [] }],
  "/api/blocked-days-public": [{ status: 200, body: [] }],
  "/api/availability": [{ status: 200, body: { times: [] } }],
});

const ADDRESS = "1 George Square, Glasgow G2 1DU";

function renderWizard(restore = false) {
  return render(
    <BookingWizard
      open
      onOpenChange={jest.fn()}
      title="Summon a Magician"
      initialServices={FALLBACK_SERVICES}
      restore={restore}
    />,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  stubFetch({}, base());
});

describe("the wizard in the browser history", () => {
  it("opening adds ?book=1, Next ?book=2; Back and Forward move between the steps with the details kept", async () => {
    const { unmount } = renderWizard();
    const dialog = await screen.findByRole("dialog", { name: "Summon a Magician" });
    expect(window.location.search).toBe("?book=1");
    await userEvent.type(within(dialog).getByLabelText("Event address"), ADDRESS);
    await userEvent.click(within(dialog).getByRole("button", { name: "Next Step" }));
    await within(dialog).findByText("Step 2 of 5: Event Details");
    expect(window.location.search).toBe("?book=2");

    window.history.back();
    await within(dialog).findByText("Step 1 of 5: Location");
    expect(within(dialog).getByLabelText("Event address")).toHaveValue(ADDRESS);
    window.history.forward();
    await within(dialog).findByText("Step 2 of 5: Event Details");

    // Previous goes back one entry as well
    await userEvent.click(within(dialog).getByRole("button", { name: "Previous" }));
    await within(dialog).findByText("Step 1 of 5: Location");
    await waitFor(() => expect(window.location.search).toBe("?book=1"));
    unmount();
  });

  it("a reload reopens the kept details at the step in the address", async () => {
    const first = renderWizard();
    const dialog = await screen.findByRole("dialog", { name: "Summon a Magician" });
    await userEvent.type(within(dialog).getByLabelText("Event address"), ADDRESS);
    await userEvent.click(within(dialog).getByRole("button", { name: "Next Step" }));
    await within(dialog).findByText("Step 2 of 5: Event Details");
    first.unmount();

    renderWizard(true);
    const again = await screen.findByRole("dialog", { name: "Summon a Magician" });
    await within(again).findByText("Step 2 of 5: Event Details");
    await userEvent.click(within(again).getByRole("button", { name: "Previous" }));
    await within(again).findByText("Step 1 of 5: Location");
    expect(within(again).getByLabelText("Event address")).toHaveValue(ADDRESS);
  });

  it("a deep link past the details given lands on the first incomplete step", async () => {
    window.history.replaceState(null, "", "/?book=4");
    renderWizard(true);
    const dialog = await screen.findByRole("dialog", { name: "Summon a Magician" });
    await within(dialog).findByText("Step 1 of 5: Location");
    expect(window.location.search).toBe("?book=1");
  });
});

describe("the wizard's form", () => {
  it("a refused step tells the first problem in the spec's order and focuses its field", async () => {
    renderWizard();
    const dialog = await screen.findByRole("dialog", { name: "Summon a Magician" });
    await userEvent.type(within(dialog).getByLabelText("Venue name (optional)"), "Home");
    await userEvent.click(within(dialog).getByRole("button", { name: "Next Step" }));
    expect(toast.error).toHaveBeenLastCalledWith(
      "Address required",
      "Please enter the full address of your event or use Google Maps to select it",
    );
    await waitFor(() => expect(within(dialog).getByLabelText("Event address")).toHaveFocus());
    expect(within(dialog).getByLabelText("Event address")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText("Step 1 of 5: Location")).toBeInTheDocument();
  });
});
