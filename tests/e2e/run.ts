// `npm run test:e2e`: a fresh database (on the run's PostgreSQL server, embedded when none answers),
// a production build, the production server (`npm start`'s server.mjs), then Playwright.
// Everything is torn down afterwards, pass or fail.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { portIsFree } from "../../lib/server/db/embedded/programs";
import {
  createTestDatabase,
  dropTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from "../support/test-database";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Runs a command to its end. Not spawnSync: an embedded PostgreSQL logs through this process, which must keep reading. */
function exitCode(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("error", reject);
    child.on("close", (code) => resolve(code));
  });
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const code = await exitCode(command, args, env);
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
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

/** The run's PostgreSQL server (embedded when none answers) and a fresh database on it. */
async function prepareDatabase(): Promise<{ testServer: TestServer; database: TestDatabase }> {
  const testServer = await startTestServer();
  try {
    return { testServer, database: await createTestDatabase("e2e") };
  } catch (error) {
    await testServer.stop();
    throw error;
  }
}

/** The browser playwright.config.ts launches: checked before anything is built. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function main() {
  if (!fs.existsSync(CHROMIUM)) {
    console.error(
      `The e2e tests need Chromium at ${CHROMIUM}: install it with \`apt-get install chromium\` (Debian/Ubuntu), or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  // A server left over from an earlier run would answer the health check in place of this run's,
  // and the tests would run against its build and database.
  if (!(await portIsFree(PORT))) {
    console.error(
      `Port ${PORT} is taken: another server (an earlier run's?) is listening there. Stop it, or pick another port with E2E_PORT.`,
    );
    process.exit(1);
  }
  const { testServer, database } = await prepareDatabase().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    return process.exit(1);
  });
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
    // The tests send their own X-Forwarded-For (distinct addresses keep their rate limits apart):
    // they stand in for one trusted proxy in front of the server, which appends the real peer.
    TRUST_PROXY_HOPS: "1",
    // The browsers of the whole suite check out from one address, far more often than a visitor
    // could: the limit itself (30 in 10 minutes) is tested where it is set, not by running into it.
    PAYMENT_INTENT_RATE_LIMIT: "1000",
    // Every answer of the production build is checked against what its route declares: a route that
    // drifts from its declaration answers 500 and fails the test that called it.
    API_CHECK_RESPONSES: "1",
    E2E_BASE_URL: BASE_URL,
    E2E_DATABASE_JSON: JSON.stringify(database),
    NEXT_TELEMETRY_DISABLED: "1",
    // The lowest cost production accepts: the suite signs in and registers often, and hashing at 12
    // would be a large share of its time.
    PASSWORD_HASH_COST: "10",
    // a production build without Stripe keys takes demo payments only when told so
    DEMO_PAYMENTS: "1",
    // the calendar feed spec serves its ICS file from this machine, a private address in production
    CALENDAR_FEEDS_ALLOW_PRIVATE: "1",
    // Google Calendar against the stand-in a spec starts on this port (tests/e2e/google-calendar.spec.ts);
    // with no account connected the server never calls it.
    GOOGLE_CLIENT_ID: "e2e-client.apps.googleusercontent.com",
    GOOGLE_CLIENT_SECRET: "e2e-google-client-secret",
    GOOGLE_OAUTH_BASE: `http://127.0.0.1:${PORT + 11}`,
    GOOGLE_CALENDAR_API_BASE: `http://127.0.0.1:${PORT + 11}`,
    E2E_GOOGLE_PORT: String(PORT + 11),
    // Xero against the stand-in a spec starts on this port (tests/e2e/accounting.spec.ts); with no
    // organisation connected the server never calls it.
    XERO_CLIENT_ID: "xero-client-id",
    XERO_CLIENT_SECRET: "xero-client-secret",
    XERO_IDENTITY_BASE: `http://127.0.0.1:${PORT + 12}`,
    XERO_API_BASE: `http://127.0.0.1:${PORT + 12}`,
    E2E_XERO_PORT: String(PORT + 12),
    // FreeAgent against the stand-in a spec starts on this port (tests/support/freeagent-standin.ts, whose
    // app credentials these are); with no accounting connection the server never calls it.
    FREEAGENT_CLIENT_ID: "freeagent-client-id",
    FREEAGENT_CLIENT_SECRET: "freeagent-client-secret",
    FREEAGENT_API_BASE: `http://127.0.0.1:${PORT + 13}`,
    E2E_FREEAGENT_PORT: String(PORT + 13),
    // No Twilio account: texts stay in the outbox; the auth token alone checks the signature of the
    // replies tests/e2e/texts.spec.ts posts as Twilio would.
    TWILIO_AUTH_TOKEN: "e2e-twilio-auth-token",
    // Lets several checkouts or engineers build side by side: NEXT_DIST_DIR=.next-mine
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
  };
  for (const name of [
    "STRIPE_SECRET_KEY",
    "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "SMTP_URL",
    "NEXT_PUBLIC_GOOGLE_MAPS_API_KEY",
    "TWILIO_ACCOUNT_SID",
    "TWILIO_FROM",
    "TWILIO_API_BASE",
  ]) {
    delete env[name];
  }
  let server: ChildProcess | undefined;
  let failed = false;
  try {
    await run("npx", ["tsx", "--conditions=react-server", "scripts/db-setup.ts"], env);
    if (process.env.E2E_SKIP_BUILD !== "1") await run("npm", ["run", "build"], env);
    // Pages regenerated by an earlier run (ISR) belong to its database, and `next build` leaves them.
    fs.rmSync(path.join(env.NEXT_DIST_DIR ?? ".next", "server", "route-cache"), { recursive: true, force: true });
    server = spawn(process.execPath, ["server.mjs", "-p", String(PORT), "-H", "127.0.0.1"], {
      env,
      stdio: "inherit",
      detached: true,
    });
    await waitForServer(`${BASE_URL}/api/health`, server);
    failed = (await exitCode("npx", ["playwright", "test", ...process.argv.slice(2)], env)) !== 0;
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
    if (!testServer.embedded) {
      await dropTestDatabase(database).catch((error) => console.error("Could not drop the e2e database:", error));
    }
    // An embedded server goes with everything on it.
    await testServer.stop().catch((error) => console.error("Could not stop the embedded PostgreSQL:", error));
  }
  process.exit(failed ? 1 : 0);
}

void main();
