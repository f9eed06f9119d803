// The embedded default keeps every acknowledged write: `npm start` without DATABASE_URL (the embedded
// PostgreSQL, its folder in a temporary one) takes enquiries from several clients at once while its
// whole process group is killed with SIGKILL, three times, then stopped with SIGTERM, and separately
// while its database server is killed under it; after each start every enquiry that was answered 201
// is still there. A second process on the same folder joins the running server instead of starting one.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { ROOT, serverEnv } from "../../bench/support/server";
import { embeddedServerPid, stopEmbeddedServer } from "./support/embedded-server";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const BASE_URL = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: "serial" });
test.setTimeout(10 * 60_000);

let parent: string;
let folder: string;
let app: ChildProcess | undefined;
let output = "";

function appEnv(): NodeJS.ProcessEnv {
  const env = serverEnv(PORT, "", { EMBEDDED_DATABASE_DIR: folder, LEAD_RATE_LIMIT: "100000" });
  delete env.DATABASE_URL;
  return env;
}

/** `npm start` (database setup, then server.mjs) in a process group of its own, answering on /api/health. */
async function startApp(): Promise<void> {
  output = "";
  app = spawn("npm", ["start", "--", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env: appEnv(),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  app.stdout?.on("data", (chunk) => (output += chunk));
  app.stderr?.on("data", (chunk) => (output += chunk));
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    if (app.exitCode !== null) throw new Error(`npm start exited with ${app.exitCode}:\n${output}`);
    const health = await fetch(`${BASE_URL}/api/health`).catch(() => undefined);
    if (health?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`npm start did not answer:\n${output}`);
}

/** Signals the app's whole process group and waits until none of it is left. */
async function signalApp(signal: NodeJS.Signals): Promise<void> {
  const pid = app?.pid;
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    return;
  }
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    try {
      process.kill(-pid, 0);
    } catch {
      app = undefined;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The app's process group did not end after ${signal}`);
}

/** The running embedded server's PID, or undefined. */
const serverPid = () => embeddedServerPid(path.join(folder, "data"));

const acknowledged = new Set<string>();
let sent = 0;

/** Keeps `clients` enquiries in flight until `stop` resolves; remembers each one answered 201. */
async function writeWhile(stop: Promise<unknown>, clients = 6): Promise<void> {
  let stopping = false;
  void stop.then(() => (stopping = true));
  const client = async (index: number) => {
    while (!stopping) {
      const name = `Durable ${index}-${sent++}`;
      const response = await fetch(`${BASE_URL}/api/leads`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: BASE_URL,
          "x-forwarded-for": `198.51.100.${(sent % 200) + 1}`,
        },
        body: JSON.stringify({
          name,
          email: "durable@example.com",
          phone: "07700 900123",
          eventType: "other",
          location: "Glasgow",
          message: "An enquiry that must survive a crash.",
        }),
      }).catch(() => undefined);
      if (response?.status === 201) acknowledged.add(name);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
}

/** Every enquiry name in the database, read straight from the embedded server. */
async function storedNames(): Promise<Set<string>> {
  const connection = JSON.parse(fs.readFileSync(path.join(folder, "connection.json"), "utf8")) as {
    password: string;
    port: number;
  };
  const client = new Client({
    connectionString: `postgresql://postgres:${encodeURIComponent(connection.password)}@127.0.0.1:${connection.port}/summon`,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("SELECT name FROM leads");
    return new Set(rows.map((row) => row.name));
  } finally {
    await client.end();
  }
}

async function expectEveryAcknowledgedWrite(): Promise<void> {
  const stored = await storedNames();
  const lost = [...acknowledged].filter((name) => !stored.has(name));
  expect(lost, `${lost.length} of ${acknowledged.size} acknowledged enquiries lost`).toEqual([]);
}

test.beforeAll(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), "summon-durable-"));
  // Run as root, the embedded PostgreSQL runs as the OS user "postgres", who must enter this folder.
  fs.chmodSync(parent, 0o755);
  folder = path.join(parent, "postgres");
});

test.afterAll(async () => {
  await signalApp("SIGKILL").catch(() => undefined);
  await stopEmbeddedServer(path.join(folder, "data"));
  fs.rmSync(parent, { recursive: true, force: true });
});

test("SIGKILL of the whole app three times, with enquiries in flight, loses none that was answered 201", async () => {
  await startApp();
  expect(output).toMatch(/Database: embedded PostgreSQL 15 in .*summon-durable-[^/]+\/postgres \(port \d+\)/);
  for (let round = 1; round <= 3; round++) {
    await writeWhile(
      new Promise<void>((resolve) =>
        setTimeout(() => {
          void signalApp("SIGKILL").then(resolve);
        }, 1500),
      ),
    );
    // The server the killed app started is still there, with everything it acknowledged.
    expect(serverPid()).toBeDefined();
    await startApp();
    await expectEveryAcknowledgedWrite();
  }
  expect(acknowledged.size).toBeGreaterThan(20);
});

test("SIGTERM stops the app and its database server cleanly; the next start has every write", async () => {
  if (!app) await startApp();
  const before = acknowledged.size;
  await writeWhile(new Promise((resolve) => setTimeout(resolve, 1500)));
  expect(acknowledged.size).toBeGreaterThan(before);
  await signalApp("SIGTERM");
  for (const deadline = Date.now() + 15_000; serverPid() && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(serverPid()).toBeUndefined();
  expect(fs.readFileSync(path.join(folder, "server.log"), "utf8")).toMatch(/database system is shut down\s*$/);
  await startApp();
  await expectEveryAcknowledgedWrite();
});

test("a second process joins the running server; a database server killed under the app comes back with every write", async () => {
  if (!app) await startApp();
  const running = serverPid();
  const migrate = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", "scripts/db-migrate.ts"],
    { cwd: ROOT, env: appEnv(), encoding: "utf8" },
  );
  expect(migrate.status, migrate.stderr).toBe(0);
  expect(serverPid()).toBe(running);
  expect((await fetch(`${BASE_URL}/api/health`)).status).toBe(200);

  await writeWhile(
    new Promise<void>((resolve) =>
      setTimeout(() => {
        process.kill(running!, "SIGKILL");
        resolve();
      }, 1500),
    ),
  );
  // The app stays up and says its database is gone...
  await expect.poll(async () => (await fetch(`${BASE_URL}/api/health`)).status, { timeout: 15_000 }).toBe(503);
  // ...and the next start recovers it with PostgreSQL's crash recovery.
  await signalApp("SIGTERM");
  await startApp();
  await expectEveryAcknowledgedWrite();
  expect(fs.readFileSync(path.join(folder, "server.log"), "utf8")).toContain("automatic recovery in progress");
  await signalApp("SIGTERM");
});
