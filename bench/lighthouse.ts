/**
 * `npm run bench:lighthouse -- [--busy | --quiet] [url]`: Lighthouse (mobile settings, the npm package) against an
 * already running PRODUCTION server (`npm run build && npm start`), with Debian's Chromium.
 * Builds nothing. Prints the four category scores of the landing page (and of a customer's booking
 * page, LIGHTHOUSE_BOOKING below), with its LCP, and the first-load
 * JavaScript (kB gzip) of the landing page, of this app's not-found page, and of an empty Next App
 * Router app with the same next and react (the framework's floor, built once per Next version in a
 * temporary folder: bench/support/empty-next-app.ts), and the landing page's ratio to that floor.
 *
 *   LIGHTHOUSE_MAGICIAN_COOKIE, LIGHTHOUSE_BAR_COOKIE: a signed-in session's Cookie header (the
 *   magician's, a partner bar's), to also measure /admin/magician and /admin/bar-client (copy it
 *   from the browser after signing in); LIGHTHOUSE_COOKIE stands for either when they are unset
 *   LIGHTHOUSE_BOOKING: also run Lighthouse on a customer's booking page: a path (`/booking/<token>`,
 *   e.g. copied from a confirmation e-mail), or `create` to make a paid deposit booking through the
 *   public checkout API and the demo gateway (the server needs DEMO_PAYMENTS=1; it writes a booking
 *   into the server's database, so never point it at a live site). That page is noindex, so its SEO
 *   score is not 100 by design (audit is-crawlable).
 *   LIGHTHOUSE_REPORT_DIR: write every run's full Lighthouse JSON there (`<page>-<run>.json`)
 *   LIGHTHOUSE_JS_ONLY=1: measure the first-load JavaScript only (no Lighthouse runs)
 *   FLOOR_PORT: where the empty app is served while measured (default 3299)
 *
 *   --busy: a second process keeps one core busy during the Lighthouse runs (a shared machine's
 *   other work); runs default to 3 and LIGHTHOUSE_BOOKING to `create`. Each page then reports its
 *   Total Blocking Time (median and every run; target ≤ 100 ms) and its main-thread and script work,
 *   and the empty Next app is run the same way last: the framework's floor on this machine, since a
 *   machine whose empty app misses a target cannot show whether the pages meet it.
 *   --quiet: the same runs, pages and floor as --busy without the spinning process: the figures to set
 *   beside the busy ones (an idle machine's). The floor is run whenever pages are run more than once.
 *   URL: first argument, else LIGHTHOUSE_URL, else http://127.0.0.1:3000
 *   CHROMIUM_PATH: default /usr/bin/chromium
 *   LIGHTHOUSE_RUNS: runs per page (default 1); the median of each category and of LCP is reported,
 *   beside every run's performance and LCP, and the LCP element of the run with the median score
 *
 * Each run also says when Chrome really painted first (the page load Lighthouse recorded, before its
 * simulation of a phone on slow 4G). The simulated LCP counts every request that had finished and
 * every script that had started before that moment, so a first paint that Chrome holds back (on a
 * busy machine it was seen held 1 or 2 s after the page had loaded) puts all of the page's scripts
 * on the LCP's path: runs with an observed first paint past ~1 s are the machine's, not the page's.
 */
import "../scripts/load-env";
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { scriptsStartedAfterPaint } from "../lib/server/static/hydrate-after-paint.mjs";
import { must } from "../tests/support/must";

import { createBookingPage } from "./support/booking-page";
import { spinOneCore } from "../tests/support/busy-cores";
import { withEmptyNextApp } from "./support/empty-next-app";

const args = process.argv.slice(2);
const busy = args.includes("--busy");
const quiet = args.includes("--quiet");
const url = args.find((arg) => !arg.startsWith("--"));
const base = (url ?? process.env.LIGHTHOUSE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const floorPort = Number(process.env.FLOOR_PORT ?? 3299);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? (busy || quiet ? 3 : 1)));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/**
 * fetch, tried again once when a kept-alive connection turns out closed: the Lighthouse runs block
 * this process (spawnSync) for minutes, so it cannot notice the server closing idle sockets meanwhile.
 */
