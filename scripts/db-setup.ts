// Brings the configured database up to date: applies committed migrations, then seeds.
// Runs before `npm run dev` and `npm start`; safe to run any number of times.
import { applyMigrations } from "@/lib/server/db/migrate";
import { openSqlExecutor, usesEmbeddedDatabase, EMBEDDED_DATA_DIR } from "@/lib/server/db/connections";

async function main() {
  const target = usesEmbeddedDatabase() ? `embedded PGlite at ${EMBEDDED_DATA_DIR}` : "DATABASE_URL";
  const sql = await openSqlExecutor();
  try {
    const applied = await applyMigrations(sql);
    console.log(applied.length ? `Applied migrations to ${target}: ${applied.join(", ")}` : `Database (${target}) is up to date.`);
  } finally {
    await sql.close();
  }
  if (process.argv.includes("--no-seed")) return;
  const { db } = await import("@/lib/server/db/client");
  const { seedDatabase } = await import("@/lib/server/db/seed");
  try {
    await seedDatabase(db, (message) => console.log(message));
  } finally {
    await db.$disconnect();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

export {};
