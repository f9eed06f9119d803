// The job queue's scheduled work: what each job does, the run history, the tick endpoint for
// serverless hosts (each occurrence once, even with simultaneous ticks), the admin overview, and
// pg-boss running the jobs with retries on this database.
import { GET as adminJobs } from "@/app/api/admin/jobs/route";
import { POST as tick } from "@/app/api/jobs/tick/route";
import { isDue, nextRun } from "@/lib/domain/schedule";
import { completePastBookings } from "@/lib/server/bookings/complete-past-bookings";
import { SCHEDULED_JOBS, type ScheduledJob } from "@/lib/server/jobs/catalogue";
import { runDueJobs } from "@/lib/server/jobs/tick";
import { runRecorded } from "@/lib/server/jobs/runs";
import { magician, request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { confirmDemo, createIntent, inDays, wizardDetails } from "../public-api/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const withCronSecret = async <T>(secret: string | undefined, fn: () => Promise<T>): Promise<T> => {
  const previous = process.env.CRON_SECRET;
  if (secret === undefined) delete process.env.CRON_SECRET;
  else process.env.CRON_SECRET = secret;
  try {
    return await fn();
  } finally {
    if (previous === undefined) delete process.env.CRON_SECRET;
    else process.env.CRON_SECRET = previous;
  }
};

describe("schedules (London time)", () => {
  it("computes the next occurrence across the clock change and what is due", () => {
    // 02:15 London on 2027-03-28 (BST starts at 01:00 UTC) is 01:15 UTC
    expect(nextRun("15 2 * * *", new Date("2027-03-27T12:00:00Z")).toISOString()).toBe("2027-03-28T01:15:00.000Z");
    expect(nextRun("15 2 * * *", new Date("2027-01-10T12:00:00Z")).toISOString()).toBe("2027-01-11T02:15:00.000Z");
    expect(isDue("* * * * *", null, new Date())).toBe(true);
    expect(isDue("15 2 * * *", new Date("2027-01-11T02:15:00Z"), new Date("2027-01-11T12:00:00Z"))).toBe(false);
    expect(isDue("15 2 * * *", new Date("2027-01-11T02:15:00Z"), new Date("2027-01-12T02:15:00Z"))).toBe(true);
  });
});

describe("jobs", () => {
  it("completes confirmed bookings whose day has passed, and nothing else", async () => {
    const past = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: inDays(3), clientEmail: "past@example.com" }),
    });
    await confirmDemo(past.body.clientSecret);
    const future = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: inDays(4), clientEmail: "future@example.com" }),
    });
    await confirmDemo(future.body.clientSecret);
    // "now" is four days on: the first event is over, the second is today
    const now = new Date(Date.now() + 4 * 86_400_000);
    const seededPast = await db.booking.count({ where: { status: "confirmed", eventDate: { lt: inDays(4) } } });
    expect(await completePastBookings(now)).toBe(seededPast);
    expect((await db.booking.findUniqueOrThrow({ where: { id: past.body.bookingId } })).status).toBe("completed");
    expect((await db.booking.findUniqueOrThrow({ where: { id: future.body.bookingId } })).status).toBe("confirmed");
    expect(await completePastBookings(now)).toBe(0);
  });

  it("records each run; a job that throws is recorded as failed and rethrown for the queue to retry", async () => {
    const failing: ScheduledJob = {
      name: "test-failing",
      cron: "* * * * *",
      description: "fails",
      run: async () => Promise.reject(new Error("SMTP down")),
    };
    await expect(runRecorded(failing)).rejects.toThrow("SMTP down");
    const expire = SCHEDULED_JOBS.find((job) => job.name === "holds-expire")!;
    expect(await runRecorded(expire)).toBe("0 holds expired");
    const runs = await db.jobRun.findMany({ orderBy: { id: "asc" } });
    expect(runs.map((r) => [r.name, r.outcome, r.summary ?? r.error])).toEqual([
      ["test-failing", "failed", "SMTP down"],
      ["holds-expire", "ok", "0 holds expired"],
    ]);
  });
});

