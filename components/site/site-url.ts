import { siteUrl } from "@/lib/server/env";

/**
 * The public origin used for canonical URLs, Open Graph, sitemap and JSON-LD: SITE_URL (the same
 * value as links in e-mails, lib/server/env.ts siteUrl). Static pages carry it from build time, so
 * a new domain means a new build.
 */
export const SITE_URL = siteUrl();
export const SITE_NAME = "Summon a Magician";
export const SITE_DESCRIPTION =
  "Professional magician and illusionist based in Glasgow, available across the UK for weddings, corporate events, birthdays and private parties. Close-up magic, stage illusions and mentalism.";
