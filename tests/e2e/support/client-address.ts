import type { Page } from "@playwright/test";

/**
 * A fresh client address for a page (benchmarking range 198.18.0.0/15). The e2e server trusts one
 * proxy hop (TRUST_PROXY_HOPS=1 in run.ts), so this is the address it counts per-address limits
 * against. Every test would otherwise be 127.0.0.1, and a suite run again in the same hour
 * (--repeat-each, a retry) would hit limits meant for one visitor, such as registration's 10 an hour.
 */
export async function useFreshClientAddress(page: Page): Promise<string> {
  const address = freshClientAddress();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

/** A fresh client address for one request's `x-forwarded-for` (see useFreshClientAddress). */
export function freshClientAddress(): string {
  return `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}
