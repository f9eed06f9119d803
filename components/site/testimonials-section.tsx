import { QuoteIcon, StarIcon } from "lucide-react";

import { CARD_STAGGER_MS, staggerStyle } from "./reveal";
import { SectionHeading } from "./section-heading";

export interface Testimonial {
  id: number;
  content: string;
  author: string;
  role: string;
  /** initials drawn in a gradient circle (no photos are downloaded) */
  avatar: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    content:
      "Our guests are still talking about the wedding reception. He had the whole room gasping, and my gran swears she'll never trust a deck of cards again. Worth every penny.",
    author: "Sarah & James",
    role: "Wedding, Loch Lomond",
    avatar: "SJ",
  },
  {
    id: 2,
    content:
      "We booked the close-up set for our annual client dinner. It broke the ice instantly and gave everyone something to talk about. Professional from the first email to the last trick.",
    author: "Michael Thompson",
    role: "Events Director, Edinburgh",
    avatar: "MT",
  },
  {
    id: 3,
    content:
      "The children's show was pure joy: thirty seven-year-olds shrieking with laughter for an hour. Brilliantly pitched for the kids, with plenty to amaze the parents too.",
    author: "Emma Wilson",
    role: "Birthday party, Glasgow",
    avatar: "EW",
  },
];

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="below-fold py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="testimonials-title" eyebrow="Kind words" title="What Clients Say">
          Five-star reviews from couples, companies and families across the UK.
        </SectionHeading>
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t, index) => (
            <li key={t.id} className="reveal" style={staggerStyle(index, CARD_STAGGER_MS)}>
              <figure className="relative flex h-full flex-col rounded-xl border border-border bg-card p-6">
                <QuoteIcon className="absolute top-5 right-5 size-8 text-primary/25" aria-hidden="true" />
                <div className="flex gap-0.5 text-primary" role="img" aria-label="Rated 5 out of 5">
                  {Array.from({ length: 5 }, (_, i) => (
                    <StarIcon key={i} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-sm leading-relaxed text-foreground/90">
                  <p>&ldquo;{t.content}&rdquo;</p>
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
