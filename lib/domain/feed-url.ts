/**
 * The link of an ICS feed: how it is read (webcal:// is https://) and how it is shown. A calendar's
 * published link is usually its only secret (iCloud's and Outlook's carry a long token in the path),
 * so lists show it with those parts masked, enough to recognise which calendar it is.
 */

/** The https:// (or http://) URL a feed link is fetched from, or null when it is not a web link. */
export function feedFetchUrl(raw: string): URL | null {
  const text = raw.trim().replace(/^webcals?:\/\//i, "https://");
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!url.hostname) return null;
  return url;
}

export const MASK = "•••";

/** A path part that looks like a token: long, or long enough and with a digit among letters. */
function looksSecret(segment: string): boolean {
  const bare = decodeURIComponentSafe(segment).replace(/\.(ics|ical|ifb)$/i, "");
  if (bare.length >= 24) return true;
  return bare.length >= 12 && /\d/.test(bare) && /[a-z]/i.test(bare) && !/\s/.test(bare);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The link as shown: credentials, token-like path parts and every query value replaced by •••. */
export function maskFeedUrl(raw: string): string {
  const scheme = raw
    .trim()
    .match(/^([a-z][a-z0-9+.-]*):\/\//i)?.[1]
    ?.toLowerCase();
  const url = feedFetchUrl(raw);
  if (!url || !scheme) return MASK;
  const path = url.pathname
    .split("/")
    .map((segment) => {
      if (!looksSecret(segment)) return segment;
      const ext = segment.match(/\.(ics|ical|ifb)$/i)?.[0] ?? "";
      return MASK + ext;
    })
    .join("/");
  const query = [...url.searchParams.keys()].map((key) => `${key}=${MASK}`).join("&");
  const user = url.username || url.password ? `${MASK}@` : "";
  return `${scheme}://${user}${url.host}${path}${query ? `?${query}` : ""}`;
}