async function get(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** Scripts the HTML of `path` loads on first paint (src of every <script>), gzip-compressed sizes summed. */
async function firstLoadJs(
  path: string,
  origin = base,
  headers: Record<string, string> = {},
): Promise<{ kB: number; bytes: number; files: number }> {
  const response = await get(origin + path, { headers, redirect: "manual" });
  // a redirect (to the sign-in page) has no scripts: it would pass for a perfect score
  if (response.status !== 200 && response.status !== 404)
    throw new Error(`${path} answered ${response.status}: is the session cookie valid for it?`);
  const html = await response.text();
  const sources = new Set<string>();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g))
    if (src) sources.add(src.replace(/&amp;/g, "&"));
  // server.mjs turns each chunk's tag into a call that loads it after the first paint: still first-load
  for (const src of scriptsStartedAfterPaint(html)) sources.add(src);
  let bytes = 0;
  for (const src of sources) {
    const url = new URL(src, origin + "/").toString();
    const body = Buffer.from(await (await get(url)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { kB: Math.round(bytes / 100) / 10, bytes, files: sources.size };
}

type Categories = (typeof CATEGORIES)[number];
interface AuditResult {
  scores: Record<Categories, number>;
  failing: string[];
  metrics: Record<"FCP" | "LCP" | "TBT" | "CLS", string | undefined>;
  lcpMs: number;
  /** When Chrome really painted first, in the unthrottled page load Lighthouse simulates from */
  observedPaintMs: number;
  /** The LCP element's HTML opening and its phases (time to first byte, load delay, load time, render delay). */
  lcpElement: string | undefined;
  lcpPhases: string | undefined;
  /** Total Blocking Time, script evaluation (bootup-time) and all main-thread work, in ms. */
  tbtMs: number;
  scriptMs: number;
  mainThreadMs: number;
}

/*
 * Lighthouse runs in a plain `node` child process: under tsx, functions that Lighthouse
 * serialises into the page carry esbuild's `__name` helper and fail there.
 */
const RUNNER = `
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const [url, chromePath, categories, reportPath] = process.argv.slice(1);
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
try {
  // Lighthouse's defaults are the mobile settings: Moto G Power emulation, simulated slow 4G.
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories.split(","), formFactor: "mobile" });
  const lhr = result.lhr;
  if (reportPath) writeFileSync(reportPath, result.report);
  const scores = Object.fromEntries(categories.split(",").map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary").map((a) => a.id);
  const m = (id) => lhr.audits[id]?.displayValue;
  const metrics = { FCP: m("first-contentful-paint"), LCP: m("largest-contentful-paint"), TBT: m("total-blocking-time"), CLS: m("cumulative-layout-shift") };
  const tables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? []).map((p) => p.phase + " " + Math.round(p.timing) + " ms").join(", ");
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  process.stdout.write(JSON.stringify({ scores, failing, metrics, lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN, observedPaintMs: observed.observedFirstContentfulPaint ?? NaN, lcpElement: node?.snippet, lcpPhases: phases || undefined, tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN, scriptMs: lhr.audits["bootup-time"]?.numericValue ?? NaN, mainThreadMs: lhr.audits["mainthread-work-breakdown"]?.numericValue ?? NaN }));
} finally {
  chrome.kill();
}
`;

function audit(url: string, reportPath = ""): AuditResult {
  const child = spawnSync(
    process.execPath,
    ["--input-type=module", "-e", RUNNER, url, chromePath, CATEGORIES.join(","), reportPath],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_OPTIONS: "" },
    },
  );
  if (child.status !== 0) throw new Error(`Lighthouse failed: ${child.stderr || child.stdout}`);
  return JSON.parse(child.stdout) as AuditResult;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return must(sorted[Math.floor(sorted.length / 2)], "a run");
};

