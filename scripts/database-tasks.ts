// The database steps behind `npm run db:migrate`, `db:seed` and `db:setup`, written once.
import { applyMigrations } from "@/lib/server/db/migrate";
import { describeDatabase, openSqlExecutor } from "@/lib/server/db/connections";

/** Applies the committed migrations not yet applied to the configured database. */
export async function migrateDatabase(): Promise<void> {
  const target = describeDatabase();
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

/** Seeds the configured database (idempotent). Opens the client only after migrating: PGlite allows one connection. */
export async function seedDatabase(): Promise<void> {
  const { db, closeDb } = await import("@/lib/server/db/client");
  const { seedDatabase: seed } = await import("@/lib/server/db/seed");
  try {
    await seed(db, (message) => console.log(message));
  } finally {
    await closeDb();
  }
}

/** Runs a script's steps; any failure prints its message and exits with status 1. */
export function runScript(steps: () => Promise<void>): void {
  steps().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
