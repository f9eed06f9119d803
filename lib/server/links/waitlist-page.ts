import "server-only";
import { randomBytes } from "node:crypto";
import { siteOrigin } from "./signed";

/**
 * The waiting list's links: `/waitlist/{token}` claims an offer, `/waitlist/leave/{token}` leaves the
 * list. Their tokens are random and stored with the offer or entry (one use each), not signed.
 */
export function newWaitlistToken(): string {
  return randomBytes(24).toString("base64url");
}

export function waitlistOfferUrl(token: string): string {
  return `${siteOrigin()}/waitlist/${token}`;
}

export function waitlistLeaveUrl(token: string): string {
  return `${siteOrigin()}/waitlist/leave/${token}`;
}
