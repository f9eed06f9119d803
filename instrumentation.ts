// Runs once when a server process starts. The condition wraps the import itself, so the Edge
// build drops the branch and never compiles Node-only code (process.exit, the job queue).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServerProcess } = await import("@/lib/server/startup");
    await startServerProcess();
  }
}
