import { spawn, type ChildProcess } from "node:child_process";

/**
 * `--busy`: a second process that keeps one core busy (a loop that never yields) while a benchmark runs,
 * the way another engineer's build does on a shared machine, so that the page's main-thread work or
 * the server's requests are measured with less CPU to spare. Ended with the runs, and with this
 * process however it ends.
 */
export function spinOneCore(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "for (;;) {}"], {
    stdio: "ignore",
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  const stop = () => child.kill("SIGKILL");
  process.once("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  return child;
}
