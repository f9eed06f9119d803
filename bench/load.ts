// `npm run bench:load`: load benchmark of the production build (run `npm run build` first; this
// script builds nothing). It creates a fresh Postgres database, seeds a realistic volume (5,000
// bookings over 3.4 years, 300 published reviews, 2,000 leads, 50 bars), starts the production server (server.mjs),
// drives each route with autocannon and prints requests/s, p50/p99 latency, errors, and each
// route's throughput as a ratio of GET /api/health (the framework's ceiling) in the same run. Then it
// measures the calls whose cost could grow with history (availability, the magician's dashboard and
// its lists, the bar's poll) with 500 and with 50,000 bookings and prints the ratio of those ratios
// (bench/support/history.ts).
//
// Environment: NEXT_DIST_DIR (build folder, default .next), BENCH_PORT (default 3208),
// BENCH_SECONDS (per route, default 10), BENCH_CONNECTIONS (default 10), TEST_PG_ADMIN_URL;
// BENCH_ONLY=history measures only the history comparison; BENCH_ONLY=public only the public routes
// and the checkout.
import "../scripts/load-env";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { addDays, londonToday } from "@/lib/domain/dates";
import { createTestDatabase, dropTestDatabase, startTestServer } from "../tests/support/test-database";
import { must } from "../tests/support/must";
import { checkoutLatencyRun, describeCheckoutLatency } from "./checkout";
import type { CheckoutLatency } from "./support/checkout-latency";
import { describeHistory, measureHistory } from "./support/history";
import { CONNECTIONS, SECONDS, measure, pad, warmUp, type Measurement, type Target } from "./support/measure";
import { insertBars, insertBookings, insertLeads, insertPublishedReviews } from "./support/volume";
import {
  ROOT,
  assertBuilt,
  distDir,
  serverEnv,
  setupDatabase,
  startServer,
  type RunningServer,
} from "./support/server";

const PORT = Number(process.env.BENCH_PORT ?? 3208);

/** The mean of two runs of the same route. */
function averaged(a: Measurement, b: Measurement): Measurement {
  return {
    name: a.name,
    requestsPerSecond: (a.requestsPerSecond + b.requestsPerSecond) / 2,
    p50: Math.max(a.p50, b.p50),
    p99: Math.max(a.p99, b.p99),
    errors: a.errors + b.errors,
    total: a.total + b.total,
  };
}

function table(rows: Measurement[], ceiling: Measurement, goals: Record<string, number>): string {
  const lines = [
    `${pad("route", 44, true)} ${pad("req/s", 8)} ${pad("p50 ms", 7)} ${pad("p99 ms", 7)} ${pad("errors", 7)} ${pad("ratio", 6)} ${pad("target", 7)}`,
  ];
  for (const row of rows) {
    const ratio = row.requestsPerSecond / ceiling.requestsPerSecond;
    const goal = goals[row.name];
    const verdict = goal === undefined ? "" : `${ratio >= goal ? "≥" : "<"}${goal} ${ratio >= goal ? "ok" : "MISSED"}`;
    lines.push(
      `${pad(row.name, 44, true)} ${pad(row.requestsPerSecond.toFixed(0), 8)} ${pad(row.p50, 7)} ${pad(row.p99, 7)} ${pad(row.errors, 7)} ${pad(ratio.toFixed(2), 6)} ${verdict}`,
    );
  }
  return lines.join("\n");
}

async function main() {
  assertBuilt();
  // The server at TEST_PG_ADMIN_URL or on :5432; an embedded one (no fsync) only when none answers.
  const testServer = await startTestServer();
  try {
    await benchmark();
  } finally {
    await testServer.stop();
  }
}

