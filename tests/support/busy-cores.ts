// Busy cores: the load of a machine running other jobs (a CI machine's other work, another engineer's
// build), under which lock waits, pool waits and a page's main thread run long.
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";

/** A process that keeps one core busy (a loop that never yields) until it is killed. */
function spinner(): ChildProcess {
  return spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore", env: { ...process.env, NODE_OPTIONS: "" } });
}

/** Keeps every core busy for the tests of the describe block (or file) that calls it. */
export function keepCoresBusy(): void {
  let spinners: ChildProcess[] = [];
  beforeAll(() => {
    spinners = os.cpus().map(() => spinner());
  });
  afterAll(() => {
    for (const child of spinners) child.kill("SIGKILL");
    spinners = [];
  });
}

/**
 * A benchmark's `--busy`: one core kept busy while it runs, so that the page's main-thread work or the
 * server's requests are measured with less CPU to spare. Ended by the caller, and with this process
 * however it ends.
 */
export function spinOneCore(): ChildProcess {
  const child = spinner();
  const stop = () => child.kill("SIGKILL");
  process.once("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  return child;
}
