import { QuoteIcon, StarIcon } from "@/components/ui/static-icons";

import { CARD_STAGGER_MS, staggerStyle } from "./reveal";
import { SectionHeading } from "./section-heading";
import { WRITTEN_TESTIMONIALS, type TestimonialsToShow } from "./testimonials";

/** The testimonials: published reviews once there are three (see testimonials.ts), and the live rating badge. */
export function TestimonialsSection({
  testimonials = { source: "written", items: WRITTEN_TESTIMONIALS },
}: {
  testimonials?: TestimonialsToShow;
}) {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="below-fold py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="testimonials-title" eyebrow="Kind words" title="What Clients Say">
          {testimonials.source === "reviews"
            ? "Verified reviews from clients, written after their events."
            : "Five-star reviews from couples, companies and families across the UK."}
        </SectionHeading>
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.items.map((t, index) => (
            <li key={t.id} className="reveal" style={staggerStyle(index, CARD_STAGGER_MS)}>
              <figure className="relative flex h-full flex-col rounded-xl border border-border bg-card p-6">
                <QuoteIcon className="absolute top-5 right-5 size-8 text-primary/25" aria-hidden="true" />
                <div className="flex gap-0.5 text-primary" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                  {Array.from({ length: 5 }, (_, i) => (
                    <StarIcon
                      key={i}
                      className={i < t.rating ? "size-4 fill-current" : "size-4 opacity-35"}
                      aria-hidden="true"
                    />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-sm leading-relaxed text-foreground/90">
                  <p className="whitespace-pre-line">&ldquo;{t.content}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 items-center justify-center rounded-full bg-gradient-to-br from-gold-light to-primary font-display text-sm font-semibold text-primary-foreground"
                  >
                    {t.avatar}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold">{t.author}</span>
                    <span className="block text-xs text-muted-foreground">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="reveal mx-auto mt-12 max-w-md">
          <iframe
            src="/reviews-badge.html"
            title="Client reviews rating badge"
            loading="lazy"
            className="block h-[140px] w-full rounded-xl border-0"
          />
        </div>
      </div>
    </section>
  );
}
