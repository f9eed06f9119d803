import { applyMigrations } from "@/lib/server/db/migrate";
import { openSqlExecutor } from "@/lib/server/db/connections";

async function main() {
  const sql = await openSqlExecutor();
  try {
    const applied = await applyMigrations(sql);
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations.");
  } finally {
    await sql.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

export {};
