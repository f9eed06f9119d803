import { securityHeaders } from "./lib/server/security/headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // The embedded database engine ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg", "bcryptjs", "nodemailer", "pg-boss"],
  // Without DATABASE_URL every build worker would open the same embedded database folder: use one worker then.
  experimental: process.env.DATABASE_URL ? {} : { cpus: 1 },
  // CSP, HSTS (production), nosniff, Referrer-Policy, Permissions-Policy: lib/server/security/headers.mjs
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
