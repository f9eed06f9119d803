// What a checkout does before the date's lock and what it does under it, shown without timing: another
// connection holds the date's advisory lock while the checkout runs. Whatever changes while the
// checkout waits for the lock shows which side of it each step ran on: a price changed then is not
// seen (the prices were computed before), a booking, blocked hours, a blocked day or a busy event
// committed then is (the re-check under the lock reads the day again).
import { Client } from "pg";
import { db, resetAndSeed } from "../../support/db";
import { must } from "../../support/must";
import { createIntent, inDays, wizardDetails } from "./helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

/** Holds the date's booking lock (the key lockBookingDates takes first) in an open transaction. */
async function holdDateLock(date: string): Promise<{ release: () => Promise<void> }> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query("BEGIN");
  await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`booking-date:${date}`]);
  let open = true;
  return {
    release: async () => {
      if (!open) return;
      open = false;
      await client.query("COMMIT");
      await client.end();
    },
  };
}

/** Sessions of this database waiting for an advisory lock (asked outside a transaction). */
async function advisoryWaiters(): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`;
  return must(row, "a count").n;
}

async function untilWaitingForLock(): Promise<void> {
  for (let i = 0; i < 800; i += 1) {
    if ((await advisoryWaiters()) >= 1) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the checkout never waited for the date's lock");
}

const customerBookings = (email: string) => db.booking.count({ where: { clientEmail: email } });

describe("the date's lock covers only the re-check and the insert", () => {
  it("prices are computed before the lock: a price changed while the checkout waits is not the one it charges", async () => {
    const date = inDays(30);
    const lock = await holdDateLock(date);
    try {
      const pending = createIntent({ amount: 275, bookingDetails: await wizardDetails({ eventDate: date }) });
      await untilWaitingForLock();
      // The checkout is inside its transaction, waiting: its pricing has already run.
      await db.service.updateMany({ where: { title: "Close-Up Magic" }, data: { basePrice: 400 } });
      await lock.release();
      const answer = await pending;
      expect(answer.status).toBe(200);
      expect(answer.body.totalPence).toBe(27_500);
      const booking = await db.booking.findUniqueOrThrow({ where: { id: answer.body.bookingId } });
      expect(booking.totalPence).toBe(27_500);
    } finally {
      await lock.release();
    }
  });

  it("the day is judged before the lock too: a taken time is refused without queueing for the lock", async () => {
    const date = inDays(30);
    const first = await createIntent({ amount: 275, bookingDetails: await wizardDetails({ eventDate: date }) });
    expect(first.status).toBe(200);
    const lock = await holdDateLock(date);
    try {
      // Answered while the lock is still held by someone else: it never waited for it.
      const second = await createIntent({
        amount: 275,
        bookingDetails: await wizardDetails({ eventDate: date, startTime: "15:00", clientEmail: "bob@example.com" }),
      });
      expect(second.status).toBe(409);
      expect(second.body.code).toBe("time-conflict");
      expect(await customerBookings("bob@example.com")).toBe(0);
    } finally {
      await lock.release();
    }
  });

  const committedMeanwhile: [string, (date: string) => Promise<unknown>, number, string][] = [
    [
      "a booking",
      (date) =>
        db.booking.create({
          data: {
            clientName: "Someone Else",
            clientEmail: "else@example.com",
            clientPhone: "07700 900999",
            eventLocation: "Glasgow",
            eventType: "birthday",
            eventDate: date,
            startTime: "14:30",
            endTime: "15:30",
            guestCount: 20,
            selectedServices: [],
            duration: "60",
            totalPence: 27_500,
            paidPence: 27_500,
            paymentType: "full",
            paymentStatus: "completed",
            status: "confirmed",
          },
        }),
      409,
      "time-conflict",
    ],
    [
      "blocked hours",
      (date) => db.blockedHours.create({ data: { date, startTime: "13:00", endTime: "16:00" } }),
      409,
      "time-conflict",
    ],
    [
      "a busy event of the magician's calendar",
      (date) =>
        db.calendarBusyEvent.create({
          data: {
            source: "ics",
            calendarKey: "feed-1",
            occurrenceKey: "gig-1",
            title: "Gig elsewhere",
            // 13:00 to 16:00 UTC covers 14:00 to 15:00 in London, winter or summer
            startsAt: new Date(`${date}T13:00:00Z`),
            endsAt: new Date(`${date}T16:00:00Z`),
            allDay: false,
          },
        }),
      409,
      "time-conflict",
    ],
    ["a blocked day", (date) => db.blockedDay.create({ data: { date } }), 400, "date-blocked"],
  ];

  it.each(committedMeanwhile)(
    "the re-check under the lock sees %s committed while the checkout waited, and nothing is written",
    async (_what, commit, status, code) => {
      const date = inDays(30);
      const lock = await holdDateLock(date);
      try {
        const pending = createIntent({ amount: 275, bookingDetails: await wizardDetails({ eventDate: date }) });
        await untilWaitingForLock();
        await commit(date);
        await lock.release();
        const answer = await pending;
        expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
        expect(await customerBookings("ada@example.com")).toBe(0);
      } finally {
        await lock.release();
      }
    },
  );
});
