// Holds that cannot be squatted: 10 minutes, never renewed, at most 3 per address and 2 per
// e-mail, and never the day's last place or last start time, so strangers' unpaid checkouts leave
// a date bookable for a customer who pays.
import { HOLD_LIMIT_MESSAGES } from "@/lib/domain/holds";
import { request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { confirmDemo, inDays, wizardDetails } from "./helpers";

jest.setTimeout(120_000);

const previousHops = process.env.TRUST_PROXY_HOPS;
beforeAll(() => {
  // these tests speak as clients behind one trusted proxy, which reports their addresses
  process.env.TRUST_PROXY_HOPS = "1";
});
afterAll(async () => {
  if (previousHops === undefined) delete process.env.TRUST_PROXY_HOPS;
  else process.env.TRUST_PROXY_HOPS = previousHops;
  await db.$disconnect();
});
beforeEach(resetAndSeed);

let n = 0;
async function checkout(overrides: Record<string, unknown>, address = `10.9.0.${++n}`) {
  const details = await wizardDetails({ clientEmail: `guest${++n}@example.com`, ...overrides });
  const res = await createIntentRoute(
    await request("/api/create-payment-intent", {
      method: "POST",
      body: { amount: 275, bookingDetails: details },
      headers: { "x-forwarded-for": address },
    }),
  );
  return { status: res.status, body: await res.json() };
}

it("holds for 10 minutes, and the same details again never renew the hold", async () => {
  const before = Date.now();
  const first = await checkout(
    { eventDate: inDays(40), startTime: "10:00", clientEmail: "same@example.com" },
    "10.9.1.1",
  );
  expect(first.status).toBe(200);
  const ends = new Date(first.body.holdExpiresAt).getTime();
  expect(ends - before).toBeGreaterThan(9.9 * 60_000);
  expect(ends - before).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  const again = await checkout(
    { eventDate: inDays(40), startTime: "10:00", clientEmail: "same@example.com" },
    "10.9.1.1",
  );
  expect(again.body).toMatchObject({ bookingId: first.body.bookingId, holdExpiresAt: first.body.holdExpiresAt });
  // replacing the checkout for the very same slot keeps the old end
  const details = await wizardDetails({
    eventDate: inDays(40),
    startTime: "10:00",
    clientEmail: "same@example.com",
    clientName: "Another Name",
  });
  const replaced = await createIntentRoute(
    await request("/api/create-payment-intent", {
      method: "POST",
      body: { amount: 275, bookingDetails: details, replaceClientSecret: first.body.clientSecret },
      headers: { "x-forwarded-for": "10.9.1.1" },
    }),
  );
  const body = await replaced.json();
  expect(replaced.status).toBe(200);
  expect(body.bookingId).not.toBe(first.body.bookingId);
  expect(new Date(body.holdExpiresAt).getTime()).toBeLessThanOrEqual(ends);
});

it("one address holds at most 3 unpaid places, one e-mail at most 2; one more answers 429", async () => {
  for (const [i, time] of ["09:00", "12:00", "15:00"].entries()) {
    expect((await checkout({ eventDate: inDays(50 + i), startTime: time }, "10.9.2.2")).status).toBe(200);
  }
  const fourth = await checkout({ eventDate: inDays(60), startTime: "18:00" }, "10.9.2.2");
  expect(fourth.status).toBe(429);
  expect(fourth.body.error).toBe(HOLD_LIMIT_MESSAGES.address);
  expect(await db.booking.count({ where: { eventDate: inDays(60) } })).toBe(0);

  expect((await checkout({ eventDate: inDays(61), startTime: "10:00", clientEmail: "Twice@example.com" })).status).toBe(
    200,
  );
  expect((await checkout({ eventDate: inDays(62), startTime: "10:00", clientEmail: "twice@example.com" })).status).toBe(
    200,
  );
  const third = await checkout({ eventDate: inDays(63), startTime: "10:00", clientEmail: "TWICE@example.com" });
  expect(third.status).toBe(429);
  expect(third.body.error).toBe(HOLD_LIMIT_MESSAGES.email);
});

it("five strangers' unpaid checkouts on one date leave it bookable for a sixth customer who pays", async () => {
  const date = inDays(70);
  const times = ["09:00", "11:30", "14:00", "16:30", "19:00"];
  const strangers = [];
  for (const time of times) strangers.push(await checkout({ eventDate: date, startTime: time }));
  expect(strangers.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
  // the first four hold; the fifth would take the day's last place, so it holds nothing
  expect(strangers.map((s) => s.body.holdExpiresAt === null)).toEqual([false, false, false, false, true]);
  const sixth = await checkout({ eventDate: date, startTime: "21:00" });
  expect(sixth.status).toBe(200);
  expect(sixth.body.holdExpiresAt).toBeNull();
  expect((await confirmDemo(sixth.body.clientSecret)).status).toBe(200);
  const paid = await db.booking.findUniqueOrThrow({ where: { id: sixth.body.bookingId } });
  expect(paid.status).toBe("confirmed");
  // the fifth stranger pays too late: the place went to whoever paid first, nothing is charged
  const late = await confirmDemo(strangers[4]!.body.clientSecret);
  expect(late.status).toBe(409);
  expect(await db.booking.count({ where: { eventDate: date, status: "confirmed" } })).toBe(1);
});
