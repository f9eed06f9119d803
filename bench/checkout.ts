// `npm run bench:checkout`: how long five simultaneous checkouts for one date take when the payment
// provider answers in DEMO_GATEWAY_LATENCY_MS (default here 1,000 ms). Needs a production build
// (`npm run build`); builds nothing. PostgreSQL: TEST_PG_ADMIN_URL, else :5432, else an embedded
// server (tests/support/test-database.ts). `npm run bench:load` runs the same measurement as part of its report.
import "../scripts/load-env";
import { Client } from "pg";
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
    await client.end();
    await measureCheckoutLatency(server.baseUrl, service.id, latencyMs, 240);
    return await measureCheckoutLatency(server.baseUrl, service.id, latencyMs, 241);
  } finally {
    await server.stop();
  }
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
