/**
 * `npm run bench:lighthouse -- [url]`: Lighthouse (mobile settings, the npm package) against an
 * already running PRODUCTION server (`npm run build && npm start`), with Debian's Chromium.
 * Builds nothing. Prints the four category scores of the landing page and the first-load
 * JavaScript (kB gzip) of the landing page and of the not-found page (the framework + root
 * layout floor), and their ratio (target ≤ 1.25).
 *
 *   URL: first argument, else LIGHTHOUSE_URL, else http://127.0.0.1:3000
 *   CHROMIUM_PATH: default /usr/bin/chromium
 *   LIGHTHOUSE_RUNS: runs per page (default 1); the median performance score is reported
 */
import { gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const base = (process.argv[2] ?? process.env.LIGHTHOUSE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Scripts the HTML of `path` loads on first paint (src of every <script>), gzip-compressed sizes summed. */
async function firstLoadJs(path: string): Promise<{ kB: number; files: number }> {
  const html = await (await fetch(base + path)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) sources.add(match[1].replace(/&amp;/g, "&"));
  let bytes = 0;
  for (const src of sources) {
    const url = new URL(src, base + "/").toString();
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { kB: Math.round(bytes / 100) / 10, files: sources.size };
}

async function audit(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // Lighthouse's defaults are the mobile settings: Moto G Power emulation, simulated slow 4G.
    formFactor: "mobile",
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)])) as Record<
    (typeof CATEGORIES)[number],
    number
  >;
  const failing = Object.values(result.lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  const metrics = {
    FCP: result.lhr.audits["first-contentful-paint"]?.displayValue,
    LCP: result.lhr.audits["largest-contentful-paint"]?.displayValue,
    TBT: result.lhr.audits["total-blocking-time"]?.displayValue,
    CLS: result.lhr.audits["cumulative-layout-shift"]?.displayValue,
  };
  return { scores, failing, metrics };
}

async function main() {
  const health = await fetch(base + "/").catch(() => null);
  if (!health?.ok) throw new Error(`No server answering at ${base}/ — start a production build first (npm run build && npm start).`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(base + "/", chrome.port));
    results.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = results[Math.floor(results.length / 2)];
    const landing = await firstLoadJs("/");
    const notFound = await firstLoadJs(`/lighthouse-not-found-${Date.now()}`);
    console.log(`Lighthouse (mobile) for ${base}/ — ${runs} run(s), median by performance`);
    for (const c of CATEGORIES) console.log(`  ${c.padEnd(15)} ${median.scores[c]}`);
    console.log(`  metrics         FCP ${median.metrics.FCP} · LCP ${median.metrics.LCP} · TBT ${median.metrics.TBT} · CLS ${median.metrics.CLS}`);
    if (median.failing.length > 0) console.log(`  failing audits  ${median.failing.join(", ")}`);
    console.log("First-load JavaScript (gzip)");
    console.log(`  landing page    ${landing.kB} kB (${landing.files} files)`);
    console.log(`  not-found page  ${notFound.kB} kB (${notFound.files} files)`);
    console.log(`  ratio           ${(landing.kB / notFound.kB).toFixed(2)} (target ≤ 1.25)`);
  } finally {
    chrome.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
