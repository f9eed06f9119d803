import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/support/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
};

async function project(name, overrides) {
  const base = await createJestConfig({ ...shared, ...overrides })();
  return { ...base, displayName: name };
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
