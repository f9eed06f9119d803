import { cardFromPrice } from "@/lib/domain/pricing";
import { reviewAuthor, type PublicReviewSummary } from "@/lib/domain/reviews";
import type { PublicService } from "@/lib/domain/services";

import { SITE_DESCRIPTION, SITE_NAME, SITE_URL } from "./site-url";

/** How many of the newest published reviews the JSON-LD carries (the rating covers all of them). */
export const JSON_LD_REVIEWS = 10;

/**
 * The rating and reviews for search engines, built only from published reviews (never the written
 * testimonials, which are not reviews): nothing at all while there are none.
 */
export function reviewsJsonLd(summary: PublicReviewSummary | null | undefined) {
  if (!summary || summary.count === 0 || summary.averageRating === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.averageRating,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: summary.reviews.slice(0, JSON_LD_REVIEWS).map((r) => ({
      "@type": "Review",
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      author: { "@type": "Person", name: reviewAuthor(r.displayName) },
      reviewBody: r.text,
      datePublished: r.createdAt.slice(0, 10),
    })),
  };
}

/** schema.org EntertainmentBusiness for search engines: Glasgow address, UK-wide, services with 'from' prices, published reviews. */
export function businessJsonLd(services: readonly PublicService[], reviews?: PublicReviewSummary | null) {
  return {
    "@context": "https://schema.org",
    "@type": "EntertainmentBusiness",
    "@id": `${SITE_URL}/#business`,
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: `${SITE_URL}/`,
    image: `${SITE_URL}/opengraph-image`,
    logo: `${SITE_URL}/icon.svg`,
    email: "bookings@summonamagician.co.uk",
    priceRange: "££",
    currenciesAccepted: "GBP",
    address: { "@type": "PostalAddress", addressLocality: "Glasgow", addressRegion: "Scotland", addressCountry: "GB" },
    geo: { "@type": "GeoCoordinates", latitude: 55.8642, longitude: -4.2518 },
    areaServed: { "@type": "Country", name: "United Kingdom" },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Magic performances",
      itemListElement: services.map((service) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: service.title, description: service.description },
        priceCurrency: "GBP",
        priceSpecification: {
          "@type": "PriceSpecification",
          minPrice: cardFromPrice(service.basePrice),
          priceCurrency: "GBP",
        },
      })),
    },
    ...reviewsJsonLd(reviews),
  };
}

export function JsonLd({ data }: { data: unknown }) {
  // '<' is escaped so no text can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
