import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ExternalLinkIcon,
  MapPinIcon,
  PauseIcon,
  PlayIcon,
} from "@/components/ui/static-icons";

import { buttonVariants } from "@/components/ui/button-variants";
import { DEFAULT_PROMOTION_BUTTON_TEXT } from "@/lib/domain/slideshow";

import { SlideshowIsland } from "./slideshow-island";
import { SlideshowMarkup, type SlideshowIcons } from "./slideshow-markup";
import { StaticImage } from "./static-image";

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

const ICONS: SlideshowIcons = {
  previous: <ChevronLeftIcon aria-hidden="true" />,
  next: <ChevronRightIcon aria-hidden="true" />,
  play: <PlayIcon className="size-4" aria-hidden="true" />,
  pause: <PauseIcon className="size-4" aria-hidden="true" />,
};

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function Media({ promotion }: { promotion: PublicPromotion }) {
  if (!promotion.mediaUrl) {
    return <div aria-hidden="true" className="absolute inset-0 bg-magic" />;
  }
  // Still until SlideshowFrame runs, which plays the shown slide's video and pauses the others.
  if (promotion.mediaType === "video")
    return (
      <video
        className="absolute inset-0 h-full w-full object-cover"
        src={promotion.mediaUrl}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
      />
    );
  return (
    <StaticImage
      src={promotion.mediaUrl}
      alt=""
      fill
      sizes="(min-width: 1152px) 1152px, 100vw"
      className="object-cover"
      unoptimized={isExternal(promotion.mediaUrl) || promotion.mediaUrl.endsWith(".svg")}
    />
  );
}

/** One slide's content, rendered on the server; SlideshowFrame shows one slide at a time. */
function Slide({ promotion }: { promotion: PublicPromotion }) {
  const buttonUrl = promotion.buttonUrl;
  return (
    <>
      <Media promotion={promotion} />
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
    </>
  );
}

/**
 * Promotions on the home page: auto-advances every `timerMs` (setting,
 * default 5000 ms); arrows and dots only with more than one promotion; the
 * index wraps both ways. Pauses while hovered or focused, and has a
 * pause button (WCAG 2.2.2). The slides are server-rendered (no image or
 * icon code in the page's scripts); only SlideshowFrame runs in the browser,
 * and only once the slideshow comes near the viewport (SlideshowIsland).
 */
export function PromotionsSlideshow({
  promotions,
  timerMs,
}: {
  promotions: readonly PublicPromotion[];
  timerMs: number;
}) {
  if (promotions.length === 0) return null;
  const titles = promotions.map((promotion) => promotion.title);
  const slides = promotions.map((promotion) => <Slide key={promotion.id} promotion={promotion} />);
  return (
    <section aria-labelledby="promotions-title" className="below-fold py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="promotions-title" className="reveal mb-8 text-center text-2xl font-semibold sm:text-3xl">
          Special Offers &amp; Appearances
        </h2>
        <SlideshowIsland
          titles={titles}
          slides={slides}
          timerMs={timerMs}
          icons={ICONS}
          placeholder={<SlideshowMarkup titles={titles} slides={slides} icons={ICONS} current={0} paused={false} />}
        />
      </div>
    </section>
  );
}
