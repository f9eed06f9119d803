import "server-only";
import { badRequest } from "@/lib/server/http";

/**
 * Keyset pagination shared by the magician's lists (bookings, leads, audit log): `?limit=` (default
 * 100, at most 500) and an opaque `?cursor=` naming the last row of the previous page (base64url of
 * its sort key and id, as JSON). The body stays the plain array; the next page is announced in a
 * `Link: <…>; rel="next"` header carrying the same filters, only while a further row exists.
 */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;

export const PAGING_MESSAGES = {
  limit: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  cursor: "Invalid cursor: use the link of the previous page.",
} as const;

/** `?limit=`: absent → the default; anything but 1…max → 400. */
export function pageLimit(url: URL, fallback = DEFAULT_PAGE_SIZE, max = MAX_PAGE_SIZE): number {
  const raw = url.searchParams.get("limit");
  if (raw === null || raw.trim() === "") return fallback;
  if (!/^\d{1,6}$/.test(raw.trim())) throw badRequest(PAGING_MESSAGES.limit, { limit: PAGING_MESSAGES.limit });
  const limit = Number(raw.trim());
  if (limit < 1 || limit > max) throw badRequest(PAGING_MESSAGES.limit, { limit: PAGING_MESSAGES.limit });
  return limit;
}

export type CursorValue = string | number;

export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
}

/**
 * Decodes `?cursor=` against the shape the list expects (a string or an integer at each place);
 * null when absent. A cursor that does not decode, or has another shape, is a 400.
 */
export function readCursor<const T extends readonly ("string" | "int")[]>(
  url: URL,
  shape: T,
): { [K in keyof T]: T[K] extends "int" ? number : string } | null {
  const raw = url.searchParams.get("cursor");
  if (raw === null || raw === "") return null;
  const invalid = () => badRequest(PAGING_MESSAGES.cursor, { cursor: PAGING_MESSAGES.cursor });
  if (raw.length > 400 || !/^[A-Za-z0-9_-]+$/.test(raw)) throw invalid();
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(values) || values.length !== shape.length) throw invalid();
  shape.forEach((kind, i) => {
    const value = values[i];
    const ok =
      kind === "int"
        ? Number.isSafeInteger(value) && (value as number) >= 0
        : typeof value === "string" && value.length <= 100 && !value.includes("\0");
    if (!ok) throw invalid();
  });
  return values as never;
}

/** The same request with `cursor` set: a path-relative URL for the Link header. */
export function nextPageUrl(url: URL, cursor: string): string {
  const params = new URLSearchParams(url.searchParams);
  params.set("cursor", cursor);
  params.delete("before");
  return `${url.pathname}?${params.toString()}`;
}

export interface Page<T> {
  items: T[];
  /** path-relative URL of the next page, or null on the last page */
  next: string | null;
}

/**
 * Cuts the `limit + 1` rows a list read into its page and the next page's link: the extra row only
 * proves that there is more; the cursor names the last row shown.
 */
export function pageOf<R, T>(
  rows: R[],
  limit: number,
  url: URL,
  keyOf: (row: R) => readonly CursorValue[],
  map: (row: R) => T,
): Page<T> {
  const shown = rows.slice(0, limit);
  const next = rows.length > limit && shown.length > 0 ? nextPageUrl(url, encodeCursor(keyOf(shown.at(-1)!))) : null;
  return { items: shown.map(map), next };
}

/** The page as the plain JSON array, with `Link: <next>; rel="next"` when there is more. */
export function pageResponse<T>(page: Page<T>): Response {
  const headers = new Headers();
  if (page.next) headers.set("Link", `<${page.next}>; rel="next"`);
  return Response.json(page.items, { headers });
}
