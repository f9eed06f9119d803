import { defineConfig, devices } from "@playwright/test";

// The e2e runner (tests/e2e/run.ts) builds the app, prepares a database and sets E2E_BASE_URL
// after starting the production server; see that file.
const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3100";
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromium }, grep: /@mobile/ },
  ],
});
