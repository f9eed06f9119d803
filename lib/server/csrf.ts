// Cross-site request refusal for the API, called by proxy.ts before any route handler runs.
// Pure apart from reading the configuration: headers and settings in, verdict out.
import { env } from "@/lib/server/env";
import { ERROR_STATUS } from "@/lib/server/error-status";
import { redactCredentials } from "@/lib/server/redact-credentials";
import { apiPath } from "@/lib/api-client/paths";
import { API_PREFIX } from "@/lib/api-client/routes";
//
// Sessions are next-auth cookies (SameSite=Lax), so a browser on another site can still send a
// top-level cross-site POST, or a fetch whose cookies ride along in older browsers. Browsers always
// send Origin on cross-origin POST/PUT/PATCH/DELETE, so a state-changing call whose Origin (or, when
// Origin is absent, Referer) is not the site's own origin (SITE_URL; see isOwnOrigin) is refused
// with 403. Requests without either header (curl, server-to-server, Stripe) carry no ambient browser
// credentials from another site and pass; the Stripe webhook is exempt and authenticated by its
// signature.

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const EXEMPT_PATHS = [apiPath("receiveStripeEvent")];

export const CROSS_SITE_REFUSED = "Cross-site request refused.";

function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether `source` (an Origin) is this site. In production only SITE_URL's origin counts (scheme,
 * host and port): every header of a request, Host and X-Forwarded-Host included, is chosen by
 * whoever sends it, and behind a proxy the Host is often the proxy's upstream name anyway. In
 * development (and tests) the URL the server was reached at counts as well, so `npm run dev` works
 * on localhost, 127.0.0.1 or a LAN address without configuration. X-Forwarded-Host never counts.
 */
function isOwnOrigin(source: string, request: Request, settings: CsrfSettings): boolean {
  if (source === originOf(settings.SITE_URL)) return true;
  if (settings.NODE_ENV === "production") return false;
  const host = request.headers.get("host")?.trim().toLowerCase();
  if (host && new URL(source).host === host) return true;
  try {
    return source === new URL(request.url).origin;
  } catch {
    return false; // a relative URL cannot happen for a real request
  }
}

/**
 * Whether the request must be refused as cross-site: a state-changing method under /api (except the
 * Stripe webhook) whose Origin or Referer is present and is not this site's origin. "Origin: null"
 * (sandboxed frames, some redirects) counts as another site.
 */
/** What the check needs from the configuration (tests pass their own). */
export type CsrfSettings = { NODE_ENV?: string; SITE_URL?: string; [name: string]: string | undefined };

function currentSettings(): CsrfSettings {
  const { NODE_ENV, SITE_URL } = env();
  return { NODE_ENV, SITE_URL };
}

export function isCrossSiteRequest(request: Request, settings: CsrfSettings = currentSettings()): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  const path = new URL(request.url).pathname;
  if (!path.startsWith(API_PREFIX) && `${path}/` !== API_PREFIX) return false;
  if (EXEMPT_PATHS.some((exempt) => path === exempt || path.startsWith(`${exempt}/`))) return false;
  const originHeader = request.headers.get("origin");
  let source: string | null;
  if (originHeader !== null) {
    source = originOf(originHeader.trim());
    if (!source) return true; // "null" or garbage
  } else {
    const referer = request.headers.get("referer");
    if (!referer) return false;
    source = originOf(referer);
    if (!source) return true;
  }
  return !isOwnOrigin(source, request, settings);
}

/** The 403 answer, in the API's `{ error, code }` shape, or null when the request may go on. */
export function csrfRefusal(request: Request, settings: CsrfSettings = currentSettings()): Response | null {
  if (!isCrossSiteRequest(request, settings)) return null;
  // Same line shape as lib/server/log.ts (which this proxy-loaded module cannot import: server-only).
  console.warn(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "warn",
      event: "csrf_refused",
      method: request.method,
      path: redactCredentials(new URL(request.url).pathname),
    }),
  );
  return Response.json({ error: CROSS_SITE_REFUSED, code: "forbidden" }, { status: ERROR_STATUS.forbidden });
}
