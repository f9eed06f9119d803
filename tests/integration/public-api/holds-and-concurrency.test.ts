import { GET as bookingsPublic } from "@/app/api/bookings-public/route";
import { findConflict, isActiveBooking } from "@/lib/domain";
import { keepCoresBusy } from "../../support/busy-cores";
import { db, resetAndSeed } from "../../support/db";
import { must } from "../../support/must";
import { call, confirmDemo, createIntent, inDays, lapsedPaidIntents, postBooking, wizardDetails } from "./helpers";

// The machine is shared: allow for a slow database under load.
jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const HOUR_STARTS = [
  "09:00",
  "09:30",
  "10:00",
  "11:00",
  "11:30",
  "12:00",
  "12:30",
  "13:00",
  "14:00",
  "14:30",
  "15:00",
  "15:30",
  "16:00",
  "17:00",
  "17:30",
  "18:00",
  "18:30",
  "19:00",
  "19:30",
  "20:00",
  "20:30",
  "21:00",
  "21:30",
  "22:00",
];

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

/**
 * No two intervals on the day closer than the 60-minute buffer, and each one acceptable under
 * the domain's buffer rule against those saved before it (the rule is applied in arrival order).
 */
function assertSpaced(
  items: { id: number | string; startTime: string; endTime: string; order: number }[],
  date: string,
) {
  for (const a of items) {
    for (const b of items) {
      if (a.id === b.id) continue;
      const apart = minutes(a.endTime) + 60 <= minutes(b.startTime) || minutes(b.endTime) + 60 <= minutes(a.startTime);
      expect({ a: [a.startTime, a.endTime], b: [b.startTime, b.endTime], apart }).toMatchObject({ apart: true });
    }
    const earlier = items
      .filter((o) => o.order < a.order)
      .map((o) => ({ eventDate: date, startTime: o.startTime, endTime: o.endTime }));
    expect(
      findConflict(
        { eventDate: date, startTime: a.startTime, durationMinutes: minutes(a.endTime) - minutes(a.startTime) },
        earlier,
      ),
    ).toBeNull();
  }
}

/** Asserts at most 5 active bookings and no pair closer than the buffers on `date`. */
async function assertNoOverbooking(date: string) {
  const rows = await db.booking.findMany({ where: { eventDate: date }, orderBy: { id: "asc" } });
  const active = rows.filter((b) => isActiveBooking(b));
  expect(active.length).toBeLessThanOrEqual(5);
  assertSpaced(
    active.map((b) => ({ id: b.id, startTime: b.startTime, endTime: b.endTime, order: b.id })),
    date,
  );
  return active;
}

describe("slot holds (the slot is held while the visitor pays)", () => {
  it("a live hold blocks the slot for others, appears in bookings-public, and frees it after 10 minutes", async () => {
    const date = inDays(30);
    const a = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: date, startTime: "14:00" }),
    });
    expect(a.status).toBe(200);
    // Book first: the booking row is the hold.
    const row = await db.booking.findUniqueOrThrow({ where: { id: a.body.bookingId } });
    expect(row).toMatchObject({
      status: "awaiting_payment",
      stripePaymentId: a.body.paymentIntentId,
      eventDate: date,
      startTime: "14:00",
    });
    const minutes = (row.holdExpiresAt!.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(10, 0);
    expect(a.body.holdExpiresAt).toBe(row.holdExpiresAt!.toISOString());

    const pub = await call(
      bookingsPublic as (r: Request) => Promise<Response>,
      `/api/bookings-public?from=${date}&to=${date}`,
    );
    expect(pub.body).toEqual([{ eventDate: date, startTime: "14:00", endTime: "15:00", paymentStatus: "pending" }]);

    const b = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: date, startTime: "15:00", clientEmail: "bob@example.com" }),
    });
    expect(b.status).toBe(409);
    expect(b.body.code).toBe("time-conflict");

    await db.booking.update({ where: { id: row.id }, data: { holdExpiresAt: new Date(Date.now() - 1) } });
    const again = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: date, startTime: "15:00", clientEmail: "bob@example.com" }),
    });
    expect(again.status).toBe(200);
    // The ended hold was expired lazily by the writer of that date.
    expect((await db.booking.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("expired");
  });

  it("the same visitor changing their time is not blocked by their own earlier hold; identical requests reuse the intent", async () => {
    const date = inDays(30);
    const first = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: date, startTime: "14:00" }),
    });
    const same = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: date, startTime: "14:00" }),
    });
    expect(same.body.clientSecret).toBe(first.body.clientSecret);
    expect(same.body.bookingId).toBe(first.body.bookingId);
    // the wizard sends the client secret of its previous checkout: proof that the hold is its own
    const moved = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: date, startTime: "14:30" }),
      replaceClientSecret: first.body.clientSecret,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.paymentIntentId).not.toBe(first.body.paymentIntentId);
    const old = await db.booking.findUniqueOrThrow({ where: { id: first.body.bookingId } });
    expect(old.status).toBe("expired");
    expect(old.holdExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await db.booking.count({ where: { eventDate: date, status: "awaiting_payment" } })).toBe(1);
    // someone who only knows the visitor's e-mail cannot end their hold
    const squatter = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: date, startTime: "15:00" }),
    });
    expect(squatter.status).toBe(409);
    expect((await db.booking.findUniqueOrThrow({ where: { id: moved.body.bookingId } })).status).toBe(
      "awaiting_payment",
    );
  });

  it("unpaid holds never fill the day; paying an expired hold whose slot was taken is refused without charging", async () => {
    const date = inDays(45);
    const starts = ["09:00", "12:00", "15:00", "18:00", "21:00"];
    const secrets: string[] = [];
    const holding: boolean[] = [];
    for (const [i, startTime] of starts.entries()) {
      const r = await createIntent({
        amount: 275,
        bookingDetails: await wizardDetails({ eventDate: date, startTime, clientEmail: `p${i}@example.com` }),
      });
      expect(r.status).toBe(200);
      secrets.push(r.body.clientSecret);
      holding.push(r.body.holdExpiresAt !== null);
    }
    // the fifth would have taken the day's last place: it was issued without a hold
    expect(holding).toEqual([true, true, true, true, false]);
    const sixth = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: date, startTime: "21:30", clientEmail: "late@example.com" }),
    });
    expect(sixth.status).toBe(200);
    expect(sixth.body.holdExpiresAt).toBeNull();

    // The first hold expires; someone else takes 09:00; the first visitor then tries to pay.
    const firstSecret = must(secrets[0], "the first client secret");
    const [firstId] = firstSecret.split("_secret_");
    await db.booking.updateMany({
      where: { stripePaymentId: firstId },
      data: { holdExpiresAt: new Date(Date.now() - 1) },
    });
    const taker = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: date, startTime: "09:00", clientEmail: "taker@example.com" }),
    });
    expect(taker.status).toBe(200);
    const late = await confirmDemo(firstSecret);
    expect(late.status).toBe(409);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: firstId } })).status).toBe(
      "requires_payment_method",
    );
  });
});

