// The embedded PostgreSQL an app under test started, seen from outside through its data folder: the
// specs that run the app without DATABASE_URL use this to check on it and to stop one a killed app left.
import fs from "node:fs";
import path from "node:path";

/** The PID of the server running on `dataDir` (its postmaster.pid), or undefined when none runs. */
export function embeddedServerPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(file)) return undefined;
  const pid = Number(fs.readFileSync(file, "utf8").split("\n")[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Stops that server with a fast shutdown (SIGINT) and waits up to `ms` for it to end. */
export async function stopEmbeddedServer(dataDir: string, ms = 15_000): Promise<void> {
  const pid = embeddedServerPid(dataDir);
  if (!pid) return;
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return;
  }
  for (const deadline = Date.now() + ms; embeddedServerPid(dataDir) && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
