// The load benchmark's history check: the calls whose cost could grow with the number of bookings
// (availability, the magician's dashboard, the bar's poll) measured with 500 and with 50,000
// bookings, each volume in its own database behind its own server, and each call's throughput
// compared as a ratio of the same server's GET /api/health.
import { encode } from "next-auth/jwt";
import { Client } from "pg";
import { addDays, londonToday } from "@/lib/domain/dates";
import { createTestDatabase, dropTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { must } from "../../tests/support/must";
import { CONNECTIONS, SECONDS, mean, measure, pad, warmUp, type Measurement, type Target } from "./measure";
import { serverEnv, setupDatabase, startServer, type RunningServer } from "./server";
import { benchBarIds, insertAuditLog, insertBars, insertBookings, insertLeads } from "./volume";

export const HISTORY_VOLUMES = [500, 50_000] as const;
export const HISTORY_LEADS = 20_000;
export const HISTORY_AUDIT_ROWS = 20_000;
/** Bars that have bookings (every fifth booking, these bars in turn); the measured bar is the first. */
const BOOKING_BARS = 10;
export const HISTORY_TARGET = 0.8;

export interface HistoryRow {
  name: string;
  /** per volume, in HISTORY_VOLUMES order */
  sides: { bookings: number; call: Measurement; ceiling: Measurement; ratio: number }[];
  /** ratio with 50,000 / ratio with 500 */
  ratioOfRatios: number;
}

interface Side {
  bookings: number;
  database?: TestDatabase;
  server?: RunningServer;
  targets: Target[];
  ceiling: Measurement[][];
  calls: Measurement[][];
}

/** A next-auth session cookie as sign-in mints it, with the account's current session version. */
async function sessionCookie(client: Client, where: string, secret: string): Promise<string> {
  const user = (
    await client.query<{ id: number; username: string; role: string; sessionVersion: number }>(
      `SELECT id, username, role, "sessionVersion" FROM users WHERE ${where} ORDER BY id LIMIT 1`,
    )
  ).rows[0];
  if (!user) throw new Error(`No user matches ${where} in the benchmark database.`);
  const token = await encode({
    token: { sub: String(user.id), name: user.username, role: user.role, sv: user.sessionVersion },
    secret,
  });
  return `next-auth.session-token=${token}`;
}

/** The measured calls, signed in as the magician and as the first bar with bookings. */
function targetsFor(magician: string, bar: string, since: string, scalingDate: string): Target[] {
  const asMagician = { cookie: magician };
  const asBar = { cookie: bar };
  const today = londonToday();
  return [
    { name: "GET /api/availability", path: `/api/availability?date=${scalingDate}&duration=60` },
    {
      name: "GET /admin/magician (stats, calendar, leads tab)",
      path: "/admin/magician",
      headers: asMagician,
    },
    { name: "GET /api/admin/bookings?limit=25", path: "/api/admin/bookings?limit=25", headers: asMagician },
    {
      name: "GET /api/admin/bookings (one day)",
      path: `/api/admin/bookings?from=${scalingDate}&to=${scalingDate}&sort=eventDate&limit=500`,
      headers: asMagician,
    },
    { name: "GET /api/leads?limit=100", path: "/api/leads?limit=100", headers: asMagician },
    { name: "GET /api/audit-log?limit=50", path: "/api/audit-log?limit=50", headers: asMagician },
    {
      name: "GET /api/bookings?from (bar, 1st poll)",
      path: `/api/bookings?from=${today}&sort=eventDate&limit=500`,
      headers: asBar,
    },
    {
      name: "GET /api/bookings?updatedSince (bar poll)",
      path: `/api/bookings?${new URLSearchParams({ updatedSince: since, limit: "500" }).toString()}`,
      headers: asBar,
    },
    { name: "GET /api/bar/summary (bar)", path: "/api/bar/summary", headers: asBar },
  ];
}

async function prepareSide(side: Side, port: number, lastDate: string, since: string, scalingDate: string) {
  side.database = await createTestDatabase(`bench${side.bookings}`);
  const env = serverEnv(port, side.database.env.DATABASE_URL, {
    DATABASE_POOL_SIZE: String(Math.max(CONNECTIONS, 10)),
  });
  setupDatabase(env);
  const client = new Client({ connectionString: side.database.env.DATABASE_URL });
  await client.connect();
  try {
    await insertBars(client, 50);
    await insertLeads(client, HISTORY_LEADS);
    await insertAuditLog(client, HISTORY_AUDIT_ROWS);
    await insertBookings(client, side.bookings, lastDate, await benchBarIds(client, BOOKING_BARS));
    await client.query("VACUUM ANALYZE");
    const secret = env.NEXTAUTH_SECRET!;
    side.targets = targetsFor(
      await sessionCookie(client, "role = 'magician'", secret),
      await sessionCookie(client, "username LIKE 'benchbar%'", secret),
      since,
      scalingDate,
    );
  } finally {
    await client.end();
  }
  side.server = await startServer(port, env);
}

/**
 * Seeds both volumes (bars, leads and audit rows the same in both), starts both servers, and
 * measures each call in alternating rounds (health, the call, on 500 then on 50,000 …) so drift in
 * the machine's load hits both alike.
 */
export async function measureHistory(port: number, lastDate: string, rounds = 3): Promise<HistoryRow[]> {
  // The poll asks for changes since a minute before the seed: the few bookings seeded as just changed.
  const since = new Date(Date.now() - 60_000).toISOString();
  // Near the end of the generated range, so it has the same 4 bookings with either volume.
  const scalingDate = addDays(lastDate, -10);
  const health: Target = { name: "GET /api/health (ceiling)", path: "/api/health" };
  const sides: Side[] = HISTORY_VOLUMES.map((bookings) => ({ bookings, targets: [], ceiling: [], calls: [] }));
  try {
    for (const [index, side] of sides.entries()) {
      await prepareSide(side, port + index, lastDate, since, scalingDate);
      await warmUp(side.server!.baseUrl, [health, ...side.targets]);
    }
    const seconds = Math.max(3, Math.round(SECONDS / 2));
    const count = must(sides[0], "the 500-booking side").targets.length;
    for (const side of sides) {
      side.ceiling = Array.from({ length: count }, () => []);
      side.calls = Array.from({ length: count }, () => []);
    }
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < count; i++) {
        for (const side of sides) {
          must(side.ceiling[i], "the health runs of this call").push(
            await measure(side.server!.baseUrl, health, seconds),
          );
          must(side.calls[i], "the runs of this call").push(
            await measure(side.server!.baseUrl, must(side.targets[i], "the call"), seconds),
          );
        }
      }
    }
  } finally {
    for (const side of sides) {
      await side.server?.stop();
      if (side.database) await dropTestDatabase(side.database).catch(() => undefined);
    }
  }
  return must(sides[0], "the 500-booking side").targets.map((target, i) => {
    const rows = sides.map((side) => {
      const call = mean(must(side.calls[i], "the runs of this call"));
      const ceiling = mean(must(side.ceiling[i], "the health runs of this call"));
      return { bookings: side.bookings, call, ceiling, ratio: call.requestsPerSecond / ceiling.requestsPerSecond };
    });
    return {
      name: target.name,
      sides: rows,
      ratioOfRatios: must(rows[1], "the 50,000-booking side").ratio / must(rows[0], "the 500-booking side").ratio,
    };
  });
}

