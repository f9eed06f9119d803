"use client";

import { ChevronLeftIcon, ChevronRightIcon, MapPinIcon, SparklesIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DEFAULT_SLIDESHOW_TIMER_MS, wrapIndex } from "@/lib/domain/slideshow";
import type { PromotionDisplay } from "@/lib/server/promotions/display";
import { cn } from "@/lib/utils";

export type Offer = PromotionDisplay;

/** Special offers from the active promotions: wraps both ways, auto-advances, arrows/dots only with more than one. */
export function OffersCarousel({
  offers,
  intervalMs = DEFAULT_SLIDESHOW_TIMER_MS,
}: {
  offers: Offer[];
  intervalMs?: number;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = offers.length;
  const position = wrapIndex(index, count);
  const current = count > 0 ? offers[position] : null;

  useEffect(() => {
    if (count <= 1 || paused) return;
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused]);

  const go = (delta: number) => setIndex((i) => wrapIndex(i + delta, count));

  return (
    <Card
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
          Special Offers
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!current ? (
          <p className="py-6 text-center text-muted-foreground">No special offers right now.</p>
        ) : (
          <div aria-roledescription="carousel" aria-label="Special offers">
            <div className="overflow-hidden rounded-lg border bg-background/40" aria-live={paused ? "polite" : "off"}>
              {current.mediaUrl &&
                (current.mediaType === "video" ? (
                  <video
                    src={current.mediaUrl}
                    className="aspect-video w-full object-cover"
                    muted
                    loop
                    playsInline
                    autoPlay
                    aria-hidden="true"
                  />
                ) : (
                  // eslint-disable-next-line @next/next/no-img-element -- uploaded media of any size/origin
                  <img src={current.mediaUrl} alt="" className="aspect-video w-full object-cover" loading="lazy" />
                ))}
              <div className="p-4" aria-roledescription="slide" aria-label={`${position + 1} of ${count}`}>
                <h3 className="font-display text-lg text-primary">{current.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{current.description}</p>
                {current.locationName && (
                  <p className="mt-2 inline-flex items-center gap-1 text-sm">
                    <MapPinIcon className="size-4" aria-hidden="true" />
                    {current.locationUrl ? (
                      <a
                        href={current.locationUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="underline underline-offset-4"
                      >
                        {current.locationName}
                      </a>
                    ) : (
                      current.locationName
                    )}
                  </p>
                )}
                {current.buttonUrl && (
                  <div className="mt-3">
                    <Button asChild size="sm">
                      <a href={current.buttonUrl}>{current.buttonText}</a>
                    </Button>
                  </div>
                )}
              </div>
            </div>
            {count > 1 && (
              <div className="mt-3 flex items-center justify-between">
                <Button variant="outline" size="icon" onClick={() => go(-1)} aria-label="Previous offer">
                  <ChevronLeftIcon aria-hidden="true" />
                </Button>
                <div className="flex gap-2">
                  {offers.map((offer, i) => (
                    <button
                      key={offer.id}
                      type="button"
                      onClick={() => setIndex(i)}
                      aria-label={`Show offer ${i + 1}`}
                      aria-current={i === position}
                      className={cn("size-2.5 rounded-full", i === position ? "bg-primary" : "bg-muted-foreground/40")}
                    />
                  ))}
                </div>
                <Button variant="outline" size="icon" onClick={() => go(1)} aria-label="Next offer">
                  <ChevronRightIcon aria-hidden="true" />
                </Button>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
