import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

// The CLI runs on the JS engine with a PGlite adapter: nothing is downloaded, so
// `prisma generate` and `prisma migrate dev` work offline. Migrations are generated
// against the throwaway PGlite folder below; scripts/db-migrate.ts applies the
// committed SQL to whichever database the app uses.
const migrationsDb = path.join(".data", "prisma-cli");

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  async adapter() {
    fs.mkdirSync(migrationsDb, { recursive: true });
    return new PrismaPGlite(new PGlite(migrationsDb));
  },
});
