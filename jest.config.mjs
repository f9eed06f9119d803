import os from "node:os";
import path from "node:path";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  // next/jest compiles for the running Node's version, which jest's cache key leaves out: one cache per
  // Node major, so a checkout run under two Nodes never reads code compiled for the other.
  cacheDirectory: path.join(
    os.tmpdir(),
    `jest_${process.getuid?.().toString(36) ?? "user"}_node${process.versions.node.split(".")[0]}`,
  ),
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/support/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
};

/** Packages that ship ES modules only: compiled to CommonJS like our own code (next/jest skips node_modules). */
const ESM_PACKAGES = [
  "pg-boss",
  "serialize-error",
  "non-error",
  "rrule-temporal",
  "temporal-spec",
  "@noble/hashes",
  "@scure/base",
];

const NEXT_TRANSFORMER = path.join("next", "dist", "build", "swc", "jest-transformer.js");
/** next/jest's transformer, but JavaScript that jest loads as an ES module runs as it is (see the file). */
const OUR_TRANSFORMER = "<rootDir>/tests/support/swc-jest-transformer.mjs";

async function project(name, overrides) {
  const base = await createJestConfig({ ...shared, ...overrides })();
  const transformIgnorePatterns = base.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith("/node_modules/(?!.pnpm)")
      ? `/node_modules/(?!.pnpm)(?!(${ESM_PACKAGES.join("|")}|geist|next/dist/client|next/dist/shared/lib|next/src/client|next/src/shared/lib)/)`
      : pattern,
  );
  const transform = Object.fromEntries(
    Object.entries(base.transform).map(([pattern, entry]) =>
      Array.isArray(entry) && entry[0].endsWith(NEXT_TRANSFORMER)
        ? [pattern, [OUR_TRANSFORMER, entry[1]]]
        : [pattern, entry],
    ),
  );
  if (!Object.values(transform).some((entry) => Array.isArray(entry) && entry[0] === OUR_TRANSFORMER))
    throw new Error(`next/jest no longer configures ${NEXT_TRANSFORMER}: update OUR_TRANSFORMER.`);
  return { ...base, transform, transformIgnorePatterns, displayName: name };
}

/** Two projects: `unit` (jsdom, pure code and components) and `integration` (node, real database). */
export default async function config() {
  return {
    // A global option: jest ignores testTimeout inside a project. Integration tests talk to a real database.
    testTimeout: 60000,
    projects: [
      await project("unit", {
        testEnvironment: "jsdom",
        testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
        setupFilesAfterEnv: ["<rootDir>/tests/support/setup-unit.ts"],
      }),
      await project("integration", {
        testEnvironment: "node",
        testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
        globalSetup: "<rootDir>/tests/support/integration-global-setup.ts",
        globalTeardown: "<rootDir>/tests/support/integration-global-teardown.ts",
        setupFiles: ["<rootDir>/tests/support/integration-env.ts"],
      }),
    ],
  };
}
