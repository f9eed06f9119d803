"use client";

import type { ComponentProps, MouseEvent } from "react";

import { NAV_SCROLL_MS, scrollToSection } from "./smooth-scroll";

type ScrollLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** Section id without '#'. */
  to: string;
  /** Scroll duration in ms (800 for navigation, 1000 for 'Discover Services'). */
  duration?: number;
  /** Called after the scroll has started (e.g. to close the mobile menu). */
  onNavigate?: () => void;
};

/** An in-page link that smooth-scrolls to a section; a plain anchor without JavaScript. */
export function ScrollLink({ to, duration = NAV_SCROLL_MS, onNavigate, onClick, children, ...props }: ScrollLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (!document.getElementById(to)) return; // not on the home page: let the browser follow /#id
    event.preventDefault();
    onNavigate?.();
    scrollToSection(to, duration);
  }
  return (
    <a href={`/#${to}`} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
