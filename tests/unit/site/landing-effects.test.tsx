import { fireEvent, render, waitFor } from "@testing-library/react";

import { LandingEffects } from "@/components/site/landing-effects";

// Counts the smooth-scroll module's evaluations (a global: the factory can run while the imports
// above are evaluated, before this file's own variables exist). The landing page must not load it
// at start; the module stays loaded once it is, so the test that asserts the start comes first.
type Counter = { smoothScrollLoads?: number };
jest.mock("@/components/site/smooth-scroll", () => {
  (globalThis as Counter).smoothScrollLoads = ((globalThis as Counter).smoothScrollLoads ?? 0) + 1;
  return jest.requireActual("@/components/site/smooth-scroll");
});
const loads = () => (globalThis as Counter).smoothScrollLoads ?? 0;

/** The server-rendered header link and section, as the landing page has them before hydration. */
function page(): { link: HTMLAnchorElement; section: HTMLElement } {
  document.body.innerHTML = `
    <header data-sticky=""><a href="/#contact" data-scroll-ms="800">Contact</a></header>
    <section id="contact"><h2>Contact</h2></section>`;
  return {
    link: document.querySelector("a") as HTMLAnchorElement,
    section: document.getElementById("contact") as HTMLElement,
  };
}

beforeEach(() => {
  window.history.replaceState(null, "", "/");
  window.scrollTo = jest.fn();
  // reduced motion: the scroll is instant, so the test needs no animation frames
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
});

describe("LandingEffects' section links", () => {
  it("does not load the smooth scroll at start, and loads it when a section link is pointed at", async () => {
    const { link } = page();
    render(<LandingEffects />);
    expect(loads()).toBe(0);

    fireEvent.pointerOver(link);
    await waitFor(() => expect(loads()).toBe(1));
  });

  it("scrolls to the section on a click, moves focus there and puts its id in the address", async () => {
    const { link, section } = page();
    render(<LandingEffects />);

    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);

    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(section));
    expect(window.location.hash).toBe("#contact");
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it("leaves a click with a modifier key to the browser", () => {
    const { link } = page();
    render(<LandingEffects />);

    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(click);

    expect(click.defaultPrevented).toBe(false);
  });
});
