import { ChevronDownIcon, SparklesIcon } from "@/components/ui/static-icons";

import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

import { HeroArt } from "./artwork";
import { BookButton } from "./book-button";
import { bookButtonClass } from "./book-button-class";
import { SectionLink } from "./section-link";
import { HERO_SCROLL_MS } from "./smooth-scroll";

export const CLAIMS = [
  { value: "10+", label: "Over a decade of experience" },
  { value: "500+", label: "Events performed" },
  { value: "5★", label: "5-star rated" },
  { value: "Award", label: "Award-winning magician" },
] as const;

/**
 * A scattering of tiny stars: one 420 px SVG tile repeated (no request). A single image layer
 * costs the phone far less to paint than a stack of CSS gradients over the whole hero.
 */
const STARFIELD_TILE =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='420' height='420' fill-opacity='0.7'%3E%3Ccircle cx='50.4' cy='75.6' r='0.75' fill='%23fbeec4'/%3E%3Ccircle cx='117.6' cy='302.4' r='0.5' fill='%23fff'/%3E%3Ccircle cx='193.2' cy='50.4' r='0.75' fill='%23fff'/%3E%3Ccircle cx='268.8' cy='176.4' r='0.5' fill='%23fbeec4'/%3E%3Ccircle cx='344.4' cy='92.4' r='1' fill='%23fbeec4'/%3E%3Ccircle cx='386.4' cy='285.6' r='0.5' fill='%23fff'/%3E%3Ccircle cx='33.6' cy='369.6' r='0.75' fill='%23fff'/%3E%3Ccircle cx='226.8' cy='378' r='0.5' fill='%23fbeec4'/%3E%3C/svg%3E\")";
const STARFIELD: React.CSSProperties = { backgroundImage: STARFIELD_TILE, backgroundSize: "420px 420px" };

export function Hero() {
  return (
    <section id="home" aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-magic">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10" style={STARFIELD} />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-20 sm:px-6 md:grid-cols-[1.1fr_0.9fr] md:pt-20 md:pb-28">
        <div>
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-xs font-medium tracking-[0.18em] text-gold-light uppercase">
            <SparklesIcon className="size-3.5" aria-hidden="true" /> Glasgow magician &amp; illusionist
          </p>
          <h1
            id="hero-title"
            className="font-decorative text-5xl leading-[1.05] text-gradient-gold sm:text-6xl lg:text-7xl"
          >
            Summon a Magician
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-foreground/90 sm:text-xl">
            Jaw-dropping close-up magic, grand stage illusions and uncanny mind-reading for weddings, corporate events
            and parties. Based in Glasgow, performing right across the UK.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:items-center">
            <BookButton className={bookButtonClass({ size: "lg" }, "glow-gold text-base")}>
              <SparklesIcon aria-hidden="true" /> Summon a Magician
            </BookButton>
            <SectionLink
              to="services"
              duration={HERO_SCROLL_MS}
              className={cn(buttonVariants({ variant: "outline", size: "lg" }), "text-base")}
            >
              Discover Services
            </SectionLink>
          </div>
          <ul className="mt-12 grid max-w-xl grid-cols-2 gap-4 sm:grid-cols-4" aria-label="Why book with us">
            {CLAIMS.map((claim) => (
              <li key={claim.label} className="rounded-lg border border-border/70 bg-card/70 px-3 py-3 text-center">
                <span className="block font-display text-2xl font-semibold text-primary">{claim.value}</span>
                <span className="mt-1 block text-xs leading-snug text-muted-foreground">{claim.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-md md:max-w-none">
          <HeroArt className="aspect-square w-full" />
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-4 flex justify-center">
        <SectionLink
          to="services"
          duration={HERO_SCROLL_MS}
          aria-label="Scroll down to services"
          className="inline-flex size-11 items-center justify-center rounded-full border border-primary/40 text-primary outline-none hover:bg-primary/10 focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <ChevronDownIcon className="size-5 motion-safe:animate-bounce" aria-hidden="true" />
        </SectionLink>
      </div>
    </section>
  );
}
