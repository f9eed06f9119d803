// Waits for React to own the page. A page's scripts start after its first paint (server.mjs), and
// in headless Chromium that paint can come a second after the load event Playwright waits for:
// a click on a server-rendered button before then does nothing.
import { expect, type Page } from "@playwright/test";

/** Resolves once the root layout has marked the page hydrated (components/ui/hydration-mark.tsx). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 30_000 });
}
