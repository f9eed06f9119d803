import { headerRoutes } from "./lib/server/security/headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // The embedded database engine ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "bcryptjs",
    "nodemailer",
    "pg-boss",
  ],
  // Without DATABASE_URL every build worker would open the same embedded database folder: use one worker then.
  experimental: {
    ...(process.env.DATABASE_URL ? {} : { cpus: 1 }),
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

export default nextConfig;