export function describeHistory(rows: HistoryRow[]): string {
  const [small, large] = HISTORY_VOLUMES.map((n) => n.toLocaleString("en-GB"));
  const lines = [
    `Against history: ${small} vs ${large} bookings (${HISTORY_LEADS.toLocaleString("en-GB")} leads, ${HISTORY_AUDIT_ROWS.toLocaleString("en-GB")} audit rows, 50 bars in both); two databases and servers, 3 alternating rounds, each call's ratio to its own server's health runs:`,
    `  ${pad("call", 46, true)} ${pad(`req/s ${small}`, 10)} ${pad(`req/s ${large}`, 12)} ${pad("ratio " + small, 10)} ${pad("ratio " + large, 12)} ${pad("50k/500", 8)} target`,
  ];
  for (const row of rows) {
    const a = must(row.sides[0], "the 500-booking side");
    const b = must(row.sides[1], "the 50,000-booking side");
    const ok = row.ratioOfRatios >= HISTORY_TARGET;
    lines.push(
      `  ${pad(row.name, 46, true)} ${pad(a.call.requestsPerSecond.toFixed(0), 10)} ${pad(b.call.requestsPerSecond.toFixed(0), 12)} ${pad(a.ratio.toFixed(2), 10)} ${pad(b.ratio.toFixed(2), 12)} ${pad(row.ratioOfRatios.toFixed(2), 8)} ≥${HISTORY_TARGET} ${ok ? "ok" : "MISSED"}` +
        (a.call.errors + b.call.errors > 0 ? `  (${a.call.errors + b.call.errors} errors)` : ""),
    );
  }
  return lines.join("\n");
}
