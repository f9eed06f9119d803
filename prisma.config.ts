import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

// The CLI runs on the JS engine with a PGlite adapter: nothing is downloaded, so
// `prisma generate` works offline. New migrations come from `npm run db:new-migration`
// (a datamodel diff; `prisma migrate dev`'s shadow database refuses our migrations on this
// adapter); scripts/db-migrate.ts applies the committed SQL to whichever database the app uses.
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
