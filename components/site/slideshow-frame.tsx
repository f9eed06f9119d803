"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

import { DEFAULT_SLIDESHOW_TIMER_MS, wrapIndex } from "@/lib/domain/slideshow";

import { SlideshowMarkup, type SlideshowIcons } from "./slideshow-markup";

export interface SlideshowFrameProps {
  titles: readonly string[];
  slides: readonly ReactNode[];
  timerMs: number;
  icons: SlideshowIcons;
}

/**
 * The slideshow's moving parts: which slide shows, the timer, arrows, dots and the pause button.
 * The slides' content is rendered on the server (components/site/promotions-slideshow.tsx); this
 * code loads when the slideshow comes near the viewport or is touched (SlideshowIsland).
 */
export function SlideshowFrame({ titles, slides, timerMs, icons }: SlideshowFrameProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = titles.length;
  const many = count > 1;
  const delay = Number.isFinite(timerMs) && timerMs >= 1000 ? timerMs : DEFAULT_SLIDESHOW_TIMER_MS;

  const go = useCallback((next: number) => setIndex((current) => wrapIndex(current + next, count)), [count]);

  useEffect(() => {
    if (!many || paused || hovered) return;
    const id = window.setInterval(() => go(1), delay);
    return () => window.clearInterval(id);
  }, [many, paused, hovered, delay, go]);

  // A promotion's video plays only while its slide is shown.
  const frame = useRef<HTMLDivElement>(null);
  const current = wrapIndex(index, count);
  useEffect(() => {
    frame.current?.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]').forEach((slide, i) => {
      for (const video of slide.querySelectorAll("video")) {
        if (i === current) {
          video.preload = "metadata";
          // Promise.resolve: browsers (and jsdom) whose play() returns nothing
          void Promise.resolve(video.play()).catch(() => {});
        } else video.pause();
      }
    });
  }, [current]);

  const handlers = useMemo(
    () => ({ go, show: setIndex, togglePause: () => setPaused((p) => !p), hover: setHovered }),
    [go],
  );

  return (
    <div ref={frame}>
      <SlideshowMarkup
        titles={titles}
        slides={slides}
        icons={icons}
        current={current}
        paused={paused}
        handlers={handlers}
      />
    </div>
  );
}
