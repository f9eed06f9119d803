import "server-only";
import { DEFAULT_SLIDESHOW_TIMER_MS, SLIDESHOW_TIMER_OPTIONS } from "@/lib/domain/constants";
import { db } from "@/lib/server/db";
import { SLIDESHOW_TIMER_KEY } from "@/lib/server/db/seed";

/**
 * Promotions as displayed to visitors and bars (landing slideshow, bar offers carousel). Kept apart
 * from ./index (management, uploads, audit) so the public pages read them without those modules.
 */

/** The fields a displayed promotion needs. */
export const PROMOTION_DISPLAY_SELECT = {
  id: true,
  title: true,
  description: true,
  mediaUrl: true,
  mediaType: true,
  locationName: true,
  locationUrl: true,
  buttonText: true,
  buttonUrl: true,
} as const;

/** Display order, then id. */
export const PROMOTION_ORDER = [{ displayOrder: "asc" as const }, { id: "asc" as const }];

/** A promotion as displayed (no management fields). */
export interface PromotionDisplay {
  id: number;
  title: string;
  description: string;
  mediaUrl: string | null;
  mediaType: string;
  locationName: string | null;
  locationUrl: string | null;
  buttonText: string;
  buttonUrl: string | null;
}

/** Active promotions by display order, display fields only (landing slideshow, bar offers carousel). */
export async function listActivePromotionDisplays(): Promise<PromotionDisplay[]> {
  return db.promotion.findMany({
    where: { isActive: true },
    select: PROMOTION_DISPLAY_SELECT,
    orderBy: PROMOTION_ORDER,
  });
}

/** A stored timer value in ms: one of the offered options, else 5000. */
export function parseSlideshowTimer(value: string | null | undefined): number {
  const ms = Number(value);
  return (SLIDESHOW_TIMER_OPTIONS as readonly number[]).includes(ms) ? ms : DEFAULT_SLIDESHOW_TIMER_MS;
}

/** The slideshow timer (settings.slideshow_timer), one for the landing slideshow and the bar carousel. */
export async function getSlideshowTimer(): Promise<number> {
  const row = await db.setting.findUnique({ where: { key: SLIDESHOW_TIMER_KEY }, select: { value: true } });
  return parseSlideshowTimer(row?.value);
}
