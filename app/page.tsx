import type { Metadata } from "next";

import { AboutSection } from "@/components/site/about-section";
import { BookingProvider } from "@/components/site/booking-provider";
import { ContactSection } from "@/components/site/contact-section";
import { CtaBanner } from "@/components/site/cta-banner";
import { Hero } from "@/components/site/hero";
import { JsonLd, businessJsonLd } from "@/components/site/json-ld";
import { LandingEffects } from "@/components/site/landing-effects";
import { PartnerBarsSection } from "@/components/site/partner-bars-section";
import { PromotionsSlideshow } from "@/components/site/promotions-slideshow";
import {
  activePromotions,
  publishedReviewsOrNone,
  servicesOrFallback,
  slideshowTimerMs,
} from "@/components/site/server-data";
import { ServicesSection } from "@/components/site/services-section";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SITE_DESCRIPTION } from "@/components/site/site-url";
import { TestimonialsSection } from "@/components/site/testimonials-section";
import { testimonialsToShow } from "@/components/site/testimonials";

// Statically rendered, refreshed in the background (and on the magician's changes, reviews' moderation included, via revalidatePath("/")).
export const revalidate = 300;

const TITLE = "Summon a Magician | Glasgow Magician & Illusionist for Weddings, Events & Parties";

export const metadata: Metadata = {
  title: { absolute: TITLE },
  description: SITE_DESCRIPTION,
  alternates: { canonical: "/" },
  openGraph: { title: TITLE, description: SITE_DESCRIPTION, url: "/", type: "website" },
  twitter: { card: "summary_large_image", title: TITLE, description: SITE_DESCRIPTION },
};

export default async function HomePage() {
  const [services, promotions, timerMs, reviews] = await Promise.all([
    servicesOrFallback(),
    activePromotions(),
    slideshowTimerMs(),
    publishedReviewsOrNone(),
  ]);
  return (
    <BookingProvider services={services}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">
        <Hero />
        <ServicesSection services={services} />
        <PromotionsSlideshow promotions={promotions} timerMs={timerMs} />
        <AboutSection />
        <TestimonialsSection testimonials={testimonialsToShow(reviews.reviews)} />
        <ContactSection />
        <PartnerBarsSection />
        <CtaBanner />
      </main>
      <SiteFooter services={services} />
      <LandingEffects />
      <JsonLd data={businessJsonLd(services, reviews)} />
    </BookingProvider>
  );
}
