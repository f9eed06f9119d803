/** @jest-environment node */
// Busy events of the magician's own calendars (ICS feeds and Google alike) obey the rules of a booking:
// the availability route, the wizard's calendar, the checkout's 409 under the lock, the magician's
// reschedule, the all-day setting and, with a postcode, the drive to and from the outside engagement.
import { POST as addFeed } from "@/app/api/admin/calendars/feeds/route";
import { GET as availabilityRoute } from "@/app/api/availability/route";
import { GET as bookingsPublic } from "@/app/api/bookings-public/route";
import { POST as moveRoute } from "@/app/api/bookings/[id]/reschedule/route";
import { PATCH as patchSettings } from "@/app/api/settings/route";
import { londonDateTime } from "@/lib/domain/dates";
import { listBusyEventsForMagician, listBusyPieces } from "@/lib/server/availability/busy-events";
import { db, resetAndSeed } from "../../support/db";
import { icsLocal, icsOf, startIcsServer, type IcsServer } from "../../support/ics-server";
import { call as adminCall, createBooking } from "../admin/helpers";
import { call, createIntent, inDays, wizardDetails } from "../public-api/helpers";

jest.setTimeout(120_000);

type Handler = (r: Request) => Promise<Response>;
const DATE = inDays(30);
const ABERDEEN_ADDRESS = "Music Hall, Union St, Aberdeen AB10 1QS";
const CANNOT_REACH = "The magician cannot reach this venue in time from another booking that day.";
let server: IcsServer;

beforeAll(async () => {
  server = await startIcsServer();
});
afterAll(async () => {
  await server.close();
  await db.$disconnect();
});
beforeEach(async () => {
  await resetAndSeed();
  server.routes.clear();
});

async function times(date = DATE, postcode?: string) {
  const query = `date=${date}&duration=60${postcode ? `&postcode=${encodeURIComponent(postcode)}` : ""}`;
  const { status, body } = await call(availabilityRoute as Handler, `/api/availability?${query}`);
  expect(status).toBe(200);
  return body as { times: string[]; activeCount: number };
}

/** A busy row as the sync writes it (London wall-clock times on `date`). */
async function busy(date: string, from: string, to: string, extra: Record<string, unknown> = {}) {
  return db.calendarBusyEvent.create({
    data: {
      source: "google",
      calendarKey: "primary",
      occurrenceKey: `${date}-${from}-${Math.random()}`,
      title: "Secret agency gig",
      startsAt: londonDateTime(date, from),
      endsAt: londonDateTime(date, to),
      allDay: false,
      ...extra,
    },
  });
}

