import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";

// The CLI runs on the JS engine with the app's own driver (@prisma/adapter-pg): nothing is
// downloaded, so it works offline, and `prisma generate` connects to nothing. Commands that do
// connect use DATABASE_URL; `npm run db:new-migration` passes the embedded server's. Migrations are
// applied by scripts/db-migrate.ts (the committed SQL, to whichever database the app uses).
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  async adapter() {
    // Idle connections close at once, so the CLI exits as soon as it is done.
    return new PrismaPg({ connectionString: process.env.DATABASE_URL, idleTimeoutMillis: 1 });
  },
});
