import type { Metadata } from "next";

import { LINK_NOT_VALID_TITLES, LinkNotValid } from "@/components/site/link-not-valid";

export const metadata: Metadata = { title: LINK_NOT_VALID_TITLES.booking, robots: { index: false, follow: false } };

/**
 * A booking link that stopped working while the visitor was on the site (a client-side move). A link
 * opened afresh is answered before the page runs: proxy.ts sends it to the root not-found page, which
 * the server renders in full.
 */
export default function BookingLinkNotFound() {
  return <LinkNotValid kind="booking" />;
}
