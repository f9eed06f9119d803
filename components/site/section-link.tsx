import type { ComponentProps } from "react";

import { NAV_SCROLL_MS } from "./smooth-scroll";

type SectionLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** Section id without '#'. */
  to: string;
  /** Scroll duration in ms (800 for navigation, 1000 for 'Discover Services'). */
  duration?: number;
};

/**
 * An in-page link of the server-rendered page: a plain anchor (the browser jumps to the section
 * without scripts, or before they start), smooth-scrolled once the page's one listener is there
 * (LandingEffects). Nothing of it hydrates; a client component that needs a callback after
 * the scroll (the phone's menu) uses ScrollLink instead.
 */
export function SectionLink({ to, duration = NAV_SCROLL_MS, children, ...props }: SectionLinkProps) {
  return (
    <a href={`/#${to}`} data-scroll-ms={duration} {...props}>
      {children}
    </a>
  );
}
