import "server-only";
import { signedToken, siteOrigin, verifySignedToken } from "./signed";

/**
 * The client's link to a quote: `/quote/{token}`, signed like the booking page's link but under its
 * own purpose, so a booking-page token is not a quote token. Bumping the quote's linkVersion
 * revokes every link sent so far.
 */
const PURPOSE = "client-quote";

export function quoteToken(quoteId: number, version: number): string {
  return signedToken(PURPOSE, quoteId, version);
}

/** The quote and version a genuine quote token names, else null. */
export function parseQuoteToken(token: string): { quoteId: number; version: number } | null {
  const verified = verifySignedToken(PURPOSE, token);
  return verified ? { quoteId: verified.id, version: verified.version } : null;
}

export function quotePath(quoteId: number, version: number): string {
  return `/quote/${quoteToken(quoteId, version)}`;
}

/** The absolute link for the e-mail and the dashboard's copy button. */
export function quoteUrl(quoteId: number, version: number): string {
  return `${siteOrigin()}${quotePath(quoteId, version)}`;
}
