// The SQL that creates prisma/schema.prisma's datamodel from nothing, as Prisma would write it:
// `prisma migrate diff --from-empty --to-schema-datamodel`, which needs no database and works offline.
import { spawn } from "node:child_process";
import path from "node:path";

const CLI = path.join(process.cwd(), "node_modules", "prisma", "build", "index.js");
const SCHEMA_FILE = path.join(process.cwd(), "prisma", "schema.prisma");

/** `databaseUrl`: any database of the test server, for the CLI's adapter (it reads nothing there). */
export function schemaCreationSql(databaseUrl: string, schemaFile = SCHEMA_FILE, timeoutMs = 30000): Promise<string> {
  const args = ["migrate", "diff", "--from-empty", "--to-schema-datamodel", schemaFile, "--script"];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // prisma.config.ts's adapter connects here; the CLI must not look for updates or send telemetry (no network here).
    DATABASE_URL: databaseUrl,
    CHECKPOINT_DISABLE: "1",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  };
  // jest's flags for its own VM modules mean nothing to the CLI.
  delete env.NODE_OPTIONS;
  return new Promise((resolve, reject) => {
    // Its own process group: a CLI that hangs is ended with everything it started.
    const child = spawn(process.execPath, [CLI, ...args], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid as number), "SIGKILL");
      } catch {
        // already gone
      }
      reject(new Error(`prisma migrate diff did not finish within ${timeoutMs} ms.\n${stderr}`));
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0 && stdout.trim()) resolve(stdout);
      else reject(new Error(`prisma migrate diff failed (exit code ${code}).\n${stderr}${stdout}`));
    });
  });
}
