// Runs once when a server process starts: a missing or invalid variable stops it here,
// with a message that names the variable, instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { parseEnv } = await import("@/lib/server/env");
  parseEnv();
}
