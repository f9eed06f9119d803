"use client";

import { ChevronLeftIcon, ChevronRightIcon, ExternalLinkIcon, MapPinIcon, PauseIcon, PlayIcon } from "lucide-react";
import Image from "next/image";
import { useCallback, useEffect, useState } from "react";

import { clsx } from "clsx";

import { buttonVariants } from "@/components/ui/button-variants";
import { DEFAULT_PROMOTION_BUTTON_TEXT, DEFAULT_SLIDESHOW_TIMER_MS, wrapIndex } from "@/lib/domain/slideshow";

export interface PublicPromotion {
  id: number;
  title: string;
  description: string;
  mediaType: string;
  mediaUrl: string | null;
  locationName: string | null;
  locationUrl: string | null;
  buttonText: string | null;
  buttonUrl: string | null;
}

// Class lists written out in full (no tailwind-merge in the landing page's first scripts).
const ARROW =
  "absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full border border-input bg-midnight/70 text-foreground shadow-xs backdrop-blur transition-[color,background-color,border-color] outline-none hover:border-primary/60 hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 [&_svg]:size-4";

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function Media({ promotion, active }: { promotion: PublicPromotion; active: boolean }) {
  if (!promotion.mediaUrl) {
    return <div aria-hidden="true" className="absolute inset-0 bg-magic" />;
  }
  if (promotion.mediaType === "video") {
    return (
      <video
        className="absolute inset-0 h-full w-full object-cover"
        src={promotion.mediaUrl}
        muted
        loop
        playsInline
        autoPlay={active}
        preload={active ? "metadata" : "none"}
        aria-hidden="true"
      />
    );
  }
  return (
    <Image
      src={promotion.mediaUrl}
      alt=""
      fill
      sizes="(min-width: 1152px) 1152px, 100vw"
      className="object-cover"
      unoptimized={isExternal(promotion.mediaUrl) || promotion.mediaUrl.endsWith(".svg")}
    />
  );
}

/**
 * Promotions on the home page: auto-advances every `timerMs` (setting,
 * default 5000 ms); arrows and dots only with more than one promotion; the
 * index wraps both ways. Pauses while hovered or focused, and has a
 * pause button (WCAG 2.2.2).
 */
export function PromotionsSlideshow({
  promotions,
  timerMs,
}: {
  promotions: readonly PublicPromotion[];
  timerMs: number;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = promotions.length;
  const many = count > 1;
  const delay = Number.isFinite(timerMs) && timerMs >= 1000 ? timerMs : DEFAULT_SLIDESHOW_TIMER_MS;

  const go = useCallback((next: number) => setIndex((current) => wrapIndex(current + next, count)), [count]);

  useEffect(() => {
    if (!many || paused || hovered) return;
    const id = window.setInterval(() => go(1), delay);
    return () => window.clearInterval(id);
  }, [many, paused, hovered, delay, go]);

  if (count === 0) return null;
  const current = wrapIndex(index, count);

  return (
    <section aria-labelledby="promotions-title" className="below-fold py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="promotions-title" className="reveal mb-8 text-center text-2xl font-semibold sm:text-3xl">
          Special Offers &amp; Appearances
        </h2>
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
            {promotions.map((promotion, i) => {
              const active = i === current;
              const buttonUrl = promotion.buttonUrl;
              return (
                <div
                  key={promotion.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}: ${promotion.title}`}
                  aria-hidden={!active}
                  inert={!active}
                  className={clsx(
                    "absolute inset-0 transition-opacity duration-700",
                    active ? "opacity-100" : "opacity-0",
                  )}
                >
                  <Media promotion={promotion} active={active} />
                  <div
                    aria-hidden="true"
                    className="absolute inset-0 bg-gradient-to-t from-midnight via-midnight/80 to-midnight/10 sm:bg-gradient-to-r sm:from-midnight sm:via-midnight/85 sm:to-transparent"
                  />
                  <div className="absolute inset-0 flex flex-col justify-end p-6 pb-14 sm:max-w-xl sm:justify-center sm:p-12">
                    <h3 className="text-2xl font-semibold text-gold-light sm:text-3xl">{promotion.title}</h3>
                    <p className="mt-3 text-sm leading-relaxed text-foreground sm:text-base">{promotion.description}</p>
                    {promotion.locationName && (
                      <p className="mt-3 flex items-center gap-2 text-sm text-foreground/90">
                        <MapPinIcon className="size-4 text-primary" aria-hidden="true" />
                        {promotion.locationUrl ? (
                          <a
                            href={promotion.locationUrl}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="underline underline-offset-4 hover:text-primary"
                          >
                            {promotion.locationName}
                            <span className="sr-only"> (opens in a new tab)</span>
                          </a>
                        ) : (
                          promotion.locationName
                        )}
                      </p>
                    )}
                    {buttonUrl && (
                      <a
                        href={buttonUrl}
                        {...(isExternal(buttonUrl) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                        className={buttonVariants({ className: "mt-6 w-fit" })}
                      >
                        {promotion.buttonText || DEFAULT_PROMOTION_BUTTON_TEXT}
                        {isExternal(buttonUrl) && <ExternalLinkIcon aria-hidden="true" />}
                      </a>
                    )}
                  </div>
                </div>
              );
            })}
          </div>
          {many && (
            <>
              <button
                type="button"
                aria-label="Previous promotion"
                onClick={() => go(-1)}
                className={`${ARROW} left-3`}
              >
                <ChevronLeftIcon aria-hidden="true" />
              </button>
              <button type="button" aria-label="Next promotion" onClick={() => go(1)} className={`${ARROW} right-3`}>
                <ChevronRightIcon aria-hidden="true" />
              </button>
              <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-1">
                <button
                  type="button"
                  aria-label={paused ? "Play slideshow" : "Pause slideshow"}
                  onClick={() => setPaused((p) => !p)}
                  className="mr-1 inline-flex size-8 items-center justify-center rounded-full text-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  {paused ? (
                    <PlayIcon className="size-4" aria-hidden="true" />
                  ) : (
                    <PauseIcon className="size-4" aria-hidden="true" />
                  )}
                </button>
                {promotions.map((promotion, i) => (
                  <button
                    key={promotion.id}
                    type="button"
                    aria-label={`Show promotion ${i + 1}: ${promotion.title}`}
                    aria-current={i === current ? "true" : undefined}
                    onClick={() => setIndex(i)}
                    className="group inline-flex size-8 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  >
                    <span
                      aria-hidden="true"
                      className={clsx(
                        "block h-2 rounded-full transition-all",
                        i === current ? "w-6 bg-primary" : "w-2 bg-foreground/50 group-hover:bg-foreground",
                      )}
                    />
                  </button>
                ))}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