async function benchmark() {
  const database = await createTestDatabase("bench");
  const databaseUrl = database.env.DATABASE_URL;
  // The enquiry limit (5 a minute per address) is raised for the run only.
  const env = serverEnv(PORT, databaseUrl, {
    LEAD_RATE_LIMIT: "999999",
    DATABASE_POOL_SIZE: String(Math.max(CONNECTIONS, 10)),
  });
  const client = new Client({ connectionString: databaseUrl });
  let server: RunningServer | undefined;
  try {
    console.log(`Database ${database.name}: migrating and seeding…`);
    setupDatabase(env);
    await client.connect();
    const today = londonToday();
    const lastDate = addDays(today, 365);
    await insertBars(client, 50);
    await insertLeads(client, 2000);
    await insertBookings(client, 5000, lastDate);
    await insertPublishedReviews(client, 300);
    await client.query("VACUUM ANALYZE");
    const counts = (
      await client.query(
        `SELECT (SELECT count(*) FROM bookings) AS bookings, (SELECT min("eventDate") FROM bookings) AS first, (SELECT max("eventDate") FROM bookings) AS last, (SELECT count(*) FROM leads) AS leads, (SELECT count(*) FROM users WHERE role = 'bar-client') AS bars`,
      )
    ).rows[0];
    console.log(
      `Seeded ${counts.bookings} bookings (${counts.first} … ${counts.last}), ${counts.leads} leads, ${counts.bars} bars.`,
    );

    const targetDate = addDays(today, 30);
    const monthStart = `${targetDate.slice(0, 7)}-01`;
    const monthEnd = addDays(`${addDays(monthStart, 32).slice(0, 7)}-01`, -1);
    // Every public read at 0.8 of the ceiling or better (the enquiry, a write, has no target).
    const goals = Object.fromEntries(
      [
        "GET /",
        "GET /api/services",
        "GET /api/availability",
        "GET /api/bookings-public (one month)",
        "GET /api/reviews",
      ].map((name) => [name, 0.8]),
    );
    let results: Measurement[] = [];
    let checkout: CheckoutLatency | undefined;
    if (process.env.BENCH_ONLY !== "history") {
      server = await startServer(PORT, env);
      const base = server.baseUrl;
      const health: Target = { name: "GET /api/health (ceiling)", path: "/api/health" };
      const availability: Target = {
        name: "GET /api/availability",
        path: `/api/availability?date=${targetDate}&duration=60`,
      };
      const routes: Target[] = [
        { name: "GET /", path: "/" },
        { name: "GET /api/services", path: "/api/services" },
        availability,
        {
          name: "GET /api/bookings-public (one month)",
          path: `/api/bookings-public?from=${monthStart}&to=${monthEnd}`,
        },
        { name: "GET /api/reviews", path: "/api/reviews" },
        {
          name: "POST /api/leads",
          method: "POST",
          path: "/api/leads",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: "Bench Visitor",
            email: "bench@example.com",
            phone: "07700 900555",
            eventType: "wedding",
            location: "Glasgow",
            message: "Load benchmark enquiry, please ignore.",
          }),
        },
      ];
      await warmUp(base, [health, ...routes]);

      console.log(`Measuring ${SECONDS} s per route, ${CONNECTIONS} connections…`);
      // The ceiling is measured before and after the routes and averaged: on a shared machine the
      // available CPU drifts during a run.
      const ceilingBefore = await measure(base, health);
      const routeResults: Measurement[] = [];
      for (const route of routes) routeResults.push(await measure(base, route));
      const ceiling = averaged(ceilingBefore, await measure(base, health));
      results = [ceiling, ...routeResults];

      // Checkout under a slow payment provider: the gateway is called after the date's lock is
      // released, so five customers of one date wait about one provider round trip, not five.
      await server.stop();
      server = undefined;
      checkout = await checkoutLatencyRun(databaseUrl, PORT + 10, 1000);
    }

    // The calls whose cost could grow with history, with 500 and with 50,000 bookings (the first
    // server stopped to free the CPU).
    if (results.length > 0)
      console.log(`\nPublic routes:\n${table(results, must(results[0], "the health measurement"), goals)}\n`);
    const history = process.env.BENCH_ONLY === "public" ? [] : await measureHistory(PORT, lastDate);

    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
    const report = [
      "",
      `Load benchmark — ${new Date().toISOString()}`,
      `Machine: ${machine}`,
      `Build: ${distDir()}; ${SECONDS} s per route, ${CONNECTIONS} connections; server and load generator on the same machine.`,
      ...(results.length > 0
        ? [
            `Data: 5,000 bookings, 300 published reviews, 2,000 leads, 50 bars; ceiling = mean of health before and after; availability for ${targetDate}, bookings-public for ${monthStart} … ${monthEnd}.`,
            "",
            table(results, must(results[0], "the health measurement"), goals),
          ]
        : []),
      "",
      ...(history.length > 0 ? [describeHistory(history)] : []),
      "",
      ...(checkout
        ? [
            `${describeCheckoutLatency(checkout)}${checkout.statuses.every((s) => s === 200) ? "" : " (MISSED: every checkout should get its time)"}`,
            "",
          ]
        : []),
    ].join("\n");
    console.log(report);
    const totalErrors =
      results.reduce((sum, row) => sum + row.errors, 0) +
      history.reduce(
        (sum, row) => sum + row.sides.reduce((n, side) => n + side.call.errors + side.ceiling.errors, 0),
        0,
      );
    console.log(totalErrors === 0 ? "Errors: none." : `Errors: ${totalErrors} (target: zero) — MISSED`);
    const resultsDir = path.join(ROOT, "bench/results");
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, "load-latest.txt"), report);
    fs.writeFileSync(
      path.join(resultsDir, "load-latest.json"),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine,
          seconds: SECONDS,
          connections: CONNECTIONS,
          results,
          history,
          checkout,
        },
        null,
        2,
      ),
    );
  } finally {
    await server?.stop();
    await client.end().catch(() => undefined);
    await dropTestDatabase(database).catch((error) => console.error("Could not drop the benchmark database:", error));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
