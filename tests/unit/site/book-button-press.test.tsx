import { fireEvent, render, screen } from "@testing-library/react";

import { BookButton } from "@/components/site/book-button";
import { BookingProvider } from "@/components/site/booking-provider";
import { FALLBACK_SERVICES } from "@/lib/domain/services";

import { stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

Element.prototype.scrollIntoView ??= () => {};

beforeEach(() => {
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

/** A server-rendered book button, outside React's tree as it is before hydration. */
function staticButton(title?: string): HTMLButtonElement {
  const holder = document.createElement("div");
  document.body.append(holder);
  holder.innerHTML = `<button type="button" data-book="" ${title ? `data-book-title="${title}"` : ""}>Book</button>`;
  return holder.querySelector("button") as HTMLButtonElement;
}

describe("the book buttons' one listener (BookingProvider)", () => {
  // first: React marks the document as listened to with its first render, and the recorder stops there
  it("leaves a press to the early-press recorder while it records (it presses again after hydration)", () => {
    const recorder = window as unknown as { __earlyPresses?: unknown[] };
    recorder.__earlyPresses = [];
    try {
      fireEvent.click(staticButton());
      render(
        <BookingProvider services={FALLBACK_SERVICES}>
          <p>page</p>
        </BookingProvider>,
      );
      expect(screen.queryByRole("status")).toBeNull();
      expect(screen.queryByRole("dialog")).toBeNull();
    } finally {
      delete recorder.__earlyPresses;
    }
  });

  it("renders a plain button carrying what the wizard opens with", () => {
    render(
      <BookButton className="c" title="Stage Illusions" serviceId={3}>
        Book Now
      </BookButton>,
    );
    const button = screen.getByRole("button", { name: "Book Now" });
    expect(button).toHaveAttribute("data-book", "");
    expect(button).toHaveAttribute("data-book-title", "Stage Illusions");
    expect(button).toHaveAttribute("data-book-service", "3");
  });

  it("holds a press made before the provider mounted and opens the wizard once it has", async () => {
    fireEvent.click(staticButton("Stage Illusions"));
    render(
      <BookingProvider services={FALLBACK_SERVICES}>
        <p>page</p>
      </BookingProvider>,
    );
    expect(await screen.findByRole("dialog", { name: "Stage Illusions" }, { timeout: 30_000 })).toBeInTheDocument();
  }, 90_000);
});
