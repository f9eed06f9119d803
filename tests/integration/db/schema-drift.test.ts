// prisma/schema.prisma and prisma/migrations must describe the same tables: the app's client is
// generated from the first, production's tables come from the second. One database gets every
// committed migration through the project's own runner, another the SQL Prisma writes for
// schema.prisma from nothing; their catalogs (tables, columns, enums, keys, indexes) must agree.
// What only migrations can say (CHECK constraints, trigger functions) is left out: see
// tests/support/schema-catalog.ts.
import { applyMigrations } from "@/lib/server/db/migrate";
import { openMigrationDatabase, type MigrationDatabase } from "../../support/migration-db";
import { compareSchemaCatalogs, readSchemaCatalog } from "../../support/schema-catalog";
import { schemaCreationSql } from "../../support/schema-sql";

let migrated: MigrationDatabase;
let fromSchema: MigrationDatabase;

beforeAll(async () => {
  [migrated, fromSchema] = await Promise.all([openMigrationDatabase("drift_mig"), openMigrationDatabase("drift_dm")]);
});

afterAll(async () => {
  await Promise.all([migrated?.close(), fromSchema?.close()]);
});

describe("prisma/schema.prisma and prisma/migrations", () => {
  it("create the same tables, columns, enums, keys and indexes", async () => {
    const [, script] = await Promise.all([
      applyMigrations(migrated.sql),
      schemaCreationSql(fromSchema.database.env.DATABASE_URL),
    ]);
    await fromSchema.sql.exec(script);
    const fromMigrations = await readSchemaCatalog(migrated.sql);
    // Both sides read something: an empty catalog would agree with an empty one.
    expect(fromMigrations.get("column bookings.id")).toMatch(/^integer NOT NULL DEFAULT nextval/);
    const differences = compareSchemaCatalogs(fromMigrations, await readSchemaCatalog(fromSchema.sql), {
      left: "the migrations",
      right: "schema.prisma",
    });
    if (differences.length > 0) {
      throw new Error(
        "prisma/schema.prisma and the migrations in prisma/migrations disagree " +
          `(${differences.length} difference${differences.length === 1 ? "" : "s"}):\n` +
          differences.map((line) => `  - ${line}`).join("\n") +
          "\n\nAfter changing schema.prisma, write its migration with `npm run db:new-migration -- <name>` " +
          "(never edit a migration once applied anywhere).",
      );
    }
  });
});
