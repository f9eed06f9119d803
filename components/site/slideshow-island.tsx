"use client";

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";

import type { SlideshowFrameProps } from "./slideshow-frame";

/**
 * The promotions slideshow as an island: the server's first render (`placeholder`, slide 1 with its
 * controls) is shown until the slideshow comes within 200 px of the viewport or is pointed at,
 * focused or pressed; then SlideshowFrame's code loads and takes over. A control pressed or focused
 * before that is found again by its name in the frame, focused, and (if pressed) pressed again.
 */
export function SlideshowIsland({ placeholder, ...props }: SlideshowFrameProps & { placeholder: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  const [Frame, setFrame] = useState<ComponentType<SlideshowFrameProps> | null>(null);
  const carried = useRef<{ label: string; press: boolean } | null>(null);

  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    let started = false;
    let loaded = false;
    const load = () => {
      if (started) return;
      started = true;
      void import("./slideshow-frame").then((module) => {
        loaded = true;
        setFrame(() => module.SlideshowFrame);
      });
    };
    const remember = (event: Event, press: boolean) => {
      if (loaded) return; // the frame answers for itself
      const label = event.target instanceof Element ? event.target.closest("button")?.getAttribute("aria-label") : null;
      if (label)
        carried.current = { label, press: press || (carried.current?.label === label && carried.current.press) };
      load();
    };
    const onClick = (event: Event) => remember(event, true);
    const onFocus = (event: Event) => remember(event, false);
    // A browser without IntersectionObserver cannot say when it comes near: it gets the slideshow at once.
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
            rootMargin: "200px 0px",
          });
    if (observer) observer.observe(node);
    else load();
    node.addEventListener("pointerover", load);
    node.addEventListener("focusin", onFocus);
    node.addEventListener("click", onClick);
    return () => {
      observer?.disconnect();
      node.removeEventListener("pointerover", load);
      node.removeEventListener("focusin", onFocus);
      node.removeEventListener("click", onClick);
    };
  }, []);

  useEffect(() => {
    const wanted = carried.current;
    if (!Frame || !wanted) return;
    carried.current = null;
    const control = Array.from(holder.current?.querySelectorAll("button") ?? []).find(
      (button) => button.getAttribute("aria-label") === wanted.label,
    );
    control?.focus({ preventScroll: true });
    if (wanted.press) control?.click();
  }, [Frame]);

  return (
    <div ref={holder} className="reveal">
      {Frame ? <Frame {...props} /> : placeholder}
    </div>
  );
}
