"use client";

import { useEffect } from "react";

/** Visibility threshold of the reveal animations (spec 000 §9). */
export const REVEAL_THRESHOLD = 0.1;
/** Stagger per item and per card (spec 000 §9). */
export const ITEM_STAGGER_MS = 200;
export const CARD_STAGGER_MS = 150;

/** Inline style for the n-th staggered element. */
export function staggerStyle(index: number, stepMs: number): React.CSSProperties {
  return { "--reveal-delay": `${index * stepMs}ms` } as React.CSSProperties;
}

/**
 * One observer for the whole page: every `.reveal` element gets
 * data-revealed="true" the first time 10% of it is visible. The CSS in
 * globals.css only hides `.reveal` elements when scripting is on and motion is
 * not reduced, so content is never lost.
 */
export function RevealObserver() {
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
