// `npm run worker`: runs the job queue's workers in their own process (then set JOBS=off on the
// web servers if you like). Without DATABASE_URL it joins the embedded PostgreSQL of this checkout
// (started by the dev server, or by itself when none runs).
import "./load-env";
export {};

async function main() {
  const { prepareDatabase } = await import("@/lib/server/db/connections");
  const { closeDb } = await import("@/lib/server/db/client");
  const { startWorkers, stopJobQueue } = await import("@/lib/server/jobs/queue");
  console.log(`Job worker on ${await prepareDatabase()}`);
  await startWorkers();
  const stop = async () => {
    await stopJobQueue();
    await closeDb();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error) => {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      event: "worker_failed",
      message: error instanceof Error ? error.message : String(error),
    }),
  );
  process.exit(1);
});
