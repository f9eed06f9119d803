import { render, screen, within } from "@testing-library/react";

import { BookingProvider } from "@/components/site/booking-provider";
import { FALLBACK_SERVICES } from "@/lib/domain/services";

import { stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

Element.prototype.scrollIntoView ??= () => {};

beforeEach(() => {
  window.sessionStorage.clear();
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

describe("the landing page's booking provider", () => {
  it("reopens the wizard from the address after a reload, with the kept title and details", async () => {
    window.sessionStorage.setItem(
      "summon-a-magician.wizard-draft",
      JSON.stringify({ title: "Stage Illusions", details: { eventAddress: "1 George Square, Glasgow G2 1DU" } }),
    );
    window.history.replaceState(null, "", "/?book=2");
    render(
      <BookingProvider services={FALLBACK_SERVICES}>
        <p>page</p>
      </BookingProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Stage Illusions" }, { timeout: 30_000 });
    await within(dialog).findByText("Step 2 of 5: Event Details");
    expect(window.location.search).toBe("?book=2");
  }, 90_000);
});
