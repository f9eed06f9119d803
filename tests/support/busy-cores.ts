// Keeps every core of the machine busy for the tests of the describe block (or file) that calls it:
// the load of a CI machine running other jobs, under which lock waits and pool waits run long.
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";

export function keepCoresBusy(): void {
  let spinners: ChildProcess[] = [];
  beforeAll(() => {
    spinners = os.cpus().map(() => spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" }));
  });
  afterAll(() => {
    for (const spinner of spinners) spinner.kill("SIGKILL");
    spinners = [];
  });
}