describe("busy events in availability", () => {
  it("an ICS feed's event takes its time and buffers out of the wizard's times, shows untitled to the wizard, and the checkout is refused with 409", async () => {
    const before = await times();
    expect(before.times).toContain("15:00");
    server.routes.set(
      "/diary.ics",
      icsOf([
        "UID:gig@test",
        "SUMMARY:Secret agency gig",
        `DTSTART;TZID=Europe/London:${icsLocal(DATE, "15:00")}`,
        `DTEND;TZID=Europe/London:${icsLocal(DATE, "17:00")}`,
      ]),
    );
    const added = await adminCall(addFeed as never, "/api/admin/calendars/feeds", {
      body: { name: "Diary", url: `${server.origin}/diary.ics` },
    });
    expect(added.body).toEqual({ id: expect.any(Number), events: 1 });

    const after = await times();
    // 15:00–17:00 blocks [14:00, 18:00) like blocked hours: a 60-minute show needs an hour after it
    expect(after.times).toContain("12:00");
    for (const t of ["13:30", "14:00", "15:00", "16:30", "17:30"]) expect(after.times).not.toContain(t);
    expect(after.times).toContain("18:00");
    expect(after.activeCount).toBe(1);

    const shown = await call(bookingsPublic as Handler, `/api/bookings-public?from=${DATE}&to=${DATE}`);
    expect(shown.body).toEqual([{ eventDate: DATE, startTime: "15:00", endTime: "17:00", paymentStatus: "completed" }]);
    expect(JSON.stringify(shown.body) + JSON.stringify(after)).not.toContain("Secret");

    const refused = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: DATE, startTime: "16:00" }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe("Time unavailable");
    expect(JSON.stringify(refused.body)).not.toContain("Secret");
    const free = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: DATE, startTime: "18:00" }),
    });
    expect(free.status).toBe(200);

    // the magician's own calendar reads them with their titles
    const mine = await listBusyEventsForMagician(DATE, DATE);
    expect(mine.map((e) => e.title)).toEqual(["Secret agency gig"]);
  });

  it("an all-day event blocks the whole London day unless the setting is off", async () => {
    const day = inDays(32);
    await db.calendarBusyEvent.create({
      data: {
        source: "ics",
        calendarKey: "1",
        occurrenceKey: "family",
        title: "Family day",
        startsAt: londonDateTime(day),
        endsAt: londonDateTime(inDays(33)),
        allDay: true,
      },
    });
    expect((await times(day)).times).toEqual([]);
    // the day before keeps its evening, less the hour before midnight that a booking there would also take
    expect((await times(inDays(31))).times).toContain("21:00");
    expect((await times(inDays(33))).times).toContain("09:00");
    const off = await adminCall(patchSettings as never, "/api/settings", {
      method: "PATCH",
      body: { calendars: { allDayEventsBlock: false } },
    });
    expect(off.status).toBe(200);
    expect(off.body.calendars).toEqual({ allDayEventsBlock: false });
    expect((await times(day)).times).toContain("15:00");
  });

  it("an event running past midnight blocks the next morning's early times too", async () => {
    await db.calendarBusyEvent.create({
      data: {
        source: "ics",
        calendarKey: "1",
        occurrenceKey: "late",
        title: "Late",
        startsAt: londonDateTime(inDays(29), "22:00"),
        endsAt: londonDateTime(DATE, "09:30"),
        allDay: false,
      },
    });
    const day = await times();
    expect(day.times).not.toContain("09:00");
    expect(day.times).not.toContain("10:00");
    expect(day.times).toContain("10:30");
  });

  it("with a postcode, the drive to and from the outside engagement is kept like a booking's venue", async () => {
    await busy(DATE, "13:00", "15:00", { location: "Kelvingrove, Glasgow G3 8AG", postcode: "G3 8AG" });
    const plain = await times();
    expect(plain.times).toContain("16:00");
    const aberdeen = await times(DATE, "AB10 1QS");
    expect(aberdeen.times).not.toContain("16:00");
    expect(aberdeen.times.filter((t) => t > "13:00")[0]).toBe("18:00");

    const refused = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: DATE, startTime: "16:00", eventAddress: ABERDEEN_ADDRESS }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(CANNOT_REACH);
    expect(await db.booking.count({ where: { eventDate: DATE } })).toBe(0);
  });

  it("without a postcode only the 60-minute buffers apply", async () => {
    await busy(DATE, "13:00", "15:00");
    expect((await times(DATE, "AB10 1QS")).times).toContain("16:00");
  });

  it("the magician's move is held to the same rule", async () => {
    await busy(DATE, "18:00", "21:00");
    const booking = await createBooking({
      eventDate: inDays(31),
      startTime: "19:00",
      endTime: "20:00",
      status: "confirmed",
      paymentStatus: "completed",
    });
    const moved = await adminCall(moveRoute as never, `/api/bookings/${booking.id}/reschedule`, {
      method: "POST",
      body: { eventDate: DATE, startTime: "19:00" },
      params: { id: String(booking.id) },
    });
    expect(moved.status).toBe(409);
    expect(JSON.stringify(moved.body)).not.toContain("Secret");
    const fine = await adminCall(moveRoute as never, `/api/bookings/${booking.id}/reschedule`, {
      method: "POST",
      body: { eventDate: DATE, startTime: "15:00" },
      params: { id: String(booking.id) },
    });
    expect(fine.status).toBe(200);
  });

  it("leaves the days around London's clock change right", async () => {
    // 25 Oct 2026: an event 23:00 (BST) on the 24th to 03:00 (GMT) on the 25th is 5 hours long
    await db.calendarBusyEvent.create({
      data: {
        source: "ics",
        calendarKey: "1",
        occurrenceKey: "dst",
        title: "Party",
        startsAt: new Date("2026-10-24T22:00:00Z"),
        endsAt: new Date("2026-10-25T03:00:00Z"),
        allDay: false,
      },
    });
    expect(await listBusyPieces("2026-10-24", "2026-10-25")).toEqual([
      { eventDate: "2026-10-24", startTime: "23:00", minutes: 60, postcode: null },
      { eventDate: "2026-10-25", startTime: "00:00", minutes: 240, postcode: null },
    ]);
  });
});
