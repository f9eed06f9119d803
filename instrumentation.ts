// Runs once when a server process starts. The Node.js-only work lives in instrumentation-node.ts,
// imported only under this literal condition, so the Edge compilation drops the import entirely.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServerProcess } = await import("./instrumentation-node");
    await startServerProcess();
  }
}
