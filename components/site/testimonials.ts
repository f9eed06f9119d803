/**
 * What the landing page's testimonials section shows: the newest published reviews once there are
 * enough to fill its row, else the three testimonials written for the launch. Pure (tested in
 * tests/unit/site/testimonials.test.ts).
 */
import { reviewAuthor, reviewEventLabel, type PublicReview } from "@/lib/domain/reviews";

export interface Testimonial {
  id: number;
  content: string;
  author: string;
  role: string;
  /** initials drawn in a gradient circle (no photos are downloaded) */
  avatar: string;
  /** 1–5 stars */
  rating: number;
}

/** One row of the section's grid. */
export const TESTIMONIALS_SHOWN = 3;

export const WRITTEN_TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    content:
      "Our guests are still talking about the wedding reception. He had the whole room gasping, and my gran swears she'll never trust a deck of cards again. Worth every penny.",
    author: "Sarah & James",
    role: "Wedding, Loch Lomond",
    avatar: "SJ",
    rating: 5,
  },
  {
    id: 2,
    content:
      "We booked the close-up set for our annual client dinner. It broke the ice instantly and gave everyone something to talk about. Professional from the first email to the last trick.",
    author: "Michael Thompson",
    role: "Events Director, Edinburgh",
    avatar: "MT",
    rating: 5,
  },
  {
    id: 3,
    content:
      "The children's show was pure joy: thirty seven-year-olds shrieking with laughter for an hour. Brilliantly pitched for the kids, with plenty to amaze the parents too.",
    author: "Emma Wilson",
    role: "Birthday party, Glasgow",
    avatar: "EW",
    rating: 5,
  },
];

export interface TestimonialsToShow {
  source: "reviews" | "written";
  items: readonly Testimonial[];
}

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "Europe/London" });

/** "Sarah & James" → "SJ"; letters only, at most two. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? "")
    .filter(Boolean);
  return letters.slice(0, 2).join("").toUpperCase() || "★";
}

export function testimonialOfReview(review: PublicReview): Testimonial {
  const author = reviewAuthor(review.displayName);
  return {
    id: review.id,
    content: review.text,
    author,
    role: `${reviewEventLabel(review.eventType)}, ${monthYear.format(new Date(review.createdAt))}`,
    avatar: initialsOf(author),
    rating: review.rating,
  };
}

/** The newest published reviews when there are at least three, else the written testimonials (never a mix). */
export function testimonialsToShow(published: readonly PublicReview[]): TestimonialsToShow {
  if (published.length < TESTIMONIALS_SHOWN) return { source: "written", items: WRITTEN_TESTIMONIALS };
  const newest = [...published]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .slice(0, TESTIMONIALS_SHOWN);
  return { source: "reviews", items: newest.map(testimonialOfReview) };
}
