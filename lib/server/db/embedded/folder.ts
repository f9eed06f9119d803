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
  const versionFile = path.join(files.data, "PG_VERSION");
  if (fs.existsSync(versionFile)) {
    const madeBy = Number(fs.readFileSync(versionFile, "utf8").trim());
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
