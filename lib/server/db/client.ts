import { PrismaClient } from "@/prisma/generated/client";
import { env } from "@/lib/server/env";
import { connectionUrl, usesEmbeddedDatabase } from "./connections";
import { trackTransactions } from "./transaction-scope";

/**
 * Prisma on Postgres through @prisma/adapter-pg: the server at DATABASE_URL, or the embedded one.
 * The adapter connects on the first query, so the embedded server's address (known only once it is
 * found or started) is resolved then, not when this module loads.
 */
function adapter(): NonNullable<NonNullable<ConstructorParameters<typeof PrismaClient>[0]>["adapter"]> {
  return {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    async connect() {
      // Required lazily: the adapter's module is a server external, loaded only by a process that queries.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { PrismaPg } = require("@prisma/adapter-pg") as typeof import("@prisma/adapter-pg");
      const factory = new PrismaPg({ connectionString: await connectionUrl(), max: env().DATABASE_POOL_SIZE });
      return factory.connect();
    },
  };
}

const globalForDb = globalThis as unknown as { summonDb?: PrismaClient };

/** The shared Prisma client (one per process; reused across hot reloads in development). */
/**
 * Every interactive transaction's defaults (a call may pass its own). Prisma's own, 2 s to start and
 * 5 s to run, failed checkouts with "Unable to start a transaction in the given time" on a loaded
 * machine, where a connection or a CPU slice can take seconds: a transaction waits for a connection
 * instead (same-date writers queue in-process before taking one, lib/server/db/key-queue.ts), and a
 * slow one still finishes. Transactions are short, so these bounds are only reached when the machine
 * or the database is in trouble; runTransaction then retries (retry.ts).
 */
export const TRANSACTION_DEFAULTS = { maxWait: 10_000, timeout: 15_000 } as const;

export const db: PrismaClient =
  globalForDb.summonDb ??
  trackTransactions(new PrismaClient({ adapter: adapter(), transactionOptions: TRANSACTION_DEFAULTS }));
globalForDb.summonDb = db;

/** Disconnects, and stops the embedded server if this process started it (scripts, when done). */
export async function closeDb(): Promise<void> {
  await db.$disconnect();
  if (usesEmbeddedDatabase()) await (await import("./embedded/server")).stopEmbeddedServer();
}

export type Db = PrismaClient;
export { Prisma } from "@/prisma/generated/client";
