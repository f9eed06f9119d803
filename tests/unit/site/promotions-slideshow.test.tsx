import { act, fireEvent, render, screen } from "@testing-library/react";

import { PromotionsSlideshow, type PublicPromotion } from "@/components/site/promotions-slideshow";
import { wrapIndex } from "@/lib/domain/slideshow";

const promo = (id: number, extra: Partial<PublicPromotion> = {}): PublicPromotion => ({
  id,
  title: `Promotion ${id}`,
  description: `Description ${id}`,
  mediaType: "image",
  mediaUrl: null,
  locationName: null,
  locationUrl: null,
  buttonText: null,
  buttonUrl: "/#contact",
  ...extra,
});

/** Lets the island's code (loaded at once where jsdom has no IntersectionObserver) take over from the server's markup. */
const frameLoaded = () =>
  act(async () => {
    await import("@/components/site/slideshow-frame");
  });

const visibleSlide = () =>
  document.querySelector("[aria-roledescription='slide'][aria-hidden='false']")?.getAttribute("aria-label");

describe("wrapIndex", () => {
  it("wraps in both directions", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});

describe("PromotionsSlideshow", () => {
  afterEach(() => jest.useRealTimers());

  it("renders nothing without promotions", () => {
    const { container } = render(<PromotionsSlideshow promotions={[]} timerMs={5000} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no arrows or dots for a single promotion and uses the default button text", () => {
    render(<PromotionsSlideshow promotions={[promo(1)]} timerMs={5000} />);
    expect(screen.queryByRole("button", { name: "Next promotion" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Show promotion/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/#contact");
  });

  it("shows arrows and dots for several promotions, wraps around and auto-advances on the timer", async () => {
    jest.useFakeTimers();
    render(
      <PromotionsSlideshow
        promotions={[promo(1), promo(2, { mediaType: "video", mediaUrl: "/v.mp4" }), promo(3)]}
        timerMs={3000}
      />,
    );
    await frameLoaded();
    expect(screen.getAllByRole("button", { name: /Show promotion/ })).toHaveLength(3);
    expect(visibleSlide()).toMatch(/^1 of 3/);
    fireEvent.click(screen.getByRole("button", { name: "Previous promotion" }));
    expect(visibleSlide()).toMatch(/^3 of 3/);
    fireEvent.click(screen.getByRole("button", { name: "Next promotion" }));
    expect(visibleSlide()).toMatch(/^1 of 3/);
    act(() => jest.advanceTimersByTime(3000));
    expect(visibleSlide()).toMatch(/^2 of 3/);
    expect(document.querySelector("video")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    act(() => jest.advanceTimersByTime(9000));
    expect(visibleSlide()).toMatch(/^2 of 3/);
  });

  it("renders an image promotion as a plain <img> with next/image's srcset, and location and external links", () => {
    render(
      <PromotionsSlideshow
        promotions={[
          promo(1, {
            mediaUrl: "/uploads/promo.jpg",
            locationName: "The Thistle Vault",
            locationUrl: "https://example.com/map",
            buttonText: "Tickets",
            buttonUrl: "https://example.com/tickets",
          }),
        ]}
        timerMs={5000}
      />,
    );
    const image = document.querySelector("img");
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image?.getAttribute("srcset")).toContain("/_next/image?url=%2Fuploads%2Fpromo.jpg");
    expect(screen.getByRole("link", { name: "The Thistle Vault (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://example.com/map",
    );
    expect(screen.getByRole("link", { name: "Tickets" })).toHaveAttribute("target", "_blank");
  });
});
