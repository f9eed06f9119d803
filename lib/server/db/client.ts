import fs from "node:fs";
import { PrismaClient } from "@/prisma/generated/client";
import { env } from "@/lib/server/env";
import { databaseUrl, embeddedDataDir, usesEmbeddedDatabase } from "./connections";
import { trackTransactions } from "./transaction-scope";

// The one place that knows which database we talk to: Postgres through
// @prisma/adapter-pg when DATABASE_URL is set, embedded PGlite under .data/ otherwise.
let embedded: import("@electric-sql/pglite").PGlite | undefined;

function createClient(): PrismaClient {
  if (usesEmbeddedDatabase()) {
    // Required lazily so a Postgres deployment never loads the embedded engine.
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { PGlite } = require("@electric-sql/pglite") as typeof import("@electric-sql/pglite");
    const { PrismaPGlite } = require("pglite-prisma-adapter") as typeof import("pglite-prisma-adapter");
    const dir = embeddedDataDir();
    fs.mkdirSync(dir, { recursive: true });
    const pglite = new PGlite(dir);
    embedded = pglite;
    (globalThis as { summonPglite?: typeof pglite }).summonPglite = pglite;
    return new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  }
  const { PrismaPg } = require("@prisma/adapter-pg") as typeof import("@prisma/adapter-pg");
  /* eslint-enable @typescript-eslint/no-require-imports */
  return new PrismaClient({
    adapter: new PrismaPg({
      connectionString: databaseUrl(),
      max: env().DATABASE_POOL_SIZE,
    }),
  });
}

const globalForDb = globalThis as unknown as { summonDb?: PrismaClient };

/** The shared Prisma client (one per process; reused across hot reloads in development). */
export const db: PrismaClient = globalForDb.summonDb ?? trackTransactions(createClient());
globalForDb.summonDb = db;

/** The embedded PGlite database when no DATABASE_URL is set (the job queue shares it: one process per data folder). */
export function embeddedDatabase(): import("@electric-sql/pglite").PGlite | undefined {
  return embedded ?? (globalThis as { summonPglite?: import("@electric-sql/pglite").PGlite }).summonPglite;
}

/** Disconnects, and closes the embedded database too (Prisma's $disconnect leaves PGlite open, keeping a script alive). */
export async function closeDb(): Promise<void> {
  await db.$disconnect();
  await embedded?.close();
}

export type Db = PrismaClient;
export { Prisma } from "@/prisma/generated/client";
