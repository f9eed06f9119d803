import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

/**
 * Configuration is read in lib/server/env.ts (server) and lib/public-env.ts (browser); every other
 * file of app/, lib/ and components/ asks them. The rest of this list bootstraps before either can run.
 */
const ENV_READERS = [
  "lib/server/env.ts",
  "lib/public-env.ts",
  // Plain ESM loaded by next.config.mjs (no TypeScript, no "@/" paths there): the CSP from build-time variables.
  "lib/server/security/headers.mjs",
  // Loaded by Next before the app exists: the build-time check of SITE_URL and NEXTAUTH_SECRET.
  "next.config.mjs",
  // Plain ESM loaded by next.config.mjs, server.mjs and the build's precompression step: NEXT_DIST_DIR.
  "lib/server/static/build-directory.mjs",
  // Plain node before Next loads: NODE_ENV, PORT, TRUST_PROXY_HOPS.
  "server.mjs",
  // The test runner's own settings (base URL, browser path).
  "playwright.config.ts",
  // Next needs the literal process.env.NEXT_RUNTIME check there to drop Node-only code from the Edge build.
  "instrumentation.ts",
  // Scripts load .env files (scripts/load-env.ts) and set up child processes' environments.
  "scripts/**",
  // Hand the environment on to PostgreSQL's programs (the server, initdb, pg_dump and psql), adding
  // their locale or password; nothing is read from it.
  "lib/server/db/embedded/programs.ts",
  "lib/server/db/backup.ts",
  // The Prisma CLI's own configuration: DATABASE_URL as the npm scripts pass it.
  "prisma.config.ts",
  // Benchmarks and tests start servers with environments of their own.
  "bench/**",
  "tests/**",
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      ".data/**",
      "prisma/generated/**",
      "coverage/**",
      "test-results/**",
      "playwright-report/**",
      "uploads/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      // Unused bindings are errors, except the conventional `_`-prefixed placeholders.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // Dashboards load their data in an effect and set "loading" first; that is one extra render, not a cascade.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["**/*.{ts,tsx,mjs,js}"],
    ignores: ENV_READERS,
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration through lib/server/env.ts (or lib/public-env.ts in the browser).",
        },
      ],
    },
  },
  {
    // A route's path is written once, in lib/api-client/routes.ts; everything else asks for it by name.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    // the generated map of route modules by path (npm run routes:generate) is where paths are read from
    ignores: ["lib/api-client/**", "app/api/openapi.json/route-modules.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/^\\/api\\//]",
          message: "Name the route (lib/api-client/routes.ts) and use api() or apiPath() instead of writing its path.",
        },
        {
          selector: "TemplateElement[value.raw=/^\\/api\\//]",
          message: "Name the route (lib/api-client/routes.ts) and use api() or apiPath() instead of writing its path.",
        },
      ],
    },
  },
  {
    // zod's browser setting (no eval under the CSP) must come before any schema is built.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/{validation,domain,api-client}/**/*.{ts,tsx}"],
    ignores: ["lib/validation/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message: "Import z from @/lib/validation/zod: it keeps zod from probing for eval in the browser.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
