// Scheduling with an injected clock, no sleeping: ticks every 15 minutes across two London days
// that span the spring clock change. Each daily job runs once a day at its London wall-clock time,
// whatever the UTC offset; the every-minute jobs run at every tick; a second instance ticking at
// the same instants runs nothing twice.
import { londonDateTime } from "@/lib/domain/dates";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/catalogue";
import { runDueJobs } from "@/lib/server/jobs/tick";
import { db, resetAndSeed } from "../../support/db";

// ~190 ticks of two instances, each running every due job (the every-5-minutes refunds-reconcile
// included): a couple of minutes on a shared machine.
jest.setTimeout(400_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const londonClock = (instant: Date) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(instant)
    .replace(/(\d+)\/(\d+)\/(\d+), /, "$3-$2-$1 ");

it("runs each daily job once per London day at its London time, across the clock change, with two instances ticking", async () => {
  // 28 March 2027: the clocks go forward at 01:00 GMT. Ticks from Saturday 00:00 to Monday 00:00 London.
  const start = londonDateTime("2027-03-27", "00:00");
  const end = londonDateTime("2027-03-29", "00:00");
  // a system already running: every job last ran just before the window (a job never run is due at once)
  await db.jobRun.createMany({
    data: SCHEDULED_JOBS.map((job) => ({
      name: job.name,
      startedAt: new Date(start.getTime() - 60_000),
      outcome: "ok",
    })),
  });
  let ticks = 0;
  for (let now = start; now < end; now = new Date(now.getTime() + 15 * 60_000)) {
    // two instances tick at the same instant: each occurrence is claimed once
    await Promise.all([runDueJobs(now), runDueJobs(now)]);
    ticks += 1;
  }
  const runs = await db.jobRun.findMany({
    where: { startedAt: { gte: start } },
    orderBy: [{ name: "asc" }, { startedAt: "asc" }],
  });
  const byName = (name: string) => runs.filter((r) => r.name === name).map((r) => londonClock(r.startedAt));

  expect(byName("customer-reminders")).toEqual(["2027-03-27 09:00", "2027-03-28 09:00"]);
  expect(byName("questionnaire-reminders")).toEqual(["2027-03-27 09:00", "2027-03-28 09:00"]);
  expect(byName("magician-agenda")).toEqual(["2027-03-27 07:00", "2027-03-28 07:00"]);
  expect(byName("review-requests")).toEqual(["2027-03-27 10:00", "2027-03-28 10:00"]);
  // (in the UK the hour that does not exist is 01:00–02:00, so 02:15 happens on both days)
  expect(byName("bookings-complete")).toEqual(["2027-03-27 02:15", "2027-03-28 02:15"]);
  expect(byName("retention")).toEqual(["2027-03-27 03:30", "2027-03-28 03:30"]);
  // the 28th is 23 hours long: 47 hours of ticks in all
  expect(ticks).toBe(47 * 4);
  expect(byName("mail-deliver")).toHaveLength(ticks);
  expect(byName("holds-expire")).toHaveLength(ticks);
  expect(byName("refunds-reconcile")).toHaveLength(ticks); // every 5 minutes: every 15-minute tick
  expect(runs.filter((r) => r.outcome !== "ok")).toEqual([]);
  expect(new Set(runs.map((r) => r.name))).toEqual(new Set(SCHEDULED_JOBS.map((j) => j.name)));
});
