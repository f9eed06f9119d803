"use client";

import { useEffect } from "react";

import { scrollToSection } from "./smooth-scroll";

/**
 * The page's one click listener for its SectionLinks: smooth-scrolls to the section a link names
 * (its `data-scroll-ms`), as ScrollLink does for a single link, instead of the browser's jump.
 */
export function SectionLinkScroller() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-scroll-ms]") : null;
      const id = link?.hash.slice(1);
      if (!link || !id || link.pathname !== window.location.pathname || !document.getElementById(id)) return;
      event.preventDefault();
      scrollToSection(id, Number(link.dataset.scrollMs));
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}
