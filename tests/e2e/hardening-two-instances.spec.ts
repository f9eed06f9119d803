// Two instances, one database: two more production servers (the run's build, the run's Postgres)
// on E2E_PORT+1 and E2E_PORT+2. Simultaneous booking flows for one date split across both must still
// respect the capacity (≤ 5 active) and the buffers; the sign-in limit is shared (5 failures on one,
// the 6th attempt on the other is refused even with the right password); a demo-payment confirmation
// or a signed Stripe webhook replayed on the other instance changes nothing.
import { expect, request as playwrightRequest, test } from "@playwright/test";
import bcrypt from "bcryptjs";
import Stripe from "stripe";
import { activeBookingSql } from "@/lib/domain/booking-status";
import { timeToMinutes } from "@/lib/domain/dates";
import { startServer, type RunningServer } from "../../bench/support/server";
import { closeSql, sql, sqlRow } from "./support/db";
import { freeDay } from "./support/dates";

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const WEBHOOK_SECRET = "whsec_two_instances_test_secret";
const FLOWS = 24;

let servers: RunningServer[] = [];

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Both instances get the same webhook secret, so a signed event can be replayed on either.
  const env = { ...process.env, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } as NodeJS.ProcessEnv;
  servers = await Promise.all([startServer(BASE_PORT + 1, env), startServer(BASE_PORT + 2, env)]);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await closeSql();
});

async function post(base: string, path: string, body: unknown, address: string) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, json, text };
}

interface FlowResult {
  server: number;
  startTime: string;
  steps: number[];
  paymentIntentId?: string;
  clientSecret?: string;
  bookingId?: number;
}

/** create-payment-intent → demo confirm → POST /api/bookings, as the wizard does. */
async function bookingFlow(index: number, eventDate: string, serviceId: number): Promise<FlowResult> {
  // instances alternate in pairs, so each gets both :00 and :30 arrival times
  const server = Math.floor(index / 2) % 2;
  const base = servers[server]!.baseUrl;
  const address = `198.51.100.${index + 1}`;
  const startTime = `${String(9 + Math.floor(index / 2)).padStart(2, "0")}:${index % 2 ? "30" : "00"}`;
  const details = {
    clientName: `Concurrent Client ${index}`,
    clientEmail: `concurrent${index}@example.com`,
    clientPhone: "07700 900321",
    eventLocation: "Glasgow",
    eventAddress: "1 Test Street, Glasgow",
    parkingAvailable: true,
    eventType: "birthday",
    eventDate,
    startTime,
    guestCount: 30,
    selectedServices: [{ id: serviceId, title: "Close-Up Magic", price: 250 }],
    duration: "60",
    additionalInfo: "two-instance test",
    paymentType: "one-time",
    termsAccepted: true,
    totalAmount: 275,
  };
  const result: FlowResult = { server, startTime, steps: [] };
  const intent = await post(base, "/api/create-payment-intent", { amount: 275, bookingDetails: details }, address);
  result.steps.push(intent.status);
  if (intent.status !== 200) return result;
  result.clientSecret = intent.json.clientSecret as string;
  const paid = await post(base, "/api/demo-payments/confirm", { clientSecret: result.clientSecret }, address);
  result.steps.push(paid.status);
  if (paid.status !== 200) return result;
  result.paymentIntentId = paid.json.paymentIntentId as string;
  const saved = await post(base, "/api/bookings", { ...details, stripePaymentId: result.paymentIntentId }, address);
  result.steps.push(saved.status);
  if (saved.status === 201 || saved.status === 200) result.bookingId = saved.json.id as number;
  return result;
}

