"use client";

import { useEffect, type RefObject } from "react";

/** The CSS variable the toast region (components/ui/sonner.tsx) keeps its top edge below, on a phone. */
export const TOAST_CLEARANCE_VAR = "--toast-top-clearance";

/** Space between the element and a toast. */
const GAP_PX = 8;

/**
 * Keeps toasts clear of an element at the top of the screen (the booking wizard's title): while it is
 * mounted, the toast region starts just below it, following it as its dialog opens, scrolls and
 * changes size; once it has scrolled away (or unmounts), toasts go back to the top.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const bottom = element.getBoundingClientRect().bottom;
      if (bottom > 0) root.style.setProperty(TOAST_CLEARANCE_VAR, `${Math.ceil(bottom + GAP_PX)}px`);
      else root.style.removeProperty(TOAST_CLEARANCE_VAR);
    };
    update();
    // the dialog around it moves it: opening (animated), scrolling, and re-centring when a step's height changes
    const container = element.closest<HTMLElement>("[role=dialog]") ?? element.parentElement;
    const resizes = new ResizeObserver(update);
    resizes.observe(element);
    if (container) resizes.observe(container);
    container?.addEventListener("scroll", update, { passive: true });
    container?.addEventListener("animationend", update);
    window.addEventListener("resize", update);
    return () => {
      resizes.disconnect();
      container?.removeEventListener("scroll", update);
      container?.removeEventListener("animationend", update);
      window.removeEventListener("resize", update);
      root.style.removeProperty(TOAST_CLEARANCE_VAR);
    };
  }, [ref]);
}
