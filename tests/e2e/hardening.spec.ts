// Security headers and CSP on the production build, the cross-site refusal over HTTP, and next-auth's
// endpoints fed hostile input (they only run inside a server, so the integration fuzz test cannot).
import { expect, test, type Page } from "@playwright/test";

import { buildDirectory } from "@/lib/server/static/build-directory.mjs";
import { COMPILE_HINT, firstLoadScripts } from "@/lib/server/static/compile-hints.mjs";
import { scriptsStartedAfterPaint } from "@/lib/server/static/hydrate-after-paint.mjs";

import { hydrated } from "./support/hydration";

const PAGES = [
  "/",
  "/admin",
  "/register-bar",
  "/privacy-policy",
  "/terms-of-service",
  "/booking-success",
  "/no-such-page",
  "/pro-badge.html",
  "/reviews-badge.html",
];

async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(text))
      violations.push(`console: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test("every page sends the security headers", async ({ request }) => {
  for (const path of PAGES) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'self'");
    expect(headers["content-security-policy"], path).toContain("default-src 'self'");
    expect(headers["content-security-policy"], path).toContain("object-src 'none'");
    expect(headers["content-security-policy"], path).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("geolocation=(self)");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d+/);
    expect(headers["x-frame-options"], path).toBe("SAMEORIGIN");
  }
  const api = await request.get("/api/health");
  expect(api.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
});

test("pages render and hydrate with no CSP violation in Chromium @mobile", async ({ page }) => {
  const violations = await collectCspViolations(page);
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    await page.waitForLoadState("networkidle");
    const fromEvents = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    violations.push(...fromEvents.map((violation) => `${path}: ${violation}`));
  }
  // React hydrated (inline scripts ran): the landing page's client components respond. Its scripts
  // start after the first paint, which can come after the load event.
  await page.goto("/");
  await expect(page.locator("body")).toBeVisible();
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe("object");
  expect(violations).toEqual([]);
});

test("the badge pages can be framed by our own pages", async ({ page }) => {
  const violations = await collectCspViolations(page);
  await page.goto("/privacy-policy");
  await page.evaluate(() => {
    for (const src of ["/pro-badge.html", "/reviews-badge.html"]) {
      const frame = document.createElement("iframe");
      frame.src = src;
      frame.title = src;
      document.body.appendChild(frame);
    }
  });
  for (const src of ["/pro-badge.html", "/reviews-badge.html"]) {
    const frame = page.frameLocator(`iframe[title="${src}"]`);
    await expect(frame.locator("body")).toBeVisible();
    expect(await frame.locator("body").innerHTML()).not.toBe("");
  }
  expect(violations).toEqual([]);
});

test("a cross-site state-changing API call is refused with 403, a same-site one is not", async ({
  request,
  baseURL,
}) => {
  const body = {
    name: "Cross Site",
    email: "x@example.com",
    phone: "07700 900111",
    eventType: "wedding",
    location: "Glasgow",
    message: "Sent from another site.",
  };
  const cross = await request.post("/api/leads", { data: body, headers: { origin: "https://evil.example" } });
  expect(cross.status()).toBe(403);
  expect(await cross.json()).toEqual({ error: "Cross-site request refused.", code: "forbidden" });
  const crossDelete = await request.delete("/api/services/1", {
    headers: { referer: "https://evil.example/attack.html" },
  });
  expect(crossDelete.status()).toBe(403);
  const same = await request.post("/api/leads", { data: { ...body, message: "" }, headers: { origin: baseURL! } });
  expect(same.status()).not.toBe(403);
  expect(same.status()).toBeLessThan(500);
});

test("next-auth's endpoints answer hostile input without a server error", async ({ request }) => {
  const csrf = await request.get("/api/auth/csrf");
  expect(csrf.status()).toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const hostile: { body: string; type: string }[] = [
    { body: "not json", type: "application/json" },
    { body: "{", type: "application/json" },
    { body: JSON.stringify({ username: { $ne: null }, password: ["x"], csrfToken }), type: "application/json" },
    {
      body: `username=${encodeURIComponent("' OR '1'='1")}&password=x&csrfToken=${csrfToken}`,
      type: "application/x-www-form-urlencoded",
    },
    {
      body: `username=${"a".repeat(20_000)}&password=${"b".repeat(20_000)}&csrfToken=${csrfToken}`,
      type: "application/x-www-form-urlencoded",
    },
    { body: `username=<script>alert(1)</script>&password=&csrfToken=wrong`, type: "application/x-www-form-urlencoded" },
    { body: "%%%=%%%&&&", type: "application/x-www-form-urlencoded" },
    { body: "", type: "text/plain" },
  ];
  for (const path of [
    "/api/auth/callback/credentials",
    "/api/auth/signin/credentials",
    "/api/auth/session",
    "/api/auth/nonsense",
  ]) {
    for (const { body, type } of hostile) {
      const response = await request.post(path, {
        data: body,
        headers: { "content-type": type, "x-forwarded-for": "203.0.113.250" },
        maxRedirects: 0,
      });
      expect(response.status(), `${path} ${body.slice(0, 40)}`).toBeLessThan(500);
    }
  }
});

test("uploaded media get the sandboxing media policy instead of the site's CSP", async ({ request }) => {
  for (const path of [
    "/uploads/00000000-0000-4000-8000-000000000000.png",
    "/api/uploads/00000000-0000-4000-8000-000000000000.png",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-security-policy"], path).toBe(
      "sandbox; default-src 'none'; img-src 'self'; media-src 'self'",
    );
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("the production server appends the TCP peer to X-Forwarded-For: entries a client forges further left change nothing", async ({
  request,
}) => {
  // run.ts starts server.mjs with TRUST_PROXY_HOPS=1: this test plays the proxy, whose entry is the
  // last one it sends; server.mjs appends 127.0.0.1. Registration allows 10 attempts an hour per address.
  const attempt = (forwardedFor: string) =>
    request.post("/api/auth/register", { data: {}, headers: { "x-forwarded-for": forwardedFor } });
  // Fresh addresses on every run and retry (benchmarking range 198.18.0.0/15).
  const [client, other = ""] = [0, 1].map(
    (n) => `198.${18 + n}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
  );
  for (let i = 1; i <= 10; i++) expect((await attempt(`198.51.100.${i}, ${client}`)).status()).toBe(400);
  expect((await attempt(`198.51.100.200, ${client}`)).status()).toBe(429);
  expect((await attempt(other)).status()).toBe(400);
});

