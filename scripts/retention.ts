// `npm run retention [-- --dry-run] [-- --now=2031-01-01T03:00:00Z]`: applies the data retention
// periods of the terms (lib/server/retention). Idempotent; schedule it daily (README, "Data retention").
import "./load-env";
export {};

async function main() {
  const args = process.argv.slice(2);
  const dryRun = args.includes("--dry-run");
  const nowArg = args.find((arg) => arg.startsWith("--now="))?.slice("--now=".length);
  const now = nowArg ? new Date(nowArg) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${nowArg}`);
  const { db, closeDb } = await import("@/lib/server/db/client");
  const { applyRetention } = await import("@/lib/server/retention");
  try {
    const report = await applyRetention(db, { now, dryRun });
    console.log(
      JSON.stringify({ time: new Date().toISOString(), level: "info", event: "retention_applied", ...report }),
    );
  } finally {
    await closeDb();
  }
}

main().catch((error) => {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      event: "retention_failed",
      message: error instanceof Error ? error.message : String(error),
    }),
  );
  process.exit(1);
});