/** `runs` Lighthouse runs of one page, printed as the median of each category and of LCP. */
function lighthouseOf(
  name: string,
  path: string,
  label: string,
  note: Partial<Record<Categories, string>> = {},
  origin = base,
): void {
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const results: AuditResult[] = [];
  for (let i = 0; i < runs; i++) {
    const report = reportDir ? join(reportDir, `${name}-${i + 1}.json`) : "";
    results.push(audit(origin + path, report));
  }
  // The run with the median performance score stands for the others in the metrics and failing audits.
  const byScore = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const typical = must(byScore[Math.floor(byScore.length / 2)], "a Lighthouse run");
  const lcpSeconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `Lighthouse (mobile) for ${label} — ${runs} run(s); load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  if (runs > 1) {
    console.log(`  every run       performance ${results.map((r) => r.scores.performance).join(", ")}`);
    console.log(`                  LCP ${results.map((r) => lcpSeconds(r.lcpMs)).join(", ")}`);
    console.log(
      `                  observed first paint ${results.map((r) => `${Math.round(r.observedPaintMs)} ms`).join(", ")}`,
    );
    console.log(`                  TBT ${results.map((r) => `${Math.round(r.tbtMs)} ms`).join(", ")}`);
  }
  for (const c of CATEGORIES) {
    const value = median(results.map((r) => r.scores[c]));
    console.log(`  ${c.padEnd(15)} ${value}${note[c] ? ` (${note[c]})` : ""}`);
  }
  console.log(`  LCP (median)    ${lcpSeconds(median(results.map((r) => r.lcpMs)))} (target ≤ 1.8 s)`);
  console.log(`  TBT (median)    ${Math.round(median(results.map((r) => r.tbtMs)))} ms (target ≤ 100 ms)`);
  const ms = (pick: (r: AuditResult) => number) => `${Math.round(median(results.map(pick)))} ms`;
  console.log(
    `  main thread     ${ms((r) => r.mainThreadMs)} in all, ${ms((r) => r.scriptMs)} of it script (bootup-time), medians at the phone's 4× slowdown`,
  );
  console.log(
    `  metrics         FCP ${typical.metrics.FCP} · LCP ${typical.metrics.LCP} · TBT ${typical.metrics.TBT} · CLS ${typical.metrics.CLS} (the median-score run)`,
  );
  if (typical.lcpElement) console.log(`  LCP element     ${typical.lcpElement.slice(0, 160)}`);
  if (typical.lcpPhases) console.log(`  LCP phases      ${typical.lcpPhases}`);
  if (typical.failing.length > 0) console.log(`  failing audits  ${typical.failing.join(", ")}`);
}

async function main() {
  const health = await fetch(base + "/").catch(() => null);
  if (!health?.ok)
    throw new Error(`No server answering at ${base}/ — start a production build first (npm run build && npm start).`);
  const jsOnly = process.env.LIGHTHOUSE_JS_ONLY === "1";
  // The busy and quiet runs decide the booking page's target too: they make a booking unless told one.
  const booking = process.env.LIGHTHOUSE_BOOKING ?? ((busy || quiet) && !jsOnly ? "create" : undefined);
  const bookingPath = !booking
    ? undefined
    : booking === "create"
      ? await createBookingPage(base)
      : booking.replace(/^https?:\/\/[^/]+/, "");
  const spinner = busy && !jsOnly ? spinOneCore() : undefined;
  if (spinner) console.log(`--busy: process ${spinner.pid} keeps one core busy for the Lighthouse runs`);
  try {
    if (!jsOnly) {
      lighthouseOf("landing", "/", `${base}/`);
      if (bookingPath) lighthouseOf("booking", bookingPath, `${base}/booking/{token}`, { seo: "noindex by design" });
    }
    // What this machine allows any Next page: the targets are met or missed against this, not in the abstract.
    if (runs > 1 && !jsOnly)
      await withEmptyNextApp(floorPort, async (origin) =>
        lighthouseOf("floor", "/", "the framework's floor (an empty Next app)", {}, origin),
      );
  } finally {
    spinner?.kill();
  }
  const landing = await firstLoadJs("/");
  const notFound = await firstLoadJs(`/lighthouse-not-found-${Date.now()}`);
  const floor = await withEmptyNextApp(floorPort, (origin) => firstLoadJs("/", origin));
  console.log("First-load JavaScript (gzip)");
  console.log(`  landing page    ${landing.kB} kB (${landing.files} files)`);
  console.log(`  not-found page  ${notFound.kB} kB (${notFound.files} files)`);
  console.log(`  empty Next app  ${floor.kB} kB (${floor.files} files): the framework's floor`);
  console.log(`  landing/floor   ${(landing.bytes / floor.bytes).toFixed(3)} (target ≤ 1.030)`);
  if (bookingPath) {
    const figure = await firstLoadJs(bookingPath);
    console.log(
      `  booking page    ${figure.kB} kB (${figure.files} files), ${(figure.kB / floor.kB).toFixed(2)}× the floor`,
    );
  }
  const cookies = {
    "/admin/magician": process.env.LIGHTHOUSE_MAGICIAN_COOKIE || process.env.LIGHTHOUSE_COOKIE,
    "/admin/bar-client": process.env.LIGHTHOUSE_BAR_COOKIE || process.env.LIGHTHOUSE_COOKIE,
  };
  for (const [page, cookie] of Object.entries(cookies)) {
    if (cookie) {
      const figure = await firstLoadJs(page, base, { cookie });
      console.log(
        `  ${page.padEnd(15)} ${figure.kB} kB (${figure.files} files), ${(figure.kB / floor.kB).toFixed(2)}× the floor (target ≤ 1.5)`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // undici's "fetch failed" says why only in its cause
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});