test("simultaneous bookings for one date on two instances keep the capacity and the buffers", async () => {
  // a day no other spec uses, and that no earlier run of this test booked: the run shares one database
  const eventDate = await freeDay(test.info(), 400);
  const service = await sqlRow<{ id: number }>(`SELECT id FROM services WHERE title = 'Close-Up Magic'`);
  const results = await Promise.all(
    Array.from({ length: FLOWS }, (_, index) => bookingFlow(index, eventDate, service.id)),
  );

  for (const result of results) {
    // every step answered as designed: success or a 4xx the wizard shows, never a server error
    for (const status of result.steps) expect(status, JSON.stringify(result)).toBeLessThan(500);
  }
  const booked = results.filter((result) => result.bookingId);
  expect(booked.length).toBeGreaterThanOrEqual(1);
  expect(new Set(booked.map((result) => result.server)).size).toBeGreaterThanOrEqual(1);

  const active = await sql<{ id: number; startTime: string; endTime: string; duration: string }>(
    `SELECT id, "startTime", "endTime", duration FROM bookings
     WHERE "eventDate" = $1 AND ${activeBookingSql("(now() AT TIME ZONE 'UTC')")} ORDER BY "startTime"`,
    [eventDate],
  );
  expect(active.length).toBeGreaterThanOrEqual(1);
  expect(active.length).toBeLessThanOrEqual(5);
  for (const [i, first] of active.entries()) {
    for (const second of active.slice(i + 1)) {
      const a = {
        start: timeToMinutes(first.startTime),
        end: timeToMinutes(first.startTime) + Number(first.duration),
      };
      const b = {
        start: timeToMinutes(second.startTime),
        end: timeToMinutes(second.startTime) + Number(second.duration),
      };
      expect(
        a.end + 60 <= b.start || b.end + 60 <= a.start,
        `${first.startTime} and ${second.startTime} overlap within the buffers`,
      ).toBe(true);
    }
  }
  // Nobody pays for a booking that does not hold its place: a succeeded intent whose booking is not
  // active must have been refunded automatically, and its visitor told so (the confirmation answered 409).
  const orphans = await sql<{ id: string; usedAt: Date | null; failureReason: string | null }>(
    `SELECT pi.id, pi."usedAt", pi."failureReason" FROM payment_intents pi
     JOIN bookings b ON b.id = pi."bookingId"
     WHERE b."eventDate" = $1 AND pi.status = 'succeeded' AND NOT ${activeBookingSql("(now() AT TIME ZONE 'UTC')", "b")}`,
    [eventDate],
  );
  for (const orphan of orphans) {
    expect(orphan.usedAt, JSON.stringify(orphan)).not.toBeNull();
    expect(orphan.failureReason ?? "", JSON.stringify(orphan)).toContain("refunded automatically");
    const flow = results.find((result) => result.clientSecret?.startsWith(`${orphan.id}_secret_`));
    expect(flow?.steps[1], JSON.stringify({ orphan, flow })).toBe(409);
  }
});

test("the sign-in limit is shared: 5 failures from one address on one instance, the 6th attempt on the other is refused", async () => {
  const username = `limitprobe${Date.now().toString(36)}`;
  const password = "the-right-password-1";
  await sql(
    `INSERT INTO users (username, password, email, role, "barName", "registrationPaid") VALUES ($1, $2, $3, 'bar-client', 'Probe Bar', true)`,
    [username, await bcrypt.hash(password, 10), `${username}@example.com`],
  );
  const address = "203.0.113.77";
  async function signIn(base: string, secret: string) {
    const context = await playwrightRequest.newContext({
      baseURL: base,
      extraHTTPHeaders: { "x-forwarded-for": address },
    });
    try {
      const { csrfToken } = (await (await context.get("/api/auth/csrf")).json()) as { csrfToken: string };
      const response = await context.post("/api/auth/callback/credentials", {
        form: { csrfToken, username, password: secret, json: "true", callbackUrl: `${base}/admin` },
        maxRedirects: 0,
      });
      const cookies = await context.storageState();
      return {
        status: response.status(),
        signedIn: cookies.cookies.some((cookie) => cookie.name.includes("session-token")),
      };
    } finally {
      await context.dispose();
    }
  }
  try {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await signIn(servers[0]!.baseUrl, `wrong-password-${attempt}`);
      expect(failed.signedIn).toBe(false);
      expect(failed.status).toBe(401);
    }
    const sixth = await signIn(servers[1]!.baseUrl, password);
    expect(sixth.signedIn).toBe(false);
    expect(sixth.status).toBe(429);
  } finally {
    await sql(`DELETE FROM rate_limit_hits WHERE key IN ($1, $2, $3)`, [
      `sign-in:user:${username}`,
      `sign-in:ip:${address}`,
      `sign-in:user-ip:${username}:${address}`,
    ]);
  }
});