describe("a validly held slot is never refunded because of a later neighbour", () => {
  // The buffer rule is not symmetric (a new performance plus its 60 minutes must clear an existing
  // booking padded by 60 minutes on both sides), so a 09:00 hold and a later 11:00 hold are both
  // valid, while 09:00 checked against 11:00 would "conflict". Paying either first keeps both.
  it.each([
    ["the earlier hold pays first", ["a", "b"]],
    ["the later hold pays first", ["b", "a"]],
  ])("%s: both visitors keep their bookings", async (_label, order) => {
    const date = inDays(33);
    const details = {
      a: await wizardDetails({ eventDate: date, startTime: "09:00", clientEmail: "early@example.com" }),
      b: await wizardDetails({ eventDate: date, startTime: "11:00", clientEmail: "later@example.com" }),
    };
    const intents: Partial<Record<"a" | "b", { clientSecret: string; paymentIntentId: string }>> = {};
    for (const key of ["a", "b"] as const) {
      const r = await createIntent({ amount: 275, bookingDetails: details[key] });
      expect(r.status).toBe(200);
      intents[key] = r.body;
    }
    for (const key of order as ("a" | "b")[]) {
      const intent = must(intents[key], `hold ${key}`);
      expect((await confirmDemo(intent.clientSecret)).status).toBe(200);
      const saved = await postBooking({ ...details[key], stripePaymentId: intent.paymentIntentId });
      expect([200, 201]).toContain(saved.status);
    }
    const bookings = await db.booking.findMany({ where: { eventDate: date }, orderBy: { startTime: "asc" } });
    expect(bookings.map((b) => [b.startTime, b.status, b.paymentStatus])).toEqual([
      ["09:00", "confirmed", "completed"],
      ["11:00", "confirmed", "completed"],
    ]);
    expect(
      await db.paymentIntent.count({
        where: { bookingId: { in: bookings.map((b) => b.id) }, failureReason: { not: null } },
      }),
    ).toBe(0);
  });
});

describe("no overbooking under concurrency (advisory lock on the date)", () => {
  // with every core kept busy, as on a loaded CI machine
  keepCoresBusy();

  it("24 simultaneous payment-intent requests for one day leave at most 4 non-overlapping holds (never the last place)", async () => {
    const date = inDays(60);
    const bodies = await Promise.all(
      HOUR_STARTS.map(async (startTime, i) => ({
        amount: 275,
        bookingDetails: await wizardDetails({ eventDate: date, startTime, clientEmail: `c${i}@example.com` }),
      })),
    );
    const results = await Promise.all(bodies.map((b) => createIntent(b)));
    const ok = results.filter((r) => r.status === 200);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(ok.length).toBeGreaterThan(0);
    const holds = await db.booking.findMany({
      where: { eventDate: date, status: "awaiting_payment", holdExpiresAt: { gt: new Date() } },
    });
    // the others were answered without a hold (they would have taken the last place or start time)
    expect(holds.length).toBe(ok.filter((r) => r.body.holdExpiresAt !== null).length);
    expect(holds.length).toBeLessThanOrEqual(4);
    // Refused requests left nothing behind, and every hold got its intent.
    expect(await db.booking.count({ where: { eventDate: date } })).toBe(ok.length);
    expect((await db.booking.findMany({ where: { eventDate: date } })).every((h) => h.stripePaymentId)).toBe(true);
    assertSpaced(
      holds.map((h) => ({ id: h.id, startTime: h.startTime, endTime: h.endTime, order: h.id })),
      date,
    );
  });

  it("24 simultaneous POST /api/bookings of paid intents for one day save at most 5 non-overlapping bookings; the rest are refunded", async () => {
    const date = inDays(61);
    const made = await lapsedPaidIntents(date, HOUR_STARTS, "d");
    const results = await Promise.all(made.map((m) => postBooking({ ...m.details, stripePaymentId: m.id })));
    const saved = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(saved.length + refused.length).toBe(24);
    expect(refused.every((r) => r.body.refunded === true)).toBe(true);
    const active = await assertNoOverbooking(date);
    expect(active.length).toBe(saved.length);
    expect(active.length).toBeGreaterThanOrEqual(3);
  });
});
