import type { ReactNode } from "react";

// Class lists written out in full (no tailwind-merge in the landing page's scripts).
const ARROW =
  "absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full border border-input bg-midnight/70 text-foreground shadow-xs backdrop-blur transition-[color,background-color,border-color] outline-none hover:border-primary/60 hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 [&_svg]:size-4";

/** Server-rendered icons (lucide's shapes), passed in so that their code stays out of the page's scripts. */
export interface SlideshowIcons {
  previous: ReactNode;
  next: ReactNode;
  play: ReactNode;
  pause: ReactNode;
}

/** What the controls do, once SlideshowFrame runs (absent in the server's first render). */
export interface SlideshowHandlers {
  go: (step: number) => void;
  show: (index: number) => void;
  togglePause: () => void;
  hover: (hovered: boolean) => void;
}

/**
 * The slideshow's markup for a given slide and pause state: rendered by the server as the page's
 * first paint (slide 1, playing, no handlers) and by SlideshowFrame once its code has loaded.
 */
export function SlideshowMarkup({
  titles,
  slides,
  icons,
  current,
  paused,
  handlers,
}: {
  titles: readonly string[];
  slides: readonly ReactNode[];
  icons: SlideshowIcons;
  current: number;
  paused: boolean;
  handlers?: SlideshowHandlers;
}) {
  const count = titles.length;
  return (
    <div
      className="relative overflow-hidden rounded-2xl border border-primary/30 glow-violet"
      role="region"
      aria-roledescription="carousel"
      aria-label="Promotions"
      onMouseEnter={handlers && (() => handlers.hover(true))}
      onMouseLeave={handlers && (() => handlers.hover(false))}
      onFocusCapture={handlers && (() => handlers.hover(true))}
      onBlurCapture={handlers && (() => handlers.hover(false))}
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
              {slides[i]}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label="Previous promotion"
            onClick={handlers && (() => handlers.go(-1))}
            className={`${ARROW} left-3`}
          >
            {icons.previous}
          </button>
          <button
            type="button"
            aria-label="Next promotion"
            onClick={handlers && (() => handlers.go(1))}
            className={`${ARROW} right-3`}
          >
            {icons.next}
          </button>
          <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-1">
            <button
              type="button"
              aria-label={paused ? "Play slideshow" : "Pause slideshow"}
              onClick={handlers?.togglePause}
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
                onClick={handlers && (() => handlers.show(i))}
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
