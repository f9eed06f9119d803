// Node.js-only start-up work, loaded by instrumentation.ts in the Node.js runtime only (process.exit,
// the file system, the job queue): kept in its own module so the Edge compilation never sees it.

/** Loads the start-up module, whose imports may already read the configuration, and runs it. */
export async function startServerProcess(): Promise<void> {
  let startup: typeof import("@/lib/server/startup");
  try {
    startup = await import("@/lib/server/startup");
  } catch (error) {
    // A configuration mistake found while loading: one line naming it, and the process stops
    // (Next would otherwise keep a half-started server alive; a supervisor should see it fail).
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  await startup.startServerProcess();
}
