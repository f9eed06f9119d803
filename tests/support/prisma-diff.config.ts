// Prisma config for `prisma migrate diff --from-empty --to-schema-datamodel` in tests (see
// tests/support/schema-sql.ts). The CLI opens the config's adapter even for a diff of datamodels;
// prisma.config.ts's PGlite keeps it running for seconds after it has printed the script. A pg
// pool that drops idle connections at once lets it exit as soon as it is done. The URL is any
// database of the test server (PRISMA_DIFF_DATABASE_URL): nothing is read from it or written to it.
import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  async adapter() {
    return new PrismaPg({ connectionString: process.env.PRISMA_DIFF_DATABASE_URL, idleTimeoutMillis: 1 });
  },
});
