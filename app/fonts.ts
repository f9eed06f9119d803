import localFont from "next/font/local";

/**
 * Self-hosted fonts (no network at build time): woff2 files shipped by
 * @fontsource. The CSS variables set here (--font-cinzel,
 * --font-cinzel-decorative) are mapped in app/globals.css onto the theme
 * variables --font-display and --font-decorative, which drive the
 * `font-display` and `font-decorative` utilities. Body text uses the
 * device's own UI font (--font-sans): no download on the critical path of a
 * phone's first paint.
 */

export const fontDisplay = localFont({
  src: [
    // One weight only to keep preloaded bytes low (headings: font-semibold).
    { path: "../node_modules/@fontsource/cinzel/files/cinzel-latin-600-normal.woff2", weight: "600", style: "normal" },
  ],
  variable: "--font-cinzel",
  display: "swap",
  fallback: ["Georgia", "Times New Roman", "serif"],
});

/**
 * Ornamental face of the logo and the hero heading (first viewport): preloaded, so it is there for
 * the first paint instead of swapping in just after it. Only "Summon a Magician" is ever set in it,
 * so the file holds only those letters (1.6 kB instead of 15.5 kB; made by
 * scripts/subset-title-font.sh). No fallback of its own: a letter it lacks, or the moment before it
 * loads, is set in the next face of --font-decorative (app/globals.css), Cinzel, the same design.
 */
export const fontDecorative = localFont({
  src: [{ path: "./_fonts/title-700.woff2", weight: "700", style: "normal" }],
  variable: "--font-cinzel-decorative",
  display: "swap",
  adjustFontFallback: false,
});

/** Class names to put on <html> so every font variable is available. */
export const fontVariables = [fontDisplay.variable, fontDecorative.variable].join(" ");
