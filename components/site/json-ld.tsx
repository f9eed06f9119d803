import { cardFromPrice } from "@/lib/domain/pricing";
import type { PublicService } from "@/lib/domain/services";

import { SITE_DESCRIPTION, SITE_NAME, SITE_URL } from "./site-url";

/** schema.org EntertainmentBusiness for search engines: Glasgow address, UK-wide, services with 'from' prices. */
export function businessJsonLd(services: readonly PublicService[]) {
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
        priceSpecification: { "@type": "PriceSpecification", minPrice: cardFromPrice(service.basePrice), priceCurrency: "GBP" },
      })),
    },
  };
}

export function JsonLd({ data }: { data: unknown }) {
  // '<' is escaped so no text can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
