/** The public origin used for canonical URLs, Open Graph, sitemap and JSON-LD. */
export const SITE_URL = (
  process.env.NEXT_PUBLIC_SITE_URL ??
  process.env.SITE_URL ??
  process.env.NEXTAUTH_URL ??
  "http://localhost:3000"
).replace(/\/+$/, "");
export const SITE_NAME = "Summon a Magician";
export const SITE_DESCRIPTION =
  "Professional magician and illusionist based in Glasgow, available across the UK for weddings, corporate events, birthdays and private parties. Close-up magic, stage illusions and mentalism.";
