// The production server refuses to start without its required variables, naming what is missing.
import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { ROOT, distDir, serverEnv } from "../../bench/support/server";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 3;

function startWithout(names: string[]): Promise<{ code: number | null; output: string }> {
  const database = JSON.parse(process.env.E2E_DATABASE_JSON ?? "{}") as { env?: { DATABASE_URL?: string } };
  const env = serverEnv(PORT, database.env?.DATABASE_URL ?? "postgresql://unused@127.0.0.1/unused", {
    NEXT_DIST_DIR: distDir(),
  });
  for (const name of names) delete env[name];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["server.mjs", "-p", String(PORT), "-H", "127.0.0.1"], { cwd: ROOT, env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 45_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test("a production server without NEXTAUTH_SECRET exits with a message naming it", async () => {
  const { code, output } = await startWithout(["NEXTAUTH_SECRET"]);
  expect(code).toBe(1);
  expect(output).toContain("Missing required environment variable in production: NEXTAUTH_SECRET");
});

test("a production server without the magician's account variables names all of them", async () => {
  const { code, output } = await startWithout(["MAGICIAN_USERNAME", "MAGICIAN_PASSWORD", "MAGICIAN_EMAIL"]);
  expect(code).toBe(1);
  expect(output).toContain(
    "Missing required environment variables in production: MAGICIAN_USERNAME, MAGICIAN_PASSWORD, MAGICIAN_EMAIL",
  );
});

test("a production server without SITE_URL (the only origin the cross-site check accepts) exits naming it", async () => {
  const { code, output } = await startWithout(["SITE_URL"]);
  expect(code).toBe(1);
  expect(output).toContain("Missing required environment variable in production: SITE_URL");
});
