"use client";

import { useEffect } from "react";

import { REVEAL_THRESHOLD } from "./reveal";

/**
 * One observer for the whole page: every `.reveal` element gets
 * data-revealed="true" the first time 10% of it is visible. The CSS in
 * globals.css only hides `.reveal` elements when scripting is on and motion is
 * not reduced, so content is never lost.
 */
export function RevealObserver() {
  // The home page opens at the top, not where the browser last was, unless a link asked for a section (/#contact).
  useEffect(() => {
    if (window.location.hash) return;
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    const elements = Array.from(document.querySelectorAll<HTMLElement>(".reveal:not([data-revealed='true'])"));
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (reduced || typeof IntersectionObserver === "undefined") {
      for (const el of elements) el.dataset.revealed = "true";
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.revealed = "true";
          observer.unobserve(entry.target);
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    for (const el of elements) observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return null;
}
