import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { HydrationMark } from "@/components/ui/hydration-mark";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { isProduction, siteUrl } from "@/lib/server/env";
import { DEV_RELOAD_GUARD_SCRIPT } from "@/lib/server/static/bound-dev-reloads.mjs";
import { EARLY_PRESSES_SCRIPT } from "@/lib/server/static/replay-early-presses.mjs";
import { cn } from "@/lib/utils";

import { fontVariables } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  // Canonical and Open Graph URLs: SITE_URL, baked into the static pages at build time.
  metadataBase: new URL(siteUrl()),
  title: {
    default: "Summon a Magician | Glasgow Magician & Illusionist",
    template: "%s | Summon a Magician",
  },
  description:
    "Professional magician and illusionist based in Glasgow, available across the UK for weddings, corporate events, birthdays and private parties. Close-up magic, stage illusions and mentalism.",
  applicationName: "Summon a Magician",
  keywords: [
    "magician Glasgow",
    "wedding magician",
    "corporate magician",
    "illusionist UK",
    "close-up magic",
    "children's magician",
  ],
  openGraph: {
    type: "website",
    locale: "en_GB",
    siteName: "Summon a Magician",
    title: "Summon a Magician | Glasgow Magician & Illusionist",
    description: "Professional magician and illusionist based in Glasgow, available across the UK.",
  },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: "#090a20",
  colorScheme: "dark",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang="en-GB" className={cn("dark", fontVariables)}>
      <head>
        {/* Before anything can be pressed: a press made before React owns the page is pressed again once
            it does (public pages start their scripts after the first paint; a dashboard's take a while). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_PRESSES_SCRIPT }} />
        {/* next dev: one automatic reload in a row, then a message with a Reload button */}
        {isProduction() ? null : <script dangerouslySetInnerHTML={{ __html: DEV_RELOAD_GUARD_SCRIPT }} />}
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        <LazyToaster />
        <HydrationMark />
      </body>
    </html>
  );
}
