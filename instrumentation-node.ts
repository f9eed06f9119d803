// Node.js-only start-up work, loaded by instrumentation.ts in the Node.js runtime only (process.exit,
// the file system, the job queue): kept in its own module so the Edge compilation never sees it.
export { startServerProcess } from "@/lib/server/startup";
