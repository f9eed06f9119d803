/**
 * Smooth scrolling with fixed durations (header links 800 ms,
 * 'Discover Services' 1000 ms). Plain JS so the duration is exact; instant
 * under prefers-reduced-motion. The sticky header's height is left clear by
 * the sections' `scroll-margin-top`.
 */
export const NAV_SCROLL_MS = 800;
export const HERO_SCROLL_MS = 1000;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
}

let frame = 0;

/**
 * Scrolls to the element with `id` in `duration` ms, then moves focus there for keyboard and screen-reader users.
 * The target's position is read again on every frame: sections below the fold are laid out only as they
 * come near the viewport (content-visibility), so the page above the target can grow while scrolling.
 */
export function scrollToSection(id: string, duration: number = NAV_SCROLL_MS): void {
  const target = document.getElementById(id);
  if (!target) return;
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const destination = () =>
    id === "home" ? 0 : Math.max(0, target.getBoundingClientRect().top + window.scrollY - margin);
  const from = window.scrollY;
  const done = () => {
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    if (window.location.hash !== `#${id}`)
      window.history.replaceState(null, "", id === "home" ? window.location.pathname : `#${id}`);
  };
  cancelAnimationFrame(frame);
  if (prefersReducedMotion() || duration <= 0 || Math.abs(destination() - from) < 2) {
    window.scrollTo(0, destination());
    done();
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / duration);
    window.scrollTo(0, from + (destination() - from) * easeInOutCubic(t));
    if (t < 1) {
      frame = requestAnimationFrame(step);
      return;
    }
    // The sections just revealed may have changed the page's height: settle on the final position.
    frame = requestAnimationFrame(() => {
      if (Math.abs(destination() - window.scrollY) > 1) window.scrollTo(0, destination());
      done();
    });
  };
  frame = requestAnimationFrame(step);
}
