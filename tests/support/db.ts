// Helpers for integration tests: an empty, seeded database per test file.
import { db } from "@/lib/server/db/client";
import { seedDatabase } from "@/lib/server/db/seed";

export { db };

/** Empties every application table (keeps the migrations table). */
export async function truncateAll(): Promise<void> {
  const tables = await db.$queryRawUnsafe<{ tablename: string }[]>(
    `SELECT tablename::text AS tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
  );
  if (tables.length === 0) return;
  await db.$executeRawUnsafe(
    `TRUNCATE ${tables.map((table) => `"${table.tablename}"`).join(", ")} RESTART IDENTITY CASCADE`,
  );
}

export async function resetAndSeed(): Promise<void> {
  await truncateAll();
  await seedDatabase(db);
}
