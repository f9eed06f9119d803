// `npm run bench:checkout`: how long five, then twenty, simultaneous checkouts for one date take when
// the payment provider answers in DEMO_GATEWAY_LATENCY_MS (default here 1,000 ms), with each
// checkout's wait for the date's lock and its time holding it, and the machine's load average.
// Targets: five within 1.3 s, twenty within 2.5 s. `-- --busy`: the same runs while a second process
// keeps one core busy (spinOneCore, tests/support/busy-cores.ts), for the figures beside the quiet ones.
// Needs a production build (`npm run build`); builds nothing. PostgreSQL: TEST_PG_ADMIN_URL, else
// :5432, else an embedded server (tests/support/test-database.ts). `npm run bench:load` runs the same
// measurement as part of its report.
import "../scripts/load-env";
import os from "node:os";
import { Client } from "pg";
import { addDays, londonToday } from "@/lib/domain/dates";
import { createTestDatabase, dropTestDatabase, startTestServer } from "../tests/support/test-database";
import { spinOneCore } from "../tests/support/busy-cores";
import { measureCheckoutLatency, type CheckoutLatency, type LockTiming } from "./support/checkout-latency";
import { assertBuilt, serverEnv, setupDatabase, startServer } from "./support/server";

const PORT = Number(process.env.BENCH_PORT ?? 3218);
const LATENCY_MS = Number(process.env.DEMO_GATEWAY_LATENCY_MS || 1000);

/** Starts a server on `databaseUrl` with the demo gateway's latency and measures each count (after a warm-up run). */
export async function checkoutLatencyRuns(
  databaseUrl: string,
  port: number,
  latencyMs = LATENCY_MS,
  counts: readonly number[] = [5, 20],
): Promise<CheckoutLatency[]> {
  const server = await startServer(port, serverEnv(port, databaseUrl, { DEMO_GATEWAY_LATENCY_MS: String(latencyMs) }));
  try {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    const service = (await client.query(`SELECT id FROM services WHERE title = 'Close-Up Magic'`)).rows[0] as {
      id: number;
    };
    // Dates nothing is booked or blocked on: the load benchmark runs this on a database full of
    // seeded bookings, where a fixed date refused four of five checkouts with 409.
    const [warmUp, ...measured] = await freeDaysAhead(client, 240, counts.length + 1);
    await client.end();
    await measureCheckoutLatency(server.baseUrl, service.id, latencyMs, warmUp, 5, server.output);
    const runs: CheckoutLatency[] = [];
    for (const [index, count] of counts.entries()) {
      runs.push(
        await measureCheckoutLatency(server.baseUrl, service.id, latencyMs, measured[index], count, server.output),
      );
    }
    return runs;
  } finally {
    await server.stop();
  }
}

/** Five simultaneous checkouts (the load benchmark's measurement). */
export async function checkoutLatencyRun(
  databaseUrl: string,
  port: number,
  latencyMs = LATENCY_MS,
): Promise<CheckoutLatency> {
  const [five] = await checkoutLatencyRuns(databaseUrl, port, latencyMs, [5]);
  if (!five) throw new Error("no checkout run");
  return five;
}

/** The first `count` days from `fromDaysAhead` on (London) with no booking, blocked day or blocked hours. */
async function freeDaysAhead(client: Client, fromDaysAhead: number, count: number): Promise<number[]> {
  const { rows } = await client.query<{ date: string }>(
    `SELECT "eventDate" AS date FROM bookings UNION SELECT date FROM blocked_days UNION SELECT date FROM blocked_hours`,
  );
  const taken = new Set(rows.map((row) => row.date));
  const free: number[] = [];
  for (let days = fromDaysAhead; free.length < count; days++) {
    if (!taken.has(addDays(londonToday(), days))) free.push(days);
  }
  return free;
}

/** The target for `count` same-date checkouts with a 1-second gateway, ms. */
export function checkoutTargetMs(count: number): number | undefined {
  return ({ 5: 1300, 20: 2500 } as Record<number, number>)[count];
}

const tally = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort()
    .map((status) => `${status} × ${statuses.filter((s) => s === status).length}`)
    .join(", ");

const lockText = (lock: LockTiming | null) => (lock ? `lock: waited ${lock.waitedMs}, held ${lock.heldMs}` : "lock: —");

export function describeCheckoutLatency(run: CheckoutLatency): string {
  const target = checkoutTargetMs(run.count);
  const verdict =
    target === undefined ? "" : ` (target ≤ ${target} ms: ${run.allWithinMs <= target ? "ok" : "MISSED"})`;
  const refusedBeforeLock = run.statuses.filter((s) => s !== 200).length - run.refusedLocks.length;
  const lines = [
    `${run.count} simultaneous checkouts for one date, provider latency ${run.latencyMs} ms: all answered within ${run.allWithinMs} ms${verdict}; ` +
      `${tally(run.statuses)}; load average ${run.load[0].toFixed(2)} → ${run.load[1].toFixed(2)}`,
    ...run.each.map(
      (ms, i) =>
        `  #${String(i + 1).padStart(2)}  ${run.statuses[i]}  ${String(ms).padStart(5)} ms  ${lockText(run.lock[i] ?? null)}`,
    ),
  ];
  if (run.refusedLocks.length > 0 || refusedBeforeLock > 0)
    lines.push(
      `  refused under the lock (in release order): ${run.refusedLocks.map((l) => `waited ${l.waitedMs}/held ${l.heldMs}`).join(", ") || "none"}` +
        `; refused before it: ${Math.max(0, refusedBeforeLock)}`,
    );
  const held = [...run.lock.filter((l): l is LockTiming => l !== null), ...run.refusedLocks].map((l) => l.heldMs);
  if (held.length > 0)
    lines.push(
      `  time under the lock: total ${held.reduce((a, b) => a + b, 0)} ms, each ${Math.min(...held)}–${Math.max(...held)} ms (median ${median(held)} ms)`,
    );
  return lines.join("\n");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  assertBuilt();
  const testServer = await startTestServer();
  try {
    const database = await createTestDatabase("benchcheckout");
    try {
      setupDatabase(serverEnv(PORT, database.env.DATABASE_URL));
      const spinner = process.argv.includes("--busy") ? spinOneCore() : undefined;
      if (spinner) console.log(`--busy: process ${spinner.pid} keeps one core busy for the checkouts`);
      console.log(
        `Machine: ${os.cpus().length} cores, load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}`,
      );
      try {
        for (const run of await checkoutLatencyRuns(database.env.DATABASE_URL, PORT)) {
          console.log(describeCheckoutLatency(run));
        }
      } finally {
        spinner?.kill("SIGKILL");
      }
    } finally {
      await dropTestDatabase(database).catch(() => undefined);
    }
  } finally {
    await testServer.stop();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