describe("POST /api/jobs/tick", () => {
  const post = (authorization?: string) =>
    request("/api/jobs/tick", { method: "POST", headers: authorization ? { authorization } : {} }).then((req) =>
      tick(req),
    );

  it("is off without CRON_SECRET and refuses a wrong secret", async () => {
    await withCronSecret(undefined, async () => expect((await post("Bearer x")).status).toBe(404));
    await withCronSecret("s3cret-cron-value", async () => {
      expect((await post()).status).toBe(401);
      expect((await post("Bearer wrong-value-xxxxx")).status).toBe(401);
    });
    expect(await db.jobRun.count()).toBe(0);
  });

  it("runs every due job once, even when ticks arrive together, and again only at the next occurrence", async () => {
    const results = await withCronSecret("s3cret-cron-value", () =>
      Promise.all([
        post("Bearer s3cret-cron-value"),
        post("Bearer s3cret-cron-value"),
        post("Bearer s3cret-cron-value"),
      ]),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const runs = await db.jobRun.groupBy({ by: ["name"], _count: true });
    expect(Object.fromEntries(runs.map((r) => [r.name, r._count]))).toEqual(
      Object.fromEntries(SCHEDULED_JOBS.map((job) => [job.name, 1])),
    );
    // a minute later the every-minute jobs are due again; the others only when that minute starts
    // one of their own periods (a fifth minute, an hour), never twice for one occurrence
    const atMinute = new Date(Date.now() + 61_000);
    const later = await runDueJobs(atMinute);
    const ranLater = later.ran.map((r) => r.name).sort();
    const everyMinute = SCHEDULED_JOBS.filter((job) => job.cron === "* * * * *").map((job) => job.name);
    expect(everyMinute).toEqual(expect.arrayContaining(["holds-expire", "mail-deliver"]));
    expect(ranLater.filter((name) => everyMinute.includes(name))).toEqual([...everyMinute].sort());
    // any other job that ran again had an occurrence of its own schedule between the first tick and then
    const firstRuns = await db.jobRun.findMany({ orderBy: { id: "asc" } });
    for (const name of ranLater.filter((n) => !everyMinute.includes(n))) {
      const job = SCHEDULED_JOBS.find((j) => j.name === name)!;
      const first = firstRuns.find((run) => run.name === name)!;
      expect({ name, due: isDue(job.cron, first.startedAt, atMinute) }).toEqual({ name, due: true });
    }
  });
});

describe("GET /api/admin/jobs", () => {
  it("shows every job with its schedule, last and next run, and the outbox counts", async () => {
    await runDueJobs();
    await db.emailOutbox.create({ data: { to: "x@example.com", subject: "s", text: "t", status: "failed" } });
    const res = await adminJobs(await request("/api/admin/jobs", { as: await magician() }));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json();
    expect(body.mail).toEqual({ pending: 0, failed: 1 });
    expect(body.jobs.map((j: { name: string }) => j.name)).toEqual(SCHEDULED_JOBS.map((job) => job.name));
    const complete = body.jobs.find((j: { name: string }) => j.name === "bookings-complete");
    expect(complete).toMatchObject({
      schedule: "15 2 * * *",
      lastRun: { outcome: "ok", summary: "0 bookings completed" },
    });
    expect(new Date(complete.nextRun).getTime()).toBeGreaterThan(Date.now());
  });
});

describe("pg-boss on this database", () => {
  it("registers every schedule and a worker runs a queued job, recording the run", async () => {
    const { startWorkers, stopJobQueue } = await import("@/lib/server/jobs/queue");
    try {
      const boss = await startWorkers();
      const schedules = await boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron, s.timezone]).sort()).toEqual(
        SCHEDULED_JOBS.map((job) => [job.name, job.cron, "Europe/London"]).sort(),
      );
      await boss.send("holds-expire", {});
      const deadline = Date.now() + 30_000;
      let run = null;
      while (!run && Date.now() < deadline) {
        run = await db.jobRun.findFirst({ where: { name: "holds-expire", outcome: "ok" } });
        if (!run) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(run).toMatchObject({ outcome: "ok", summary: "0 holds expired" });
    } finally {
      await stopJobQueue();
    }
  });

  it("runs an occurrence delivered twice once: the second job finds the run claimed and ends without one", async () => {
    const { startWorkers, stopJobQueue } = await import("@/lib/server/jobs/queue");
    const job = SCHEDULED_JOBS.find((candidate) => candidate.name === "retention")!;
    try {
      const boss = await startWorkers([job]);
      const ids = [await boss.send(job.name, {}), await boss.send(job.name, {})];
      const deadline = Date.now() + 30_000;
      let states: string[] = [];
      while (Date.now() < deadline) {
        states = await Promise.all(ids.map(async (id) => (await boss.getJobById(job.name, id!))?.state ?? "gone"));
        if (states.every((state) => state === "completed")) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(states).toEqual(["completed", "completed"]);
      expect(await db.jobRun.count({ where: { name: job.name } })).toBe(1);
    } finally {
      await stopJobQueue();
    }
  });
});

describe("runIfDue", () => {
  it("runs each occurrence once across simultaneous callers, skips a late one a newer run covered, and runs the next", async () => {
    const { runIfDue } = await import("@/lib/server/jobs/runs");
    const job: ScheduledJob = {
      name: "test-every-minute",
      cron: "* * * * *",
      description: "",
      run: async () => "done",
    };
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const at = (seconds: number) => new Date(minute.getTime() + seconds * 1000);
    const together = await Promise.all([runIfDue(job, at(1)), runIfDue(job, at(2)), runIfDue(job, at(3))]);
    expect(together.filter((summary) => summary === "done")).toHaveLength(1);
    // this minute's occurrence, delivered again later in the minute, is already covered
    expect(await runIfDue(job, at(50))).toBeNull();
    expect(await runIfDue(job, at(61))).toBe("done");
    expect(await db.jobRun.count({ where: { name: job.name } })).toBe(2);
  });
});

describe("POST /api/admin/jobs/retry-mail", () => {
  it("puts failed mail back in the queue and records it in the audit log", async () => {
    const { POST: retryMail } = await import("@/app/api/admin/jobs/retry-mail/route");
    await db.emailOutbox.create({
      data: { to: "x@example.com", subject: "s", text: "t", status: "failed", attempts: 8 },
    });
    const res = await retryMail(await request("/api/admin/jobs/retry-mail", { method: "POST", as: await magician() }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ retried: 1 });
    expect(await db.emailOutbox.findFirstOrThrow()).toMatchObject({ status: "pending", attempts: 0 });
    expect(await db.auditLog.findFirstOrThrow({ where: { action: "mail.retry" } })).toMatchObject({
      after: { retried: 1 },
    });
  });
});

describe("a failed run", () => {
  it("does not count as the last run: the next tick runs the job again", async () => {
    const { claimRun } = await import("@/lib/server/jobs/runs");
    await db.jobRun.create({
      data: { name: "customer-reminders", outcome: "failed", error: "connection reset", startedAt: new Date() },
    });
    const seen: (Date | null)[] = [];
    const claimed = await claimRun("customer-reminders", async (last) => (seen.push(last), last === null), new Date());
    expect(seen).toEqual([null]);
    expect(claimed).not.toBeNull();
  });
});
