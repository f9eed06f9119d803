// Security headers for every response, added by next.config.mjs `headers()`.
// Plain ESM JavaScript (with headers.d.mts beside it) so the Next config can import it.
//
// Decision — inline scripts: Next's App Router streams its hydration data in inline <script>
// tags. A nonce-based CSP would make every page dynamic (nonces must be fresh per response), so
// the statically rendered landing page would lose its static rendering and the proxy would run on
// every page view. We allow 'unsafe-inline' for scripts instead and keep everything else tight:
// scripts only from our origin (plus Stripe / Google Maps when they are configured), no plugins
// (object-src 'none'), no <base> hijacking, forms only to ourselves, no framing by other sites.
// React escapes every string it renders and no component renders user data as HTML
// (tests/integration/hardening/fuzz.test.ts checks the source for dangerouslySetInnerHTML).
//
// The headers are computed when the config loads (at `next build` for `next start`), so set
// NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, NEXT_PUBLIC_GOOGLE_MAPS_API_KEY and MEDIA_ORIGIN at build time.

const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  img: ["https://*.stripe.com"],
};

// Google's published CSP guidance for the Maps JavaScript API (with Places).
const GOOGLE_MAPS = {
  script: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.ggpht.com",
    "https://*.googleusercontent.com",
    "blob:",
  ],
  img: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.googleusercontent.com",
    "https://*.ggpht.com",
  ],
  frame: ["https://*.google.com"],
  connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
  font: ["https://fonts.gstatic.com"],
  style: ["https://fonts.googleapis.com"],
};

function present(value) {
  return typeof value === "string" && value.trim() !== "";
}

/** The origin of a URL, or undefined when it is not an http(s) URL. */
function originOf(url) {
  if (!present(url)) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy value for the given environment.
 * @param {Record<string, string | undefined>} env
 */
export function contentSecurityPolicy(env = process.env) {
  const production = env.NODE_ENV === "production";
  const stripe = present(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY);
  const maps = present(env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY);
  // Uploaded media served straight from an S3 public URL need that origin too.
  const media = originOf(env.MEDIA_ORIGIN) ?? originOf(env.S3_PUBLIC_URL);

  const script = ["'self'", "'unsafe-inline'"];
  // React's development build and Fast Refresh evaluate code; never in production.
  if (!production) script.push("'unsafe-eval'");
  const style = ["'self'", "'unsafe-inline'"];
  const img = ["'self'", "data:", "blob:"];
  const font = ["'self'", "data:"];
  const connect = ["'self'"];
  if (!production) connect.push("ws:", "wss:");
  const frame = ["'self'"];
  const mediaSrc = ["'self'", "blob:"];
  if (stripe) {
    script.push(...STRIPE.script);
    frame.push(...STRIPE.frame);
    connect.push(...STRIPE.connect);
    img.push(...STRIPE.img);
  }
  if (maps) {
    script.push(...GOOGLE_MAPS.script);
    img.push(...GOOGLE_MAPS.img);
    frame.push(...GOOGLE_MAPS.frame);
    connect.push(...GOOGLE_MAPS.connect);
    font.push(...GOOGLE_MAPS.font);
    style.push(...GOOGLE_MAPS.style);
  }
  if (media) {
    img.push(media);
    mediaSrc.push(media);
  }
  const directives = [
    ["default-src", ["'self'"]],
    ["script-src", script],
    ["style-src", style],
    ["img-src", img],
    ["font-src", font],
    ["connect-src", connect],
    ["media-src", mediaSrc],
    ["frame-src", frame],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    // The badge pages (/pro-badge.html, /reviews-badge.html) are framed by our own pages only.
    ["frame-ancestors", ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`).join("; ");
}

/**
 * The Content-Security-Policy of uploaded media (/uploads/<name>, /api/uploads/<name>). Opened on
 * their own, they are documents of our origin: `sandbox` gives them an opaque origin with no
 * scripts, forms or popups, and nothing may load but the file itself, so a file that gets past the
 * type sniffing (an SVG, HTML posing as an image) can neither run nor read anything of ours.
 */
export const UPLOAD_CSP = "sandbox; default-src 'none'; img-src 'self'; media-src 'self'";

/** Paths that serve uploaded media, as `headers()` sources. */
export const UPLOAD_SOURCES = ["/uploads/:path*", "/api/uploads/:path*"];

/** Every other path: the site-wide CSP must not reach uploaded media (a route handler cannot replace a header the config set). */
export const SITE_SOURCE = "/:path((?!(?:api/)?uploads(?:/|$)).*)";

/**
 * Next's `headers()` entries: the site-wide headers everywhere, with the media policy instead of
 * the site's CSP under the upload paths. Next sets a header from the config before the route
 * handler runs and does not let the handler's own value replace it, so the two sets of paths must
 * not overlap.
 * @param {Record<string, string | undefined>} env
 * @returns {{ source: string, headers: { key: string, value: string }[] }[]}
 */
export function headerRoutes(env = process.env) {
  const site = securityHeaders(env);
  const media = [
    { key: "Content-Security-Policy", value: UPLOAD_CSP },
    ...site.filter((header) => header.key !== "Content-Security-Policy"),
  ];
  return [{ source: SITE_SOURCE, headers: site }, ...UPLOAD_SOURCES.map((source) => ({ source, headers: media }))];
}

/**
 * Every security header, as Next's `headers()` wants them.
 * @param {Record<string, string | undefined>} env
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(env = process.env) {
  const production = env.NODE_ENV === "production";
  const stripe = present(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY);
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(env) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // The venue map may ask for the visitor's position; nothing uses the camera or microphone.
    {
      key: "Permissions-Policy",
      value: [
        "geolocation=(self)",
        "camera=()",
        "microphone=()",
        "usb=()",
        "browsing-topics=()",
        stripe ? 'payment=(self "https://js.stripe.com")' : "payment=(self)",
      ].join(", "),
    },
    // Older browsers ignore frame-ancestors; this says the same.
    { key: "X-Frame-Options", value: "SAMEORIGIN" },
  ];
  // Only in production: a development server on http://localhost must not pin HTTPS.
  if (production) headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  return headers;
}