test("a replayed payment confirmation or webhook on the other instance changes nothing", async () => {
  const eventDate = await freeDay(test.info(), 410);
  const service = await sqlRow<{ id: number }>(`SELECT id FROM services WHERE title = 'Close-Up Magic'`);
  const flow = await bookingFlow(0, eventDate, service.id); // on the first instance
  expect(flow.bookingId, JSON.stringify(flow)).toBeTruthy();
  const snapshot = async () =>
    JSON.stringify({
      bookings: await sql(`SELECT * FROM bookings WHERE "eventDate" = $1 ORDER BY id`, [eventDate]),
      intents: await sql(
        `SELECT * FROM payment_intents WHERE "bookingId" IN (SELECT id FROM bookings WHERE "eventDate" = $1) ORDER BY id`,
        [eventDate],
      ),
      events: await sql(`SELECT id, type FROM payment_events ORDER BY id`),
      outbox: await sql(`SELECT count(*)::int AS n FROM email_outbox`),
    });

  // the demo card network's confirmation, replayed on the second instance
  const before = await snapshot();
  const replay = await post(
    servers[1]!.baseUrl,
    "/api/demo-payments/confirm",
    { clientSecret: flow.clientSecret },
    "198.51.100.200",
  );
  expect(replay.status).toBe(200);
  const resubmitted = await post(
    servers[1]!.baseUrl,
    "/api/bookings",
    { stripePaymentId: flow.paymentIntentId },
    "198.51.100.201",
  );
  expect(resubmitted.status).toBeLessThan(500);
  expect(await snapshot()).toBe(before);

  // a signed Stripe event: processed once on one instance, a replay on the other is a no-op
  const stripe = new Stripe("sk_test_signing_only");
  const payload = JSON.stringify({
    id: `evt_two_instances_${Date.now()}`,
    object: "event",
    type: "charge.refunded",
    data: {
      object: {
        id: "ch_two_instances",
        object: "charge",
        payment_intent: flow.paymentIntentId,
        amount_refunded: 27500,
        amount: 27500,
        // the refund itself, as older API versions embed it: the ledger records refunds by their own id
        refunds: {
          object: "list",
          data: [
            {
              id: "re_two_instances",
              object: "refund",
              amount: 27500,
              status: "succeeded",
              payment_intent: flow.paymentIntentId,
              metadata: {},
            },
          ],
        },
      },
    },
  });
  const deliver = async (base: string) => {
    const response = await fetch(`${base}/api/stripe/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const first = await deliver(servers[0]!.baseUrl);
  expect(first.status).toBe(200);
  const refunded = await sqlRow<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [flow.bookingId]);
  expect(refunded.status).toBe("refunded");
  const afterFirst = await snapshot();
  const again = await deliver(servers[1]!.baseUrl);
  expect(again.status).toBe(200);
  expect(again.json.duplicate).toBe(true);
  expect(await snapshot()).toBe(afterFirst);
});

test("timed jobs run once per occurrence with three instances sharing the queue", async () => {
  test.setTimeout(150_000);
  for (const server of servers) expect(server.output()).toContain('"event":"job_workers_started"');
  // Wait for an every-minute occurrence that all three instances were up for.
  const since = new Date();
  await expect
    .poll(
      async () =>
        (
          await sql<{ n: number }>(
            `SELECT count(*)::int AS n FROM job_runs WHERE name = 'holds-expire' AND "startedAt" > $1::timestamp`,
            [since.toISOString()],
          )
        )[0]?.n,
      {
        timeout: 130_000,
        intervals: [2_000],
      },
    )
    .toBeGreaterThanOrEqual(1);
  // Only the occurrences the three instances shared: earlier specs run jobs by hand (npm run jobs:run),
  // twice in a minute when they need to.
  const doubles = await sql(
    `SELECT name, date_trunc('minute', "startedAt") AS minute, count(*)::int AS runs FROM job_runs
      WHERE "startedAt" > $1::timestamp GROUP BY 1, 2 HAVING count(*) > 1`,
    [since.toISOString()],
  );
  expect(doubles).toEqual([]);
});
