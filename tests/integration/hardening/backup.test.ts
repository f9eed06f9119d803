// Backups: `npm run db:backup` and `npm run db:restore`, on a DATABASE_URL and on the embedded
// default, restore every row of every table and every sequence. They need pg_dump, pg_restore and
// psql at least as new as the server (PostgreSQL 15 here): without them the test is skipped with the
// reason on a developer's machine, and fails in CI, where .ci/run installs them.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import type { TestDatabase } from "../../support/test-database";
import { createBarClient } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";

afterAll(() => db.$disconnect());

const ROOT = path.join(__dirname, "../../..");
const database = JSON.parse(process.env.INTEGRATION_DB_CURRENT!) as TestDatabase;
const sourceUrl = database.env.DATABASE_URL;

function major(tool: string): number | null {
  const found = spawnSync(tool, ["--version"], { encoding: "utf8" });
  return found.status === 0 ? Number(/(\d+)(?:\.\d+)?/.exec(found.stdout)?.[1] ?? 0) : null;
}
const missing = ["pg_dump", "pg_restore", "psql"].find((tool) => (major(tool) ?? 0) < database.serverMajor);
const skipReason = missing ? `${missing} ${database.serverMajor} or newer is not installed` : null;
if (skipReason && process.env.CI) {
  throw new Error(`The backup test cannot run in CI: ${skipReason} (.ci/run installs postgresql-client-15).`);
}
const maybe = skipReason ? it.skip : it;
if (skipReason) console.warn(`backup tests skipped: ${skipReason}`);

/** The scripts' environment: only what a shell gives, plus `extra` (the app's variables are not inherited). */
function scriptEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: Record<string, string> = {};
  for (const name of ["PATH", "HOME", "LANG", "TMPDIR"]) if (process.env[name]) env[name] = process.env[name]!;
  return { ...env, NEXTAUTH_SECRET: "backup-test-secret-123456", ...extra } as NodeJS.ProcessEnv;
}

function script(name: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync("npx", ["tsx", "--conditions=react-server", `scripts/${name}.ts`, ...args], {
    cwd: ROOT,
    env,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`${name} exited with ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

async function fingerprint(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ name: string }>(
        `SELECT tablename::text AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      )
    ).rows;
    const result: Record<string, { rows: number; digest: string }> = {};
    for (const { name } of tables) {
      const row = (
        await client.query<{ rows: string; digest: string | null }>(
          `SELECT count(*)::text AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
        )
      ).rows[0]!;
      result[name] = { rows: Number(row.rows), digest: row.digest ?? "" };
    }
    const sequences = (
      await client.query<{ name: string; last: string | null }>(
        `SELECT sequencename::text AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
      )
    ).rows;
    return { tables: result, sequences };
  } finally {
    await client.end();
  }
}

const temporary = () => fs.mkdtempSync(path.join(os.tmpdir(), "summon-backup-"));

