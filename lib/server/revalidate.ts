import "server-only";
import { revalidatePath } from "next/cache";
import { runtimeMode } from "@/lib/server/env";
import { errorFields, log } from "@/lib/server/log";
import { forgetPublicReads } from "@/lib/server/public-read-cache";

/**
 * Refreshes the statically rendered landing page (services, promotions, slideshow timer,
 * blocked days) and the magician's pages after a change. Outside a Next.js request
 * (scripts, integration tests) there is nothing to revalidate.
 */
export function revalidatePublicSite(): void {
  revalidate(["/", "/admin/magician"]);
}

/** After a review is published or hidden: the landing page (testimonials, JSON-LD) and the static reviews badge. */
export function revalidateReviewPages(): void {
  revalidate(["/", "/reviews-badge.html", "/admin/magician"]);
}

/** After the travel settings change: the terms' travel sentence. */
export function revalidateTermsPages(): void {
  revalidate(["/terms-of-service", "/legal/terms"]);
}

function revalidate(paths: readonly string[]): void {
  // the API's kept public reads (the services, the reviews) say what the pages say
  forgetPublicReads();
  for (const path of paths) {
    try {
      revalidatePath(path);
    } catch (error) {
      if (runtimeMode() === "production") log("warn", "revalidate_failed", { path, ...errorFields(error) });
    }
  }
}
