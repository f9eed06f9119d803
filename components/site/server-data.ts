import "server-only";

import { DEFAULT_SLIDESHOW_TIMER_MS } from "@/lib/domain/constants";
import type { PublicReviewSummary } from "@/lib/domain/reviews";
import { FALLBACK_SERVICES, type PublicService } from "@/lib/domain/services";
import { getSlideshowTimer, listActivePromotionDisplays } from "@/lib/server/promotions/display";
import { publishedReviewSummary } from "@/lib/server/reviews/public";
import { listPublicServices } from "@/lib/server/services/public";

import type { PublicPromotion } from "./promotions-slideshow";

/** Public services, or silently the built-in fallback list when the database cannot be read. */
export async function servicesOrFallback(): Promise<readonly PublicService[]> {
  try {
    const services = await listPublicServices();
    return services.length > 0 ? services : FALLBACK_SERVICES;
  } catch {
    return FALLBACK_SERVICES;
  }
}

/** Active promotions in display order; none when they cannot be read. */
export async function activePromotions(): Promise<PublicPromotion[]> {
  try {
    return await listActivePromotionDisplays();
  } catch {
    return [];
  }
}

/** The slideshow timer in ms, default 5000 (also when the database cannot be read). */
export async function slideshowTimerMs(): Promise<number> {
  try {
    return await getSlideshowTimer();
  } catch {
    return DEFAULT_SLIDESHOW_TIMER_MS;
  }
}

/** Published reviews (testimonials, JSON-LD); none when they cannot be read, so the written testimonials show. */
export async function publishedReviewsOrNone(): Promise<PublicReviewSummary> {
  try {
    return await publishedReviewSummary();
  } catch {
    return { reviews: [], averageRating: null, count: 0 };
  }
}
