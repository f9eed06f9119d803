import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/server/env";
import { initialiseDataFolder, processAlive, serverUser, unreachableFolderProblem } from "./programs";
import { versionMismatch } from "./problems";

// The embedded database's folder (default .data/postgres): the cluster in data/, the generated
// password, the port and the owning process in connection.json (mode 0600), the server's log in server.log.

export const FOLDER_VARIABLE = "EMBEDDED_DATABASE_DIR";

export interface ConnectionFile {
  password: string;
  port?: number;
  /** The process that stops this server: the one that started it, or took it over. */
  ownerPid?: number;
}

export function embeddedFolder(): string {
  return path.resolve(env().EMBEDDED_DATABASE_DIR ?? path.join(process.cwd(), ".data", "postgres"));
}

export function shown(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : folder;
}

export const paths = (folder: string) => ({
  data: path.join(folder, "data"),
  connection: path.join(folder, "connection.json"),
  log: path.join(folder, "server.log"),
});

export function readConnection(file: string): ConnectionFile | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as ConnectionFile;
  } catch {
    return undefined;
  }
}

export function writeConnection(file: string, connection: ConnectionFile): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(connection, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/** postmaster.pid's first line is the server's PID, its fourth the port. */
export function runningServer(dataDir: string): { pid: number; port: number } | undefined {
  try {
    const lines = fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n");
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return Number.isInteger(pid) && pid > 0 && processAlive(pid) ? { pid, port } : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the folder and the cluster on first use; checks one made earlier. Returns the password. */
export async function prepareFolder(folder: string, major: number): Promise<string> {
  const files = paths(folder);
  const problem = unreachableFolderProblem(path.dirname(folder), `set ${FOLDER_VARIABLE} to a folder it can reach`);
  if (problem) throw new Error(problem);
  fs.mkdirSync(folder, { recursive: true });
  // The server's user only passes through; the password file stays the owner's alone.
  fs.chmodSync(folder, 0o711);
  // Two processes starting on a new folder (the worker and the dev server): one creates the cluster
  // under init.lock, the other waits for it and then uses it.
  const lock = path.join(folder, "init.lock");
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    if (lockHeld(lock)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    if (fs.existsSync(path.join(files.data, "PG_VERSION"))) return existingPassword(folder, major);
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw error;
    }
    try {
      if (fs.existsSync(path.join(files.data, "PG_VERSION"))) return existingPassword(folder, major);
      return await initialise(folder);
    } finally {
      fs.rmSync(lock, { force: true });
    }
  }
  throw new Error(
    `Another process has been creating the embedded database in ${shown(folder)} for 3 minutes: see its output.`,
  );
}

/** Whether init.lock names a process that is still running (a lock left by a killed process is removed). */
function lockHeld(lock: string): boolean {
  let holder: number;
  try {
    holder = Number(fs.readFileSync(lock, "utf8"));
  } catch {
    return false;
  }
  if (holder > 0 && holder !== process.pid && processAlive(holder)) return true;
  fs.rmSync(lock, { force: true });
  return false;
}

function existingPassword(folder: string, major: number): string {
  const files = paths(folder);
  const madeBy = Number(fs.readFileSync(path.join(files.data, "PG_VERSION"), "utf8").trim());
  if (madeBy !== major) throw new Error(versionMismatch(shown(folder), madeBy, major));
  const connection = readConnection(files.connection);
  if (!connection?.password) {
    throw new Error(
      `${shown(files.connection)} (the embedded database's generated password) is missing or unreadable: put it back, ` +
        `or point DATABASE_URL at the server yourself. Nothing was changed.`,
    );
  }
  return connection.password;
}

async function initialise(folder: string): Promise<string> {
  const files = paths(folder);
  if (fs.existsSync(files.data) && fs.readdirSync(files.data).length > 0) {
    throw new Error(
      `${shown(files.data)} is not empty but holds no PostgreSQL database (no PG_VERSION): move it aside, or set ${FOLDER_VARIABLE}. Nothing was deleted.`,
    );
  }
  const password = randomBytes(24).toString("base64url");
  writeConnection(files.connection, { password });
  try {
    await initialiseDataFolder({ dataDir: files.data, runAs: serverUser(), auth: "scram-sha-256", password });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/No space left on device/i.test(reason)) {
      throw new Error(`The disk holding ${shown(folder)} is full: free some space, then start again.`);
    }
    throw new Error(`Could not create the embedded database in ${shown(files.data)}: ${reason}`);
  }
  return password;
}
