"use client";

import { useEffect, useState, type ReactNode } from "react";

/** Scroll distance after which the sticky header gains its shadow. */
export const HEADER_SHADOW_AFTER_PX = 50;

const BASE = "sticky top-0 z-40 border-b transition-[box-shadow,border-color,background-color] duration-300";
const AT_TOP = "border-transparent bg-background/95";
const SCROLLED = "border-border/60 bg-background/90 shadow-[0_8px_30px_-12px_rgb(0_0_0/0.75)] backdrop-blur-md";

/** The site header's sticky frame: only the shadow past 50 px needs the browser; its content is server-rendered. */
export function StickyHeader({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SHADOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <header data-scrolled={scrolled || undefined} className={`${BASE} ${scrolled ? SCROLLED : AT_TOP}`}>
      {children}
    </header>
  );
}
