// Cross-site request refusal for the API, called by proxy.ts before any route handler runs.
// No "server-only" import: the proxy bundle loads this module; it is pure (headers in, verdict out).
//
// Sessions are next-auth cookies (SameSite=Lax), so a browser on another site can still send a
// top-level cross-site POST, or a fetch whose cookies ride along in older browsers. Browsers always
// send Origin on cross-origin POST/PUT/PATCH/DELETE, so a state-changing call whose Origin (or, when
// Origin is absent, Referer) names another site is refused with 403. Requests without either header
// (curl, server-to-server, Stripe) carry no ambient browser credentials from another site and pass;
// the Stripe webhook is exempt and authenticated by its signature.

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const EXEMPT_PATHS = ["/api/stripe/webhook"];

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

function hostOf(origin: string): string {
  return new URL(origin).host.toLowerCase();
}

/** The hosts this site answers as: the Host header, the first proxy's X-Forwarded-Host, SITE_URL and NEXTAUTH_URL. */
function ownHosts(request: Request, env: Record<string, string | undefined>): Set<string> {
  const hosts = new Set<string>();
  const host = request.headers.get("host");
  if (host) hosts.add(host.trim().toLowerCase());
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  if (forwarded) hosts.add(forwarded.toLowerCase());
  try {
    hosts.add(new URL(request.url).host.toLowerCase());
  } catch {
    // a relative URL cannot happen for a real request
  }
  for (const configured of [env.SITE_URL, env.NEXTAUTH_URL]) {
    const origin = originOf(configured);
    if (origin) hosts.add(hostOf(origin));
  }
  return hosts;
}

/**
 * Whether the request must be refused as cross-site: a state-changing method under /api (except the
 * Stripe webhook) whose Origin or Referer is present and names another host. "Origin: null" (sandboxed
 * frames, some redirects) counts as another site.
 */
export function isCrossSiteRequest(request: Request, env: Record<string, string | undefined> = process.env): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  const path = new URL(request.url).pathname;
  if (!path.startsWith("/api/") && path !== "/api") return false;
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
  return !ownHosts(request, env).has(hostOf(source));
}

/** The 403 answer, in the API's `{ error }` shape, or null when the request may go on. */
export function csrfRefusal(request: Request, env: Record<string, string | undefined> = process.env): Response | null {
  if (!isCrossSiteRequest(request, env)) return null;
  // Same line shape as lib/server/log.ts (which this proxy-loaded module cannot import: server-only).
  console.warn(JSON.stringify({ time: new Date().toISOString(), level: "warn", event: "csrf_refused", method: request.method, path: new URL(request.url).pathname }));
  return Response.json({ error: CROSS_SITE_REFUSED }, { status: 403 });
}
