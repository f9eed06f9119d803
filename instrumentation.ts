// Runs once when a server process starts: a missing or invalid variable stops the process here,
// with a message that names the variable, instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { parseEnv } = await import("@/lib/server/env");
  try {
    parseEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    // Next would otherwise keep a half-started server alive; a supervisor should see it fail.
    process.exit(1);
  }
}