test("the page's scripts and stylesheets come from the build's brotli and gzip copies, with the security headers", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const assets = [
    ...[...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].flatMap(
      (match) => (match[1] ? [match[1]] : []),
    ),
    // the chunks server.mjs starts after the first paint (lib/server/static/hydrate-after-paint.mjs)
    ...scriptsStartedAfterPaint(html),
  ];
  expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
  expect(assets.filter((asset) => asset.endsWith(".js")).length).toBeGreaterThan(3);
  for (const asset of assets) {
    const brotli = await request.get(asset, { headers: { "Accept-Encoding": "br, gzip" } });
    expect([asset, brotli.status(), brotli.headers()["content-encoding"]]).toEqual([asset, 200, "br"]);
    expect(brotli.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers()["x-content-type-options"]).toBe("nosniff");
    const gzip = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    // Playwright decodes both: the same file either way
    expect((await brotli.body()).equals(await gzip.body())).toBe(true);
  }
});

test("the scripts pages start with are marked for eager compilation, and a chunk only loaded on demand is not", async ({
  page,
  request,
}) => {
  const marked = async (asset: string) => (await (await request.get(asset)).text()).startsWith(COMPILE_HINT);
  // what the build's postbuild step marked (scripts/mark-first-load-scripts.mjs)
  const firstLoad = new Set(firstLoadScripts(buildDirectory()).map((script) => `/_next/${script}`));
  const startScripts = new Set<string>();
  for (const path of ["/", "/privacy-policy", "/admin"]) {
    const html = await (await request.get(path)).text();
    for (const [tag, src] of html.matchAll(/<script\b[^>]*?\bsrc="(\/_next\/static\/[^"]+\.js)"[^>]*>/g))
      if (src && !/\bnoModule\b/i.test(tag)) startScripts.add(src);
    for (const src of scriptsStartedAfterPaint(html)) startScripts.add(src);
  }
  expect(startScripts.size).toBeGreaterThan(5);
  for (const asset of startScripts)
    expect([asset, firstLoad.has(asset), await marked(asset)]).toEqual([asset, true, true]);

  // the booking wizard's code comes when the wizard opens
  const loaded: string[] = [];
  page.on("request", (sent) => {
    const { pathname } = new URL(sent.url());
    if (/^\/_next\/static\/.+\.js$/.test(pathname)) loaded.push(pathname);
  });
  await page.goto("/");
  await hydrated(page);
  await expect.poll(() => loaded.length).toBeGreaterThan(3);
  const atStart = loaded.length;
  await page.locator("#home").getByRole("button", { name: "Summon a Magician" }).click();
  await expect(page.getByRole("dialog", { name: "Summon a Magician" })).toBeVisible();
  const onDemand = loaded.slice(atStart);
  // a chunk shared with another page's first load is marked for that page's sake
  expect(onDemand.filter((asset) => !firstLoad.has(asset)).length).toBeGreaterThan(0);
  for (const asset of onDemand) expect([asset, await marked(asset)]).toEqual([asset, firstLoad.has(asset)]);
});

test("a page's scripts start after its first contentful paint, and the page then hydrates @mobile", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/privacy-policy"]) {
    const html = await (await request.get(path)).text();
    // every chunk React wrote as <script async> is now a call to the inline loader instead
    expect(html, path).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js" async="">/);
    const started = scriptsStartedAfterPaint(html);
    expect(started.length, path).toBeGreaterThan(3);
    for (const src of started) expect(src, path).toMatch(/^\/_next\/static\/.+\.js$/);

    await page.goto(path);
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe("object");
    const timing = await page.evaluate(() => {
      const loader = (window as unknown as { __hydrateAfterPaint: { startedBy?: string } }).__hydrateAfterPaint;
      const preloaded = new Set(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href),
      );
      return {
        startedBy: loader.startedBy,
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name) && !preloaded.has(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      };
    });
    // the paint started them, unless this machine held its first frame past the loader's 5 s fallback
    expect(["paint", "timeout"], path).toContain(timing.startedBy);
    expect(timing.scripts.length, path).toBeGreaterThan(3);
    if (timing.startedBy === "paint")
      for (const script of timing.scripts)
        expect(script.start, `${path}: ${script.name}`).toBeGreaterThanOrEqual(timing.paint!);
  }
});
