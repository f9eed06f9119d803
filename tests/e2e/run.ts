// `npm run test:e2e`: a fresh database, a production build, `next start`, then Playwright.
// Everything is torn down afterwards, pass or fail.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createTestDatabase, dropTestDatabase } from "../support/test-database";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early with ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer at ${url} within ${timeoutMs} ms`);
}

async function main() {
  const database = await createTestDatabase("e2e");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    NEXTAUTH_URL: BASE_URL,
    SITE_URL: BASE_URL,
    NEXTAUTH_SECRET: "e2e-secret-not-for-production",
    MAGICIAN_USERNAME: "magician",
    MAGICIAN_PASSWORD: "e2e-magician-password",
    MAGICIAN_EMAIL: "magician@example.com",
    MAGICIAN_PHONE: "07700 900123",
    UPLOAD_DIR: `/tmp/${database.name}-uploads`,
    E2E_BASE_URL: BASE_URL,
    E2E_DATABASE_JSON: JSON.stringify(database),
    NEXT_TELEMETRY_DISABLED: "1",
    // Lets several checkouts or engineers build side by side: NEXT_DIST_DIR=.next-mine
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
  };
  for (const name of ["STRIPE_SECRET_KEY", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "SMTP_URL", "NEXT_PUBLIC_GOOGLE_MAPS_API_KEY"]) {
    delete env[name];
  }
  if (database.kind === "pglite") delete env.DATABASE_URL;
  let server: ChildProcess | undefined;
  let failed = false;
  try {
    run("npx", ["tsx", "--conditions=react-server", "scripts/db-setup.ts"], env);
    if (process.env.E2E_SKIP_BUILD !== "1") run("npx", ["next", "build"], env);
    server = spawn("npx", ["next", "start", "-p", String(PORT), "-H", "127.0.0.1"], { env, stdio: "inherit", detached: true });
    await waitForServer(`${BASE_URL}/api/health`, server);
    const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit", env });
    failed = result.status !== 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failed = true;
  } finally {
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    await dropTestDatabase(database).catch((error) => console.error("Could not drop the e2e database:", error));
  }
  process.exit(failed ? 1 : 0);
}

void main();
