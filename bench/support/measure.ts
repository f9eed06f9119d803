// autocannon runs for the load benchmark: one route measured, runs averaged, routes warmed up.
import autocannon from "autocannon";
import { must } from "../../tests/support/must";

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

export interface Target {
  name: string;
  method?: "GET" | "POST";
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export async function measure(baseUrl: string, target: Target, seconds = SECONDS): Promise<Measurement> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method ?? "GET",
    body: target.body,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/** The mean of several runs of one route (requests/s averaged, latencies the worst, errors summed). */
export function mean(runs: Measurement[]): Measurement {
  return {
    name: must(runs[0], "a run").name,
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
    p50: Math.max(...runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    total: runs.reduce((sum, run) => sum + run.total, 0),
  };
}

export async function warmUp(baseUrl: string, targets: Target[]): Promise<void> {
  for (const target of targets) {
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${baseUrl}${target.path}`, {
        method: target.method ?? "GET",
        body: target.body,
        headers: target.headers,
        redirect: "manual",
      });
      if (response.status >= 300)
        throw new Error(
          `${target.name} answered ${response.status} while warming up: ${(await response.text()).slice(0, 300)}`,
        );
      await response.arrayBuffer().catch(() => undefined);
    }
    // a short burst under load, so the measured runs start with warm code paths and connections
    await measure(baseUrl, target, 2);
  }
}

export function pad(value: string | number, width: number, left = false): string {
  const text = String(value);
  return left ? text.padEnd(width) : text.padStart(width);
}
