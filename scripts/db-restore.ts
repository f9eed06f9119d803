// `npm run db:restore -- file`: puts a backup made by `npm run db:backup` back into the app's database,
// DATABASE_URL's or the embedded one's, in one transaction (a failed restore changes nothing).
// Stop the app first: it replaces the tables the app is using.
import "./load-env";
import path from "node:path";
import { runScript } from "./database-tasks";

runScript(async () => {
  const given = process.argv[2];
  if (!given) throw new Error("usage: npm run db:restore -- <backup file>   (made by npm run db:backup)");
  const { restoreDatabase } = await import("@/lib/server/db/backup");
  const { connectionUrl, prepareDatabase } = await import("@/lib/server/db/connections");
  const file = path.resolve(given);
  const target = await prepareDatabase();
  await restoreDatabase(await connectionUrl(), file);
  console.log(`Restored ${file} into ${target}`);
});
