// Starts and stops production servers (server.mjs, what `npm start` runs) for the benchmarks and the
// e2e tests that need more instances.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.join(__dirname, "../..");

export function distDir(): string {
  return process.env.NEXT_DIST_DIR ?? ".next";
}

/** Throws with a helpful message unless `next build` has produced a build in the dist dir. */
export function assertBuilt(): void {
  if (!fs.existsSync(path.join(ROOT, distDir(), "BUILD_ID"))) {
    throw new Error(
      `No production build in ${distDir()}/: run \`npm run build\` first (NEXT_DIST_DIR=${distDir()} to use another folder).`,
    );
  }
}

/** The environment of a production server on `port` against `databaseUrl`, in demo payment mode. */
export function serverEnv(
  port: number,
  databaseUrl: string,
  extra: Record<string, string | undefined> = {},
): NodeJS.ProcessEnv {
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: "production",
    PORT: String(port),
    NEXTAUTH_URL: baseUrl,
    SITE_URL: baseUrl,
    NEXTAUTH_SECRET: "bench-secret-not-for-production",
    MAGICIAN_USERNAME: "magician",
    MAGICIAN_PASSWORD: "bench-magician-password",
    MAGICIAN_EMAIL: "magician@example.com",
    MAGICIAN_PHONE: "07700 900123",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir(),
    // Load generators and tests send their own X-Forwarded-For to spread their rate limits: they
    // stand in for one trusted proxy (lib/server/client-address.ts).
    TRUST_PROXY_HOPS: "1",
    // a production build without Stripe keys takes demo payments only when told so
    DEMO_PAYMENTS: "1",
    ...extra,
  };
  for (const name of [
    "STRIPE_SECRET_KEY",
    "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "SMTP_URL",
    "NEXT_PUBLIC_GOOGLE_MAPS_API_KEY",
  ]) {
    delete env[name];
  }
  return env as NodeJS.ProcessEnv;
}

/** Applies the migrations and the seed to the database in `env`. */
export function setupDatabase(env: NodeJS.ProcessEnv): void {
  const result = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/db-setup.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`db-setup exited with ${result.status}`);
}

export interface RunningServer {
  port: number;
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
  /** Everything the server printed (its JSON log lines among them). */
  output(): string;
}

export async function startServer(port: number, env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(ROOT, "server.mjs"), "-p", String(port), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    port,
    baseUrl,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        return;
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server on ${port} exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await server.stop();
  throw new Error(`The server on ${port} did not answer within ${timeoutMs} ms:\n${output}`);
}
