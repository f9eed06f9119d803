// `npm run worker`: runs the job queue's workers in their own process (then set JOBS=off on the
// web servers if you like). Needs DATABASE_URL: the embedded PGlite allows one process per data folder.
import "./load-env";
export {};

async function main() {
  if (!process.env.DATABASE_URL)
    throw new Error(
      "npm run worker needs DATABASE_URL (the embedded database allows one process; the dev server runs the jobs itself).",
    );
  const { startWorkers, stopJobQueue } = await import("@/lib/server/jobs/queue");
  await startWorkers();
  const stop = async () => {
    await stopJobQueue();
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