maybe("db:backup of a seeded database, then db:restore into a fresh one, keeps every row intact", async () => {
  await resetAndSeed();
  // Rows of every kind of column: JSON, decimals, nulls, big ids, unicode, timestamps.
  const bar = await createBarClient({ barName: "Tàigh-òsta ‘Quote’ & <Bar>" });
  await db.booking.create({
    data: {
      clientName: "Zoë O'Brien",
      clientEmail: "zoe@example.com",
      clientPhone: "07700 900002",
      eventLocation: "Glasgow",
      eventType: "wedding",
      eventDate: "2027-03-14",
      startTime: "18:00",
      endTime: "19:30",
      guestCount: 80,
      selectedServices: [{ id: 1, title: "Close-Up Magic", price: 375.5 }],
      duration: "90",
      additionalInfo: "Line one\nline two \\ tab\t",
      totalPence: 40050,
      paidPence: 20025,
      paymentType: "deposit",
      barId: bar.id,
      barCommissionPence: 6008,
    },
  });
  await db.lead.create({
    data: { name: "Ada", email: "ada@example.com", phone: "1", eventType: "other", message: "🎩✨ magic" },
  });
  await db.rateLimitHit.create({ data: { key: "sign-in:ip:203.0.113.9" } });
  await db.auditLog.create({
    data: { action: "create", entity: "booking", after: { nested: { list: [1, null, "x"] } } },
  });

  const name = `summon_restore_${process.pid}_${Date.now().toString(36)}`;
  const target = new URL(database.adminUrl);
  target.pathname = `/${name}`;
  const folder = temporary();
  const dumpFile = path.join(folder, "backup.dump");
  const admin = new Client({ connectionString: database.adminUrl });
  await admin.connect();
  try {
    const said = script("db-backup", [dumpFile], scriptEnv({ DATABASE_URL: sourceUrl }));
    expect(said).toContain(`to ${dumpFile}`);
    expect(fs.statSync(dumpFile).mode & 0o777).toBe(0o600);
    await admin.query(`CREATE DATABASE "${name}"`);
    script("db-restore", [dumpFile], scriptEnv({ DATABASE_URL: target.toString() }));

    const [source, restored] = await Promise.all([fingerprint(sourceUrl), fingerprint(target.toString())]);
    expect(Object.keys(source.tables)).toEqual(
      expect.arrayContaining(["bookings", "users", "leads", "services", "_prisma_migrations"]),
    );
    expect(source.tables.bookings?.rows).toBeGreaterThan(0);
    expect(restored).toEqual(source);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

maybe("db:restore of a file that is not a whole dump changes nothing", async () => {
  const name = `summon_broken_${process.pid}_${Date.now().toString(36)}`;
  const target = new URL(database.adminUrl);
  target.pathname = `/${name}`;
  const folder = temporary();
  const broken = path.join(folder, "broken.dump");
  fs.writeFileSync(broken, "PGDMP this is not a dump");
  const admin = new Client({ connectionString: database.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const client = new Client({ connectionString: target.toString() });
    await client.connect();
    await client.query("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')");
    await client.end();
    expect(() => script("db-restore", [broken], scriptEnv({ DATABASE_URL: target.toString() }))).toThrow(
      /pg_restore failed/,
    );
    expect((await fingerprint(target.toString())).tables).toEqual({
      kept: { rows: 1, digest: expect.any(String) },
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

/** Waits for a line in a child's output. */
function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs = 120_000): Promise<string> {
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${pattern}:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => reject(new Error(`exited with ${code} before ${pattern}:\n${output}`)));
  });
}

maybe(
  "on the embedded default, with the app running: db:backup and db:restore join its server and put the data back",
  async () => {
    const folder = temporary();
    fs.chmodSync(folder, 0o755);
    const env = scriptEnv({ EMBEDDED_DATABASE_DIR: path.join(folder, "postgres") });
    script("db-setup", [], env);
    // A long-running process of the app (the job worker) holds the embedded server, as `npm run dev` would.
    // tsx itself, not npx: npx does not pass SIGTERM on, and the worker would outlive the test.
    const worker = spawn(
      path.join(ROOT, "node_modules", ".bin", "tsx"),
      ["--conditions=react-server", "scripts/worker.ts"],
      {
        cwd: ROOT,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    try {
      await waitForOutput(worker, /job_workers_started/);
      const connection = JSON.parse(fs.readFileSync(path.join(folder, "postgres", "connection.json"), "utf8")) as {
        password: string;
        port: number;
      };
      const url = `postgresql://postgres:${encodeURIComponent(connection.password)}@127.0.0.1:${connection.port}/summon`;
      const pidFile = path.join(folder, "postgres", "data", "postmaster.pid");
      const serverPid = fs.readFileSync(pidFile, "utf8").split("\n")[0];
      const before = await fingerprint(url);
      const dumpFile = path.join(folder, "embedded.dump");
      expect(script("db-backup", [dumpFile], env)).toMatch(/Backed up embedded PostgreSQL 15 in .* \(port \d+\)/);

      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(
        `INSERT INTO leads (name, email, phone, "eventType", message, "updatedAt") VALUES ('After', 'a@example.com', '1', 'other', 'written after the backup', now())`,
      );
      await client.end();
      expect((await fingerprint(url)).tables.leads?.rows).toBe((before.tables.leads?.rows ?? 0) + 1);

      script("db-restore", [dumpFile], env);
      expect(await fingerprint(url)).toEqual(before);
      // The scripts used the worker's server and left it running: same process, still answering.
      expect(fs.readFileSync(pidFile, "utf8").split("\n")[0]).toBe(serverPid);
    } finally {
      worker.kill("SIGTERM");
      await new Promise((resolve) => worker.once("exit", resolve));
      fs.rmSync(folder, { recursive: true, force: true });
    }
  },
  // a worker starting a new embedded cluster (initdb), then two scripts joining it: minutes on a busy machine
  240_000,
);
