import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { headerRoutes } from "./lib/server/security/headers.mjs";
import { buildDirectory } from "./lib/server/static/build-directory.mjs";

/**
 * A production build bakes SITE_URL into canonical, Open Graph, sitemap and JSON-LD URLs, and the
 * server it makes cannot run without NEXTAUTH_SECRET: `next build` refuses to start without them,
 * with one line (the full check of every variable runs when the server starts: lib/server/env.ts).
 */
function checkBuildEnvironment(env = process.env) {
  const missing = ["NEXTAUTH_SECRET", "SITE_URL"].filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    return `Missing required environment variable${missing.length > 1 ? "s" : ""} for a production build: ${missing.join(", ")} (SITE_URL is the site's public origin, e.g. https://summonamagician.co.uk)`;
  }
  const siteUrl = env.SITE_URL.trim();
  let valid = false;
  try {
    valid = /^https?:$/.test(new URL(siteUrl).protocol) && /^https?:\/\//i.test(siteUrl);
  } catch {
    valid = false;
  }
  if (!valid) return `Invalid environment variable: SITE_URL: must be an http(s) URL such as https://example.com`;
  return undefined;
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  distDir: buildDirectory(),
  poweredByHeader: false,
  // server.mjs compresses responses itself, after rewriting each public page's script tags
  // (lib/server/static/hydrate-after-paint.mjs); `next dev` serves them uncompressed.
  compress: false,
  // Loaded from node_modules at run time rather than bundled (native bindings, dynamic requires).
  serverExternalPackages: ["@prisma/adapter-pg", "pg", "bcryptjs", "nodemailer", "pg-boss"],
  experimental: {
    // The proxy (proxy.ts) buffers request bodies and cuts them at 10 MB by default, which would
    // truncate a 10 MB upload sent as base64 JSON (about 13.4 MB): allow the upload route's own limit
    // through; every route still enforces its own, smaller limit (lib/server/http.ts readJson).
    proxyClientMaxBodySize: "14mb",
  },
  // CSP, HSTS (production), nosniff, Referrer-Policy, Permissions-Policy: lib/server/security/headers.mjs
  // (uploaded media get their own, sandboxed CSP there).
  async headers() {
    return headerRoutes();
  },
};

export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const problem = checkBuildEnvironment();
    if (problem) {
      console.error(`✖ ${problem}`);
      process.exit(1);
    }
  }
  return nextConfig;
}
