"use client";

import { useEffect } from "react";

import { REVEAL_THRESHOLD } from "./reveal";

// Only a click on a section link needs the animation: it is fetched when one is pointed at or focused,
// so the click itself rarely waits, and the first screen's scripts stay at the framework's size.
const loadSmoothScroll = () => import("./smooth-scroll");

function sectionLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>("a[data-scroll-ms]") : null;
}

/** Scroll distance after which the sticky header gains its shadow. */
export const HEADER_SHADOW_AFTER_PX = 50;

/**
 * The landing page's behaviour that needs no markup of its own, in one client component with one
 * module, so that the server-rendered header, links and sections hydrate nothing of their own:
 * - the page opens at the top, not where the browser last was, unless a link asked for a section (/#contact);
 * - every `.reveal` element gets data-revealed="true" the first time 10% of it is visible (the CSS in
 *   globals.css only hides `.reveal` elements when scripting is on and motion is not reduced, so
 *   content is never lost);
 * - a SectionLink (`a[data-scroll-ms]`) smooth-scrolls to its section instead of the browser's jump;
 * - the sticky header (`header[data-sticky]`) is marked `data-scrolled` past 50 px (its shadow, in CSS).
 */
export function LandingEffects() {
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

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      const link = sectionLinkOf(event.target);
      const id = link?.hash.slice(1);
      if (!link || !id || link.pathname !== window.location.pathname || !document.getElementById(id)) return;
      event.preventDefault();
      const duration = Number(link.dataset.scrollMs);
      void loadSmoothScroll().then(({ scrollToSection }) => scrollToSection(id, duration));
    };
    const warmUp = (event: Event) => {
      if (sectionLinkOf(event.target)) void loadSmoothScroll();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", warmUp, { passive: true });
    document.addEventListener("focusin", warmUp);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", warmUp);
      document.removeEventListener("focusin", warmUp);
    };
  }, []);

  useEffect(() => {
    const header = document.querySelector<HTMLElement>("header[data-sticky]");
    if (!header) return;
    const onScroll = () => {
      if (window.scrollY > HEADER_SHADOW_AFTER_PX) header.dataset.scrolled = "true";
      else delete header.dataset.scrolled;
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return null;
}
