// A first run with no configuration at all: `next dev` without NEXTAUTH_SECRET, SITE_URL or
// DATABASE_URL (the embedded PostgreSQL, its folder in a temporary one) prints one start-up block with the
// development sign-in, generates a secret into .data/development-secret (leaving the .env files
// alone), and the magician signs in with the
// printed credentials and reaches the dashboard.
//
// It runs its own development server in this checkout. The .env files of the checkout are moved
// aside for the run and put back afterwards, so the generated secret never stays behind and a
// developer's own settings do not leak into "zero configuration". Development compiles on demand,
// which takes minutes on a busy machine: the timeouts are generous.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { stopEmbeddedServer } from "./support/embedded-server";
import { ROOT } from "../../bench/support/server";

const PORT = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 4);
// The checkout's own configuration and development secret, moved aside for the run.
const ENV_FILES = [".env", ".env.local", ".env.development", ".env.development.local", ".data/development-secret"];
const BACKUP_SUFFIX = ".first-run-backup";

test.describe.configure({ mode: "serial" });
test.setTimeout(15 * 60_000);

let server: ChildProcess | undefined;
let output = "";
let dataDir: string;

/** Only what a shell gives a new developer: no variable of the app, and NODE_ENV unset. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {
    NEXT_TELEMETRY_DISABLED: "1",
    EMBEDDED_DATABASE_DIR: path.join(dataDir, "postgres"),
  };
  for (const name of ["PATH", "HOME", "LANG", "TMPDIR", "TERM"]) if (process.env[name]) env[name] = process.env[name];
  return env as NodeJS.ProcessEnv;
}

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`next dev exited with ${server.exitCode}:\n${output}`);
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`Timed out waiting for ${what}:\n${output}`);
}

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "first-run-"));
  // Run as root, the embedded PostgreSQL runs as the OS user "postgres", who must enter this folder.
  fs.chmodSync(dataDir, 0o755);
  await stopEmbeddedServer(path.join(dataDir, "postgres", "data"));
  for (const file of ENV_FILES) {
    const full = path.join(ROOT, file);
    if (fs.existsSync(`${full}${BACKUP_SUFFIX}`)) throw new Error(`${full}${BACKUP_SUFFIX} exists: restore it first.`);
    if (fs.existsSync(full)) fs.renameSync(full, `${full}${BACKUP_SUFFIX}`);
  }
  // What `npm run dev` runs first (predev): migrations and the seed, into the empty database.
  const setup = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/db-setup.ts"], {
    cwd: ROOT,
    env: cleanEnv(),
    encoding: "utf8",
  });
  expect(setup.status, setup.stderr).toBe(0);
  expect(setup.stdout).toContain('Created the development magician account: username "magician"');

  server = spawn("npx", ["next", "dev", "-p", String(PORT)], {
    cwd: ROOT,
    env: { ...cleanEnv(), NEXT_DIST_DIR: ".next" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
});

/** Whether a process of the group `next dev` leads is still running (its workers can outlive npx). */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until the group is gone, at most `ms`; whether it is. */
async function groupGone(pid: number, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (!groupAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return !groupAlive(pid);
}

test.afterAll(async () => {
  // The whole group, not only npx: a worker still running keeps writing into .next/dev, and removing
  // that folder below then fails with ENOTEMPTY.
  if (server?.pid && groupAlive(server.pid)) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
    if (!(await groupGone(server.pid, 10_000))) {
      try {
        process.kill(-server.pid, "SIGKILL");
      } catch {
        // already gone
      }
      await groupGone(server.pid, 5_000);
    }
  }
  await stopEmbeddedServer(path.join(dataDir, "postgres", "data"));
  for (const file of ENV_FILES) {
    const full = path.join(ROOT, file);
    if (fs.existsSync(`${full}${BACKUP_SUFFIX}`)) fs.renameSync(`${full}${BACKUP_SUFFIX}`, full);
    else fs.rmSync(full, { force: true });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The stopped server may leave half-written route types there, which `tsc` then trips over; it is
  // a cache that the next `next dev` rebuilds.
  // Retried: the server's workers can still be flushing files into it for a moment after they exit.
  fs.rmSync(path.join(ROOT, ".next", "dev"), { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
});

test("zero-config next dev prints one start-up block, and the magician signs in with the printed credentials", async ({
  page,
}) => {
  const banner = await waitFor(
    "the start-up block",
    () => /Summon a Magician \(development\)[\s\S]*?Sign in:.*/.exec(output)?.[0],
    10 * 60_000,
  );
  expect(banner).toContain(`URL:      http://localhost:${PORT}`);
  expect(banner).toMatch(/Database: embedded PostgreSQL 15 in .*first-run-[^/]+\/postgres \(port \d+\)/);
  expect(banner).toContain("Payments: demo gateway");
  expect(banner).toContain("Mail:     outbox only");
  expect(output.match(/Summon a Magician \(development\)/g)).toHaveLength(1);
  expect(output).not.toContain("Edge Runtime");
  expect(output).not.toContain("Ecmascript file had an error");

  // The generated secret went to .data/development-secret, not into an .env file a copy of .env.example would replace.
  expect(output).toContain(
    "Secret:   NEXTAUTH_SECRET was unset: generated one and saved it to .data/development-secret",
  );
  expect(fs.readFileSync(path.join(ROOT, ".data", "development-secret"), "utf8")).toMatch(/^[A-Za-z0-9_-]{40,}\n$/);
  expect(fs.existsSync(path.join(ROOT, ".env.local"))).toBe(false);

  const [, signInUrl = "", username = "", password = ""] =
    /Sign in: +(\S+) as (\S+) \/ (\S+) \(development account\)/.exec(banner)!;
  expect(signInUrl).toBe(`http://localhost:${PORT}/admin`);
  expect([username, password]).toEqual(["magician", "abracadabra"]);

  // Compiling the login page can take minutes here: ask for it before the browser does.
  await waitFor(
    "the login page",
    async () => ((await fetch(signInUrl).catch(() => undefined))?.ok ? true : undefined),
    10 * 60_000,
  );
  await page.goto(signInUrl, { timeout: 5 * 60_000 });
  await page.waitForLoadState("networkidle", { timeout: 5 * 60_000 });
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/magician$/, { timeout: 5 * 60_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Magician Dashboard" })).toBeVisible({
    timeout: 5 * 60_000,
  });
  // The admin API accepts the session too (the same secret signs and checks it).
  const stats = await page.request.get(`http://localhost:${PORT}/api/admin/insights`, { timeout: 5 * 60_000 });
  expect(stats.status()).toBe(200);
});
