// The security headers (lib/server/security/headers.mjs) and the cross-site refusal that proxy.ts
// applies to state-changing API calls (lib/server/csrf.ts). The e2e spec tests/e2e/hardening.spec.ts
// checks the same headers on the production server and that Chromium reports no CSP violation.
import { NextRequest } from "next/server";
import { contentSecurityPolicy, securityHeaders } from "@/lib/server/security/headers.mjs";
import { CROSS_SITE_REFUSED, isCrossSiteRequest } from "@/lib/server/csrf";
import { proxy, config } from "@/proxy";

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(csp.split(";").map((part) => {
    const [name, ...sources] = part.trim().split(/\s+/);
    return [name, sources];
  }));
}

function header(list: { key: string; value: string }[], key: string): string | undefined {
  return list.find((entry) => entry.key.toLowerCase() === key.toLowerCase())?.value;
}

describe("security headers", () => {
  const production = { NODE_ENV: "production" };

  it("sends nosniff, the referrer policy, the permissions policy and no framing by other sites", () => {
    const list = securityHeaders(production);
    expect(header(list, "X-Content-Type-Options")).toBe("nosniff");
    expect(header(list, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const permissions = header(list, "Permissions-Policy")!;
    expect(permissions).toContain("geolocation=(self)");
    expect(permissions).toContain("camera=()");
    expect(permissions).toContain("microphone=()");
    expect(header(list, "X-Frame-Options")).toBe("SAMEORIGIN");
    expect(directives(header(list, "Content-Security-Policy")!)["frame-ancestors"]).toEqual(["'self'"]);
  });

  it("sends HSTS in production only", () => {
    expect(header(securityHeaders(production), "Strict-Transport-Security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(header(securityHeaders({ NODE_ENV: "development" }), "Strict-Transport-Security")).toBeUndefined();
  });

  it("allows only our own origin without Stripe or Maps keys, and never eval in production", () => {
    const csp = directives(contentSecurityPolicy(production));
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    const all = Object.values(csp).flat().join(" ");
    expect(all).not.toMatch(/stripe|google|gstatic|\*(?!\.)|unsafe-eval/);
  });

  it("adds the Stripe hosts when the publishable key is set", () => {
    const csp = directives(contentSecurityPolicy({ ...production, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_x" }));
    expect(csp["script-src"]).toContain("https://js.stripe.com");
    expect(csp["frame-src"]).toEqual(expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]));
    expect(csp["connect-src"]).toContain("https://api.stripe.com");
    expect(Object.values(csp).flat().join(" ")).not.toMatch(/google/);
  });

  it("adds the Google Maps hosts when the Maps key is set", () => {
    const csp = directives(contentSecurityPolicy({ ...production, NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "maps-key" }));
    expect(csp["script-src"]).toContain("https://*.googleapis.com");
    expect(csp["img-src"]).toContain("https://*.gstatic.com");
    expect(csp["font-src"]).toContain("https://fonts.gstatic.com");
    expect(Object.values(csp).flat().join(" ")).not.toMatch(/stripe/);
  });

  it("allows uploaded media from MEDIA_ORIGIN, or else from the S3 public URL", () => {
    const s3 = directives(contentSecurityPolicy({ ...production, S3_PUBLIC_URL: "https://media.example.com/promotions" }));
    expect(s3["img-src"]).toContain("https://media.example.com");
    expect(s3["media-src"]).toContain("https://media.example.com");
    const both = directives(
      contentSecurityPolicy({ ...production, S3_PUBLIC_URL: "https://media.example.com", MEDIA_ORIGIN: "https://cdn.example.com" }),
    );
    expect(both["img-src"]).toContain("https://cdn.example.com");
    expect(both["img-src"]).not.toContain("https://media.example.com");
  });

  it("lets development tooling evaluate code and open its socket", () => {
    const csp = directives(contentSecurityPolicy({ NODE_ENV: "development" }));
    expect(csp["script-src"]).toContain("'unsafe-eval'");
    expect(csp["connect-src"]).toContain("ws:");
  });
});

describe("cross-site refusal (CSRF)", () => {
  const site = "http://localhost:3000";

  function apiRequest(path: string, method: string, headers: Record<string, string> = {}) {
    return new NextRequest(new URL(path, site), { method, headers: { host: "localhost:3000", ...headers }, body: method === "GET" ? undefined : "{}" });
  }

  beforeAll(() => jest.spyOn(console, "warn").mockImplementation(() => {}));

  it("refuses a state-changing API call from another origin with 403", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = (await proxy(apiRequest("/api/bookings", method, { origin: "https://evil.example" })))!;
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: CROSS_SITE_REFUSED });
    }
  });

  it("uses the Referer when there is no Origin, and refuses Origin: null", async () => {
    expect((await proxy(apiRequest("/api/leads", "POST", { referer: "https://evil.example/page" })))!.status).toBe(403);
    expect((await proxy(apiRequest("/api/leads", "POST", { origin: "null" })))!.status).toBe(403);
  });

  it("lets same-origin calls, calls without Origin or Referer, reads and the Stripe webhook through", async () => {
    const passes = async (request: NextRequest) => {
      const response = await proxy(request);
      expect(response?.status ?? 200).not.toBe(403);
    };
    await passes(apiRequest("/api/leads", "POST", { origin: site }));
    await passes(apiRequest("/api/leads", "POST", { referer: `${site}/contact` }));
    await passes(apiRequest("/api/leads", "POST"));
    await passes(apiRequest("/api/services", "GET", { origin: "https://evil.example" }));
    await passes(apiRequest("/api/stripe/webhook", "POST", { origin: "https://evil.example" }));
  });

  it("accepts the public origin behind a reverse proxy and the configured SITE_URL", () => {
    const behindProxy = new NextRequest("http://127.0.0.1:3000/api/leads", {
      method: "POST",
      headers: { host: "127.0.0.1:3000", "x-forwarded-host": "www.summonamagician.co.uk", origin: "https://www.summonamagician.co.uk" },
    });
    expect(isCrossSiteRequest(behindProxy, {})).toBe(false);
    const configured = new NextRequest("http://127.0.0.1:3000/api/leads", {
      method: "POST",
      headers: { host: "127.0.0.1:3000", origin: "https://summonamagician.co.uk" },
    });
    expect(isCrossSiteRequest(configured, {})).toBe(true);
    expect(isCrossSiteRequest(configured, { SITE_URL: "https://summonamagician.co.uk" })).toBe(false);
  });

  it("keeps the admin role gate and matches the API", async () => {
    expect(config.matcher).toEqual(expect.arrayContaining(["/admin/:path+", "/api/:path*"]));
    const response = (await proxy(new NextRequest(new URL("/admin/magician", site))))!;
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toContain("/admin?unauthorized=magician");
  });
});
