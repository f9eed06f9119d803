// The security headers (lib/server/security/headers.mjs) and the cross-site refusal that proxy.ts
// applies to state-changing API calls (lib/server/csrf.ts). The e2e spec tests/e2e/hardening.spec.ts
// checks the same headers on the production server and that Chromium reports no CSP violation.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { NextRequest } from "next/server";
import { GET as getAuditLog } from "@/app/api/audit-log/route";
import { GET as getServices } from "@/app/api/services/route";
import { GET as getUpload } from "@/app/api/uploads/[name]/route";
import { GET as getUploadShort } from "@/app/uploads/[name]/route";
import { GET as getUser } from "@/app/api/users/[id]/route";
import { contentSecurityPolicy, headerRoutes, securityHeaders, UPLOAD_CSP } from "@/lib/server/security/headers.mjs";
import { CROSS_SITE_REFUSED, isCrossSiteRequest } from "@/lib/server/csrf";
import { carriesSessionCookie, withPrivateCaching } from "@/lib/server/http";
import { LocalFileStorage, setStorage } from "@/lib/server/storage";
import { proxy, config } from "@/proxy";
import { createBarClient, magician, params, request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
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
    expect(header(securityHeaders(production), "Strict-Transport-Security")).toMatch(
      /^max-age=\d{8,}; includeSubDomains$/,
    );
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
    const s3 = directives(
      contentSecurityPolicy({ ...production, S3_PUBLIC_URL: "https://media.example.com/promotions" }),
    );
    expect(s3["img-src"]).toContain("https://media.example.com");
    expect(s3["media-src"]).toContain("https://media.example.com");
    const both = directives(
      contentSecurityPolicy({
        ...production,
        S3_PUBLIC_URL: "https://media.example.com",
        MEDIA_ORIGIN: "https://cdn.example.com",
      }),
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
    return new NextRequest(new URL(path, site), {
      method,
      headers: { host: "localhost:3000", ...headers },
      body: method === "GET" ? undefined : "{}",
    });
  }

  beforeAll(() => jest.spyOn(console, "warn").mockImplementation(() => {}));

  it("refuses a state-changing API call from another origin with 403", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = (await proxy(apiRequest("/api/bookings", method, { origin: "https://evil.example" })))!;
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: CROSS_SITE_REFUSED, code: "forbidden" });
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

  it("in production, accepts only SITE_URL's origin: never the Host or X-Forwarded-Host the request names", () => {
    const production = { NODE_ENV: "production", SITE_URL: "https://summonamagician.co.uk" };
    const post = (headers: Record<string, string>, url = "http://127.0.0.1:3000/api/leads") =>
      new NextRequest(url, { method: "POST", headers });
    expect(
      isCrossSiteRequest(post({ host: "127.0.0.1:3000", origin: "https://summonamagician.co.uk" }), production),
    ).toBe(false);
    expect(
      isCrossSiteRequest(
        post({ host: "127.0.0.1:3000", referer: "https://summonamagician.co.uk/register-bar" }),
        production,
      ),
    ).toBe(false);
    // A forged or proxy-supplied host proves nothing: an attacker's page sends its own Origin and can
    // make its victim's request carry any Host or X-Forwarded-Host through a misconfigured proxy.
    expect(
      isCrossSiteRequest(
        post({ host: "evil.example", origin: "https://evil.example" }, "https://evil.example/api/leads"),
        production,
      ),
    ).toBe(true);
    expect(isCrossSiteRequest(post({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }), production)).toBe(
      true,
    );
    expect(
      isCrossSiteRequest(
        post({ host: "127.0.0.1:3000", "x-forwarded-host": "evil.example", origin: "https://evil.example" }),
        production,
      ),
    ).toBe(true);
    // The whole origin counts: scheme, host and port.
    expect(isCrossSiteRequest(post({ origin: "http://summonamagician.co.uk" }), production)).toBe(true);
    expect(isCrossSiteRequest(post({ origin: "https://summonamagician.co.uk:8443" }), production)).toBe(true);
    expect(isCrossSiteRequest(post({ origin: "https://www.summonamagician.co.uk" }), production)).toBe(true);
    expect(isCrossSiteRequest(post({ origin: "https://summonamagician.co.uk.evil.example" }), production)).toBe(true);
    // NEXTAUTH_URL is not the site's origin for this check; without SITE_URL nothing with an Origin passes.
    expect(
      isCrossSiteRequest(post({ origin: "https://auth.example" }), {
        ...production,
        NEXTAUTH_URL: "https://auth.example",
      }),
    ).toBe(true);
    expect(
      isCrossSiteRequest(post({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }), { NODE_ENV: "production" }),
    ).toBe(true);
    // Without Origin or Referer (curl, server-to-server) there are no browser credentials from another site.
    expect(isCrossSiteRequest(post({ host: "evil.example" }), production)).toBe(false);
  });

  it("in development, also accepts the URL the server was reached at (its Host), never X-Forwarded-Host", () => {
    const development = { NODE_ENV: "development" };
    const post = (headers: Record<string, string>, url = "http://192.168.1.20:3000/api/leads") =>
      new NextRequest(url, { method: "POST", headers });
    expect(
      isCrossSiteRequest(
        post({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }, "http://127.0.0.1:3000/api/leads"),
        development,
      ),
    ).toBe(false);
    expect(
      isCrossSiteRequest(post({ host: "192.168.1.20:3000", origin: "http://192.168.1.20:3000" }), development),
    ).toBe(false);
    expect(isCrossSiteRequest(post({ host: "192.168.1.20:3000", origin: "http://localhost:3000" }), development)).toBe(
      true,
    );
    expect(
      isCrossSiteRequest(post({ host: "192.168.1.20:3000", origin: "http://localhost:3000" }), {
        ...development,
        SITE_URL: "http://localhost:3000",
      }),
    ).toBe(false);
    const behindProxy = post({
      host: "192.168.1.20:3000",
      "x-forwarded-host": "www.summonamagician.co.uk",
      origin: "https://www.summonamagician.co.uk",
    });
    expect(isCrossSiteRequest(behindProxy, development)).toBe(true);
    expect(isCrossSiteRequest(behindProxy, { ...development, SITE_URL: "https://www.summonamagician.co.uk" })).toBe(
      false,
    );
  });

  it("keeps the admin role gate and matches the API", async () => {
    expect(config.matcher).toEqual(expect.arrayContaining(["/admin/:path+", "/api/:path*"]));
    const response = (await proxy(new NextRequest(new URL("/admin/magician", site))))!;
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toContain("/admin?unauthorized=magician");
  });
});

