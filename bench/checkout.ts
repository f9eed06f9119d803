// `npm run bench:checkout`: how long five simultaneous checkouts for one date take when the payment
// provider answers in DEMO_GATEWAY_LATENCY_MS (default here 1,000 ms). Needs a production build
// (`npm run build`); builds nothing. PostgreSQL: TEST_PG_ADMIN_URL, else :5432, else an embedded
// server (tests/support/test-database.ts). `npm run bench:load` runs the same measurement as part of its report.
import "../scripts/load-env";
import { Client } from "pg";
import { addDays, londonToday } from "@/lib/domain/dates";
import { createTestDatabase, dropTestDatabase, startTestServer } from "../tests/support/test-database";
import { measureCheckoutLatency, type CheckoutLatency } from "./support/checkout-latency";
import { assertBuilt, serverEnv, setupDatabase, startServer } from "./support/server";

const PORT = Number(process.env.BENCH_PORT ?? 3218);
const LATENCY_MS = Number(process.env.DEMO_GATEWAY_LATENCY_MS || 1000);

/** Starts a server on `databaseUrl` with the demo gateway's latency and measures twice (the first warms up). */
export async function checkoutLatencyRun(
  databaseUrl: string,
  port: number,
  latencyMs = LATENCY_MS,
): Promise<CheckoutLatency> {
  const server = await startServer(port, serverEnv(port, databaseUrl, { DEMO_GATEWAY_LATENCY_MS: String(latencyMs) }));
  try {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    const service = (await client.query(`SELECT id FROM services WHERE title = 'Close-Up Magic'`)).rows[0] as {
      id: number;
    };
    // Two dates nothing is booked or blocked on: the load benchmark runs this on a database full of
    // seeded bookings, where a fixed date refused four of five checkouts with 409.
    const [warmUp, measured] = await freeDaysAhead(client, 240, 2);
    await client.end();
    await measureCheckoutLatency(server.baseUrl, service.id, latencyMs, warmUp);
    return await measureCheckoutLatency(server.baseUrl, service.id, latencyMs, measured);
  } finally {
    await server.stop();
  }
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

export function describeCheckoutLatency(run: CheckoutLatency): string {
  return (
    `Five simultaneous checkouts for one date, provider latency ${run.latencyMs} ms: all intents within ${run.allWithinMs} ms ` +
    `(each ${run.each.join(", ")} ms; statuses ${run.statuses.join(", ")})`
  );
}

async function main() {
  assertBuilt();
  const testServer = await startTestServer();
  try {
    const database = await createTestDatabase("benchcheckout");
    try {
      setupDatabase(serverEnv(PORT, database.env.DATABASE_URL));
      const run = await checkoutLatencyRun(database.env.DATABASE_URL, PORT);
      console.log(describeCheckoutLatency(run));
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
