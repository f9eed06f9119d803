// The database steps behind `npm run db:migrate`, `db:seed` and `db:setup`, written once.
import { applyMigrations } from "@/lib/server/db/migrate";
import { openSqlExecutor, prepareDatabase } from "@/lib/server/db/connections";
import { stopEmbeddedServer } from "@/lib/server/db/embedded/server";

/** Applies the committed migrations not yet applied to the configured database. */
export async function migrateDatabase(): Promise<void> {
  const target = await prepareDatabase();
  const sql = await openSqlExecutor();
  try {
    const applied = await applyMigrations(sql);
    console.log(
      applied.length ? `Applied migrations to ${target}: ${applied.join(", ")}` : `Database (${target}) is up to date.`,
    );
  } finally {
    await sql.close();
  }
}

/** Seeds the configured database (idempotent). */
export async function seedDatabase(): Promise<void> {
  const { db } = await import("@/lib/server/db/client");
  const { seedDatabase: seed } = await import("@/lib/server/db/seed");
  try {
    await seed(db, (message) => console.log(message));
  } finally {
    await db.$disconnect();
  }
}

/**
 * Runs a script's steps, then stops the embedded server if the script started it (a short process
 * stops what it started; the dev server that follows starts its own). Any failure prints its
 * message and exits with status 1.
 */
export function runScript(steps: () => Promise<void>): void {
  steps()
    .finally(() => stopEmbeddedServer())
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