describe("uploaded media", () => {
  const production = { NODE_ENV: "production" };
  const PNG = Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100ffff03000006000557bfabd40000000049454e44ae426082",
    "hex",
  );

  /** The headers Next's config gives a path: every matching `headers()` entry in order, as its router applies them. */
  function configHeaders(pathname: string): Record<string, string> {
    const applied: Record<string, string> = {};
    for (const route of headerRoutes(production)) {
      if (!getPathMatch(route.source, { strict: true, removeUnnamedParams: true })(pathname)) continue;
      for (const { key, value } of route.headers) {
        // A route handler cannot replace a header the config set (next/dist/server/send-response):
        // an overlap between the entries would decide the CSP by their order, so there must be none.
        expect([pathname, key, applied[key]]).toEqual([pathname, key, undefined]);
        applied[key] = value;
      }
    }
    return applied;
  }

  it("get the sandboxing media policy instead of the site's CSP from the config, with the other security headers", () => {
    for (const pathname of [
      "/uploads/0b6f1c4e-8f7a-4f0e-9a43-3f2d0c4b5a61.png",
      "/api/uploads/0b6f1c4e-8f7a-4f0e-9a43-3f2d0c4b5a61.mp4",
      "/uploads/missing.svg",
      "/api/uploads",
    ]) {
      const headers = configHeaders(pathname);
      expect([pathname, headers["Content-Security-Policy"]]).toEqual([
        pathname,
        "sandbox; default-src 'none'; img-src 'self'; media-src 'self'",
      ]);
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=/);
    }
    for (const pathname of [
      "/",
      "/admin/magician",
      "/api/leads",
      "/api/uploadsx",
      "/uploads-help",
      "/pro-badge.html",
      "/_next/static/chunks/app.js",
    ]) {
      expect([pathname, configHeaders(pathname)["Content-Security-Policy"]]).toEqual([
        pathname,
        contentSecurityPolicy(production),
      ]);
    }
  });

  describe("served by the route handlers", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "summon-upload-headers-"));
    const storage = new LocalFileStorage(dir);
    beforeAll(async () => {
      setStorage(storage);
      await resetAndSeed();
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("answer with the media policy and nosniff, at both paths, and stay publicly cacheable for a signed-in viewer", async () => {
      const { name } = await storage.put(PNG, { extension: "png", mime: "image/png" });
      for (const [route, url] of [
        [getUpload, `/api/uploads/${name}`],
        [getUploadShort, `/uploads/${name}`],
      ] as const) {
        for (const as of [null, await magician()]) {
          const response = await route(await request(url, { as }), params({ name }));
          expect(response.status).toBe(200);
          expect(response.headers.get("content-security-policy")).toBe(UPLOAD_CSP);
          expect(response.headers.get("x-content-type-options")).toBe("nosniff");
          expect(response.headers.get("content-type")).toBe("image/png");
          expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        }
      }
    });
  });
});

