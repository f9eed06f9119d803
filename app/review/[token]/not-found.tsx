import type { Metadata } from "next";

import { LINK_NOT_VALID_TITLES, LinkNotValid } from "@/components/site/link-not-valid";

export const metadata: Metadata = { title: LINK_NOT_VALID_TITLES.review, robots: { index: false, follow: false } };

/**
 * A review link that stopped working while the visitor was on the site (a client-side move). A link
 * opened afresh never gets here: proxy.ts answers it with a 404 page of the same words
 * (app/link-not-valid), as this file's output exists in the browser only.
 */
export default function ReviewLinkNotFound() {
  return <LinkNotValid kind="review" />;
}
