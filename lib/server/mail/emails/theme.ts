import "server-only";

/** The brand, as every e-mail and calendar event names it. */
export const SITE_NAME = "Summon a Magician";

/**
 * The site's colours (app/globals.css's tailwind theme) as hex: e-mail clients do not understand
 * oklch(). Text sits on a light card because many clients force light backgrounds on dark ones.
 */
export const MAIL_THEME = {
  /** --background: the night-blue of the site's header, for the brand band */
  night: "#090a20",
  /** --card: body text on the light card */
  ink: "#13132f",
  /** --primary: the gold of the site's buttons and headings */
  gold: "#eab94e",
  /** --primary-foreground: text on gold (10:1) */
  onGold: "#0f102a",
  /** --accent: links on the light card */
  link: "#2a244e",
  /** --foreground: the cream around the card */
  cream: "#f5f1e9",
  /** --muted-foreground: small print on the night band */
  muted: "#adafc4",
  card: "#ffffff",
  rule: "#e4dfd3",
} as const;

/** --font-display's fallbacks (Cinzel is not available in mail) and a readable body face. */
export const MAIL_FONTS = {
  display: "Cinzel, Georgia, 'Times New Roman', serif",
  body: "Georgia, 'Times New Roman', serif",
} as const;