describe("answers to signed-in requests", () => {
  beforeAll(resetAndSeed);
  afterAll(() => db.$disconnect());

  it("carry Cache-Control: private, no-store, whatever the handler set", async () => {
    const me = await magician();
    const auditLog = await getAuditLog(await request("/api/audit-log", { as: me }));
    expect(auditLog.status).toBe(200);
    expect(auditLog.headers.get("cache-control")).toBe("private, no-store");
    const all = await getServices(await request("/api/services?all=1", { as: me }));
    expect(all.headers.get("cache-control")).toBe("private, no-store");
    // A handler's own "no-store" becomes the full directive.
    const profile = await getUser(await request(`/api/users/${me.id}`, { as: me }), params({ id: String(me.id) }));
    expect(profile.status).toBe(200);
    expect(profile.headers.get("cache-control")).toBe("private, no-store");
  });

  it("including refusals: a wrong role, and a cookie that is no longer a valid session", async () => {
    const bar = await createBarClient();
    const refused = await getAuditLog(await request("/api/audit-log", { as: bar }));
    expect(refused.status).toBe(403);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    const stale = await getAuditLog(
      await request("/api/audit-log", { headers: { cookie: "next-auth.session-token=not-a-token" } }),
    );
    expect(stale.status).toBe(401);
    expect(stale.headers.get("cache-control")).toBe("private, no-store");
  });

  it("leave anonymous answers alone", async () => {
    const services = await getServices(await request("/api/services"));
    expect(services.status).toBe(200);
    expect(services.headers.get("cache-control")).toBeNull();
  });

  it("recognise next-auth's session cookie under either name and in chunks, and nothing else", () => {
    const withCookie = (cookie: string) => new Request("http://localhost/api/x", { headers: { cookie } });
    expect(carriesSessionCookie(withCookie("next-auth.session-token=a"))).toBe(true);
    expect(carriesSessionCookie(withCookie("theme=dark; __Secure-next-auth.session-token=a"))).toBe(true);
    expect(
      carriesSessionCookie(withCookie("__Secure-next-auth.session-token.0=a; __Secure-next-auth.session-token.1=b")),
    ).toBe(true);
    expect(carriesSessionCookie(withCookie("next-auth.csrf-token=a; next-auth.callback-url=b"))).toBe(false);
    expect(carriesSessionCookie(withCookie("xnext-auth.session-token=a"))).toBe(false);
    expect(carriesSessionCookie(new Request("http://localhost/api/x"))).toBe(false);
  });

  it("also work on a response whose headers cannot be changed", async () => {
    const signedIn = new Request("http://localhost/api/x", { headers: { cookie: "next-auth.session-token=a" } });
    const redirect = withPrivateCaching(signedIn, Response.redirect("http://localhost/admin", 302));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("http://localhost/admin");
    expect(redirect.headers.get("cache-control")).toBe("private, no-store");
  });
});
