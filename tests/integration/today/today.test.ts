// The magician's day through the route handlers against a real database: the Today read (gigs in
// order, drives from home or the gig before, leave-by times), "On my way" (the arrival from the
// drive, the text queued when the client agreed to texts, the refusals) and the run sheets read back from the PDF.
import { PDFParse } from "pdf-parse";
import { GET as todayRoute } from "@/app/api/admin/today/route";
import { GET as daySheetsRoute } from "@/app/api/admin/run-sheets.pdf/route";
import { POST as onMyWayRoute } from "@/app/api/bookings/[id]/on-my-way/route";
import { GET as runSheetRoute } from "@/app/api/bookings/[id]/run-sheet.pdf/route";
import { arrivalTime } from "@/lib/domain/day-plan";
import { OPT_OUT_LINE } from "@/lib/domain/sms";
import { DEFAULT_TRAVEL_SETTINGS } from "@/lib/domain/travel";
import { SMS_CONSENT_WORDING } from "@/lib/validation/sms";
import { magician, request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { addDays, call, createBooking, expectMagicianOnly, londonToday } from "../admin/helpers";

jest.setTimeout(120_000);

type Handler = Parameters<typeof call>[0];
const TODAY = londonToday();

// The travel table: Glasgow 20 minutes from home, Edinburgh 75 (no maps service in tests).
const AREAS = [
  { area: "G", minutes: 20, miles: 6 },
  { area: "EH", minutes: 75, miles: 47 },
];

beforeEach(async () => {
  await resetAndSeed();
  await db.user.updateMany({
    where: { role: "magician" },
    data: { travelSettings: { ...DEFAULT_TRAVEL_SETTINGS, areas: AREAS }, homePostcode: "G1 1AA" },
  });
});
afterAll(() => db.$disconnect());

/** An Edinburgh lunch then a Glasgow evening, today: the evening is driven from Edinburgh, not from home. Only the evening's client agreed to texts. */
async function twoGigs(date = TODAY) {
  const evening = await createBooking({
    eventDate: date,
    startTime: "19:00",
    endTime: "20:00",
    eventLocation: "Kelvingrove",
    eventAddress: "Kelvingrove, Argyle St, Glasgow G3 8AG",
    eventPostcode: "G3 8AG",
    clientPhone: "07700 900123",
    status: "confirmed",
    smsConsentAt: new Date(),
    smsConsentWording: SMS_CONSENT_WORDING,
  });
  const lunch = await createBooking({
    eventDate: date,
    startTime: "12:00",
    endTime: "13:00",
    eventLocation: "The Balmoral",
    eventAddress: "1 Princes St, Edinburgh EH1 1AA",
    eventPostcode: "EH1 1AA",
    status: "confirmed",
  });
  return { lunch, evening };
}

/** A PDF route's answer to the magician, as its text. */
async function pdfText(handler: Handler, path: string, params: Record<string, string> = {}): Promise<string> {
  const response = await handler(await request(path, { as: await magician() }), { params: Promise.resolve(params) });
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  return (await parser.getText()).text;
}

describe("GET /api/admin/today", () => {
  it("lists the day's gigs in order with the drive from home or from the gig before, and the leave-by time", async () => {
    const { lunch, evening } = await twoGigs();
    await createBooking({ eventDate: TODAY, startTime: "15:00", endTime: "16:00", status: "cancelled" });
    await createBooking({ eventDate: addDays(TODAY, 1), startTime: "10:00", endTime: "11:00", status: "confirmed" });

    const { status, body } = await call(todayRoute as Handler, "/api/admin/today");
    expect(status).toBe(200);
    expect(body.date).toBe(TODAY);
    expect(body.isToday).toBe(true);
    expect(body.gigs.map((g: { id: number }) => g.id)).toEqual([lunch.id, evening.id]);
    expect(body.gigs[0]).toMatchObject({
      from: { kind: "home" },
      driveMinutes: 75,
      driveSource: "table",
      leaveBy: "10:45",
      postcode: "EH1 1AA",
    });
    expect(body.gigs[1]).toMatchObject({
      from: { kind: "gig", bookingId: lunch.id },
      // the table's cautious drive between two venues: the larger of their rows from home
      driveMinutes: 75,
      leaveBy: "17:45",
      callHref: "tel:07700900123",
      directionsHref: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent("Kelvingrove, Argyle St, Glasgow G3 8AG")}`,
    });

    const other = await call(todayRoute as Handler, `/api/admin/today?date=${addDays(TODAY, 1)}`);
    expect(other.body).toMatchObject({ isToday: false, gigs: [{ from: { kind: "home" }, leaveBy: null }] });
  });

  it("refuses a bad date with a field message, and anyone but the magician", async () => {
    const bad = await call(todayRoute as Handler, "/api/admin/today?date=2026-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ date: "Please select a valid date." });
    await expectMagicianOnly(todayRoute as Handler, "/api/admin/today");
  });
});

describe("POST /api/bookings/{id}/on-my-way", () => {
  const post = (id: number) =>
    call(onMyWayRoute as Handler, `/api/bookings/${id}/on-my-way`, { method: "POST", params: { id: String(id) } });

  it("texts an arrival of now + the drive from the gig before, queued through the text queue and audited", async () => {
    const { lunch, evening } = await twoGigs();
    const before = new Date();
    const { status, body } = await post(evening.id);
    const after = new Date();
    expect(status).toBe(200);
    // Edinburgh → Glasgow by the table: 75 minutes from the lunch's venue (home would be 20)
    expect(body).toMatchObject({ bookingId: evening.id, driveMinutes: 75, from: { kind: "gig", bookingId: lunch.id } });
    expect([arrivalTime(before, 75), arrivalTime(after, 75)]).toContain(body.arrivalTime);
    expect(body.body).toBe(`Summon a Magician is on the way and expects to arrive at about ${body.arrivalTime}`);
    // the client agreed to texts: queued, due at once, with the answer's words
    expect(body).toMatchObject({ queued: true, reason: null });
    const text = await db.smsOutbox.findFirstOrThrow({ where: { bookingId: evening.id } });
    expect(text).toMatchObject({ kind: "on-my-way", to: "+447700900123", body: `${body.body} ${OPT_OUT_LINE}` });
    expect(body.sendAfter).toBe(text.sendAfter.toISOString());

    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "booking.on-my-way" } });
    expect(audit).toMatchObject({ entity: "booking", entityId: String(evening.id), actorName: expect.any(String) });
    expect(audit.after).toMatchObject({ arrivalTime: body.arrivalTime, driveMinutes: 75, queued: body.queued });
  });

  it("drives the first gig from home, and answers why the text was not queued (no consent)", async () => {
    const { lunch } = await twoGigs();
    const { status, body } = await post(lunch.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      from: { kind: "home" },
      driveMinutes: 75,
      queued: false,
      reason: "no-consent",
      sendAfter: null,
    });
    expect(await db.smsOutbox.count({ where: { bookingId: lunch.id } })).toBe(0);
  });

  it("queues the first gig's text once its client has agreed to texts", async () => {
    const { lunch } = await twoGigs();
    await db.booking.update({
      where: { id: lunch.id },
      data: { smsConsentAt: new Date(), smsConsentWording: SMS_CONSENT_WORDING },
    });
    const { body } = await post(lunch.id);
    expect(body).toMatchObject({ from: { kind: "home" }, queued: true, reason: null });
    const text = await db.smsOutbox.findFirstOrThrow({ where: { bookingId: lunch.id } });
    expect(body.sendAfter).toBe(text.sendAfter.toISOString());
  });

  it("refuses a booking not today, a cancelled one, an unknown drive, an unknown booking, and anyone but the magician", async () => {
    // every client here agreed to texts: a refusal still texts nobody
    const consent = { smsConsentAt: new Date(), smsConsentWording: SMS_CONSENT_WORDING };
    const tomorrow = await createBooking({
      eventDate: addDays(TODAY, 1),
      status: "confirmed",
      eventPostcode: "G3 8AG",
      ...consent,
    });
    const notToday = await post(tomorrow.id);
    expect(notToday.status).toBe(409);
    expect(notToday.body).toMatchObject({ code: "not-today" });
    expect(notToday.body.error).toMatch(/today's gigs/);

    const cancelled = await createBooking({
      eventDate: TODAY,
      status: "cancelled",
      eventPostcode: "G3 8AG",
      ...consent,
    });
    const refused = await post(cancelled.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "not-performing" });

    const unknown = await createBooking({ eventDate: TODAY, status: "confirmed", eventPostcode: null, ...consent });
    const noDrive = await post(unknown.id);
    expect(noDrive.status).toBe(409);
    expect(noDrive.body).toMatchObject({ code: "unknown-drive" });

    expect((await post(999_999)).status).toBe(404);
    await expectMagicianOnly(onMyWayRoute as Handler, `/api/bookings/${tomorrow.id}/on-my-way`, {
      method: "POST",
      params: { id: String(tomorrow.id) },
    });
    // nothing was texted or recorded for a refusal
    expect(await db.smsOutbox.count()).toBe(0);
    expect(await db.auditLog.count({ where: { action: "booking.on-my-way" } })).toBe(0);
  });
});

describe("run sheets", () => {
  it("holds the gig's day: times, leave-by and drive, venue, parking, phone, services, answers, notes and the balance", async () => {
    const { lunch, evening } = await twoGigs();
    await db.booking.update({
      where: { id: evening.id },
      data: {
        paymentType: "deposit",
        totalPence: 30000,
        paidPence: 10000,
        additionalInfo: "Speeches at 19:30.\nSide door by the car park.",
      },
    });
    // The evening's planning questionnaire, as the client left it (its questions are a wedding's).
    const asked = ["The birthday child's name", "Where can you park?", "Anything else?"];
    const questions = await Promise.all(
      asked.map((text, position) =>
        db.questionnaireQuestion.create({ data: { eventType: evening.eventType, position, kind: "short-text", text } }),
      ),
    );
    for (const [question, answer] of [
      [questions[0]!, "Morag"],
      [questions[1]!, "Behind the hall"],
    ] as const)
      await db.questionnaireAnswer.create({
        data: { bookingId: evening.id, questionId: question.id, questionText: question.text, answer },
      });

    const text = await pdfText(runSheetRoute as Handler, `/api/bookings/${evening.id}/run-sheet.pdf`, {
      id: String(evening.id),
    });
    for (const expected of [
      "Run sheet",
      "19:00–20:00",
      "Leave by",
      "17:45",
      "1 h 15 min, 47 miles from The Balmoral (the gig before)",
      "Kelvingrove",
      "Glasgow G3 8AG",
      "Available at the venue",
      "07700 900123",
      "Close-Up Magic",
      "Planning questionnaire",
      "The birthday child's name",
      "Morag",
      "Behind the hall",
      "Not answered",
      "Speeches at 19:30.",
      "Side door by the car park.",
      "£200.00 to collect on the day",
    ])
      expect(text).toContain(expected);

    // A day's sheets in one PDF, in start order.
    const dayText = await pdfText(daySheetsRoute as Handler, `/api/admin/run-sheets.pdf?date=${TODAY}`);
    expect(dayText.indexOf("The Balmoral")).toBeGreaterThan(-1);
    expect(dayText.indexOf("The Balmoral")).toBeLessThan(dayText.indexOf("Kelvingrove"));
    expect(dayText).toContain(`booking #${lunch.id}`);
    expect(dayText).toContain("£300.00 to collect on the day");
    expect(dayText).toContain("£200.00 to collect on the day");
  });

  it("says so when nothing is answered yet; 404 for an unknown booking; 400 for a bad date; magician only", async () => {
    const { lunch } = await twoGigs();
    const text = await pdfText(runSheetRoute as Handler, `/api/bookings/${lunch.id}/run-sheet.pdf`, {
      id: String(lunch.id),
    });
    expect(text).toContain("Planning questionnaire");
    expect(text).toContain("No answers yet.");
    expect(text).toContain("from home");

    const missing = await call(runSheetRoute as Handler, "/api/bookings/999999/run-sheet.pdf", {
      params: { id: "999999" },
    });
    expect(missing.status).toBe(404);
    const bad = await call(daySheetsRoute as Handler, "/api/admin/run-sheets.pdf?date=tomorrow");
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ date: "Please select a valid date." });
    await expectMagicianOnly(runSheetRoute as Handler, `/api/bookings/${lunch.id}/run-sheet.pdf`, {
      params: { id: String(lunch.id) },
    });
  });
});
