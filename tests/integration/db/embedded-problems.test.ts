// The embedded PostgreSQL's bad situations stop a start with one line naming the folder or port and
// what to do, and leave the folder as it was: run through `npm run db:migrate`'s script, without
// DATABASE_URL, on data folders of the test's own.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.join(__dirname, "../../..");

function migrate(folder: string, extra: Record<string, string> = {}) {
  const env: Record<string, string> = { NEXTAUTH_SECRET: "embedded-problems-secret", ...extra };
  for (const name of ["PATH", "HOME", "LANG", "TMPDIR"]) if (process.env[name]) env[name] = process.env[name]!;
  env.EMBEDDED_DATABASE_DIR = folder;
  const result = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", "scripts/db-migrate.ts"],
    {
      cwd: ROOT,
      env: env as NodeJS.ProcessEnv,
      encoding: "utf8",
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A parent folder the server's user ("postgres", when the tests run as root) may enter. */
function openFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "summon-embedded-"));
  fs.chmodSync(folder, 0o755);
  return folder;
}

const made: string[] = [];
afterAll(() => made.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

it("a data folder made by another PostgreSQL version: both versions named, nothing changed", () => {
  const parent = openFolder();
  made.push(parent);
  const folder = path.join(parent, "postgres");
  fs.mkdirSync(path.join(folder, "data"), { recursive: true });
  fs.writeFileSync(path.join(folder, "data", "PG_VERSION"), "18\n");
  fs.writeFileSync(path.join(folder, "data", "base-file"), "kept");
  const { status, output } = migrate(folder);
  expect(status).toBe(1);
  expect(output).toContain(`${folder} holds a PostgreSQL 18 database, and this checkout runs PostgreSQL 15`);
  expect(output).toContain("Nothing was changed or deleted");
  expect(fs.readdirSync(path.join(folder, "data")).sort()).toEqual(["PG_VERSION", "base-file"]);
});

it("a data folder that holds something else: named, nothing deleted", () => {
  const parent = openFolder();
  made.push(parent);
  const folder = path.join(parent, "postgres");
  fs.mkdirSync(path.join(folder, "data"), { recursive: true });
  fs.writeFileSync(path.join(folder, "data", "notes.txt"), "mine");
  const { status, output } = migrate(folder);
  expect(status).toBe(1);
  expect(output).toContain(`${path.join(folder, "data")} is not empty but holds no PostgreSQL database`);
  expect(fs.readFileSync(path.join(folder, "data", "notes.txt"), "utf8")).toBe("mine");
});

it("a port in use: the port and the variable that changes it are named", async () => {
  const parent = openFolder();
  made.push(parent);
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  const { port } = taken.address() as net.AddressInfo;
  try {
    const { status, output } = migrate(path.join(parent, "postgres"), { EMBEDDED_DATABASE_PORT: String(port) });
    expect(status).toBe(1);
    expect(output).toContain(`Port ${port} on 127.0.0.1 is in use by another program`);
    expect(output).toContain("EMBEDDED_DATABASE_PORT");
  } finally {
    taken.close();
  }
});

const asRoot = process.getuid?.() === 0;
(asRoot ? it : it.skip)("as root, a folder the postgres user cannot enter is named with what to do", () => {
  const closed = fs.mkdtempSync(path.join(os.tmpdir(), "summon-closed-"));
  made.push(closed);
  fs.chmodSync(closed, 0o700);
  const { status, output } = migrate(path.join(closed, "postgres"));
  expect(status).toBe(1);
  expect(output).toContain(`runs as the OS user "postgres", who cannot enter ${closed}: \`chmod o+x ${closed}\``);
  expect(output).toContain("EMBEDDED_DATABASE_DIR");
  expect(fs.existsSync(path.join(closed, "postgres"))).toBe(false);
});

it("a first start creates the folder with the password file readable by its owner only, then stops its server", () => {
  const parent = openFolder();
  made.push(parent);
  const folder = path.join(parent, "postgres");
  // What an older checkout left: PGlite's folder beside today's. Named once, left as it is.
  fs.mkdirSync(path.join(parent, "pglite"));
  fs.writeFileSync(path.join(parent, "pglite", "PG_VERSION"), "17\n");
  const { status, output } = migrate(folder);
  expect(output).toContain(
    `Note: ${path.join(parent, "pglite")} is the older embedded database (PGlite) and is no longer used`,
  );
  expect(output.match(/is the older embedded database/g)).toHaveLength(1);
  expect(fs.readFileSync(path.join(parent, "pglite", "PG_VERSION"), "utf8")).toBe("17\n");
  expect(output).toMatch(/Applied migrations to embedded PostgreSQL 15 in .* \(port \d+\)/);
  expect(status).toBe(0);
  expect(fs.statSync(path.join(folder, "connection.json")).mode & 0o777).toBe(0o600);
  const connection = JSON.parse(fs.readFileSync(path.join(folder, "connection.json"), "utf8")) as { password: string };
  expect(connection.password.length).toBeGreaterThanOrEqual(32);
  // Password authentication, not trust, for every connection.
  const rules = fs.readFileSync(path.join(folder, "data", "pg_hba.conf"), "utf8");
  expect(rules).toMatch(/^host\s+all\s+all\s+127\.0\.0\.1\/32\s+scram-sha-256/m);
  expect(rules).not.toMatch(/^[^#].*\btrust\b/m);
  // The script started the server and stopped it when done.
  expect(fs.existsSync(path.join(folder, "data", "postmaster.pid"))).toBe(false);
  expect(fs.readFileSync(path.join(folder, "server.log"), "utf8")).toContain("database system is shut down");
});
