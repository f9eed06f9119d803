import "server-only";
import { db } from "@/lib/server/db";

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
  return db.promotion.findMany({ where: { isActive: true }, select: PROMOTION_DISPLAY_SELECT, orderBy: PROMOTION_ORDER });
}
