"use client";

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

import { DEFAULT_SLIDESHOW_TIMER_MS, wrapIndex } from "@/lib/domain/slideshow";

// Class lists written out in full (no tailwind-merge in the landing page's first scripts).
const ARROW =
  "absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full border border-input bg-midnight/70 text-foreground shadow-xs backdrop-blur transition-[color,background-color,border-color] outline-none hover:border-primary/60 hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 [&_svg]:size-4";

const ActiveSlide = createContext(false);

/** A promotion's video: plays only while its slide is shown. */
export function SlideVideo({ src }: { src: string }) {
  const active = useContext(ActiveSlide);
  return (
    <video
      className="absolute inset-0 h-full w-full object-cover"
      src={src}
      muted
      loop
      playsInline
      autoPlay={active}
      preload={active ? "metadata" : "none"}
      aria-hidden="true"
    />
  );
}

/** Server-rendered icons (lucide), passed in so that their code stays out of the page's scripts. */
export interface SlideshowIcons {
  previous: ReactNode;
  next: ReactNode;
  play: ReactNode;
  pause: ReactNode;
}

/**
 * The slideshow's moving parts: which slide shows, the timer, arrows, dots and the pause button.
 * The slides' content is rendered on the server (components/site/promotions-slideshow.tsx).
 */
export function SlideshowFrame({
  titles,
  slides,
  timerMs,
  icons,
}: {
  titles: readonly string[];
  slides: readonly ReactNode[];
  timerMs: number;
  icons: SlideshowIcons;
}) {
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

  const current = wrapIndex(index, count);

  return (
    <div
      className="reveal relative overflow-hidden rounded-2xl border border-primary/30 glow-violet"
      role="region"
      aria-roledescription="carousel"
      aria-label="Promotions"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocusCapture={() => setHovered(true)}
      onBlurCapture={() => setHovered(false)}
    >
      <div className="relative aspect-[4/5] sm:aspect-[21/9]">
        {titles.map((title, i) => {
          const active = i === current;
          return (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${title}`}
              aria-hidden={!active}
              inert={!active}
              className={`absolute inset-0 transition-opacity duration-700 ${active ? "opacity-100" : "opacity-0"}`}
            >
              <ActiveSlide.Provider value={active}>{slides[i]}</ActiveSlide.Provider>
            </div>
          );
        })}
      </div>
      {many && (
        <>
          <button type="button" aria-label="Previous promotion" onClick={() => go(-1)} className={`${ARROW} left-3`}>
            {icons.previous}
          </button>
          <button type="button" aria-label="Next promotion" onClick={() => go(1)} className={`${ARROW} right-3`}>
            {icons.next}
          </button>
          <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-1">
            <button
              type="button"
              aria-label={paused ? "Play slideshow" : "Pause slideshow"}
              onClick={() => setPaused((p) => !p)}
              className="mr-1 inline-flex size-8 items-center justify-center rounded-full text-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              {paused ? icons.play : icons.pause}
            </button>
            {titles.map((title, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Show promotion ${i + 1}: ${title}`}
                aria-current={i === current ? "true" : undefined}
                onClick={() => setIndex(i)}
                className="group inline-flex size-8 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all ${i === current ? "w-6 bg-primary" : "w-2 bg-foreground/50 group-hover:bg-foreground"}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
