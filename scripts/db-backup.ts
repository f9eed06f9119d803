// `npm run db:backup [-- file]`: a pg_dump (custom format) of the app's database, DATABASE_URL's or
// the embedded one's, to `file` (default .data/backups/summon-<UTC time>.dump). Safe while the app runs.
import "./load-env";
import path from "node:path";
import { runScript } from "./database-tasks";

runScript(async () => {
  const { backupDatabase, defaultBackupFile } = await import("@/lib/server/db/backup");
  const { connectionUrl, prepareDatabase } = await import("@/lib/server/db/connections");
  const file = path.resolve(process.argv[2] ?? defaultBackupFile());
  const source = await prepareDatabase();
  await backupDatabase(await connectionUrl(), file);
  console.log(`Backed up ${source} to ${file}`);
});
