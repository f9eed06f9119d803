import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

/** Configuration is read in lib/server/env.ts (server) and lib/public-env.ts (browser); these files are the readers. */
const ENV_READERS = [
  "lib/server/env.ts",
  "lib/public-env.ts",
  "lib/server/security/headers.mjs",
  "next.config.mjs",
  "server.mjs",
  "playwright.config.ts",
  "instrumentation.ts",
  "scripts/**",
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
];

export default config;
