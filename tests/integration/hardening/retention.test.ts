// Data retention (lib/server/retention) on fixed clocks: booking records 7 years, payment data 6,
// communication 3, technical logs 12 months; idempotent and safe to run daily.
import { ANONYMISED, applyRetention } from "@/lib/server/retention";
import { db, truncateAll } from "../../support/db";

afterAll(() => db.$disconnect());

const NOW = new Date("2033-06-15T10:00:00Z");
// Cut-offs for NOW: bookings 2026-06-15, payments 2027-06-15, communication 2030-06-15,
// technical logs 2032-06-15, rate-limit counters 2033-06-14T10:00Z.

let counter = 0;
async function booking(eventDate: string, createdAt: string, extra: Record<string, unknown> = {}) {
  counter += 1;
  return db.booking.create({
    data: {
      clientName: "Jane Client",
      clientEmail: "jane@example.com",
      clientPhone: "07700 900000",
      eventLocation: "1 Private Road, Glasgow",
      eventAddress: "1 Private Road, Glasgow G1 1AA",
      eventType: "birthday",
      eventDate,
      startTime: "14:00",
      endTime: "15:00",
      guestCount: 20,
      selectedServices: [{ id: 1, title: "Close-Up Magic", price: 250 }],
      duration: "60",
      additionalInfo: "Gate code 1234",
      totalPence: 27500,
      paidPence: 27500,
      paymentType: "full",
      paymentStatus: "completed",
      status: "completed",
      stripePaymentId: `pi_retention_${counter}`,
      paymentFailureReason: null,
      createdAt: new Date(createdAt),
      ...extra,
    },
  });
}

async function lead(at: string) {
  const row = await db.lead.create({
    data: {
      name: "Lead Person",
      email: "lead@example.com",
      phone: "07700 900001",
      eventType: "wedding",
      location: "Glasgow",
      message: "Please call me",
    },
  });
  await db.$executeRaw`UPDATE leads SET "createdAt" = ${new Date(at)}, "updatedAt" = ${new Date(at)} WHERE id = ${row.id}`;
  return row;
}

/** A quote created (and last touched) at `at`; `signedFor` signs it for that event date. */
async function quote(at: string, signedFor?: string) {
  const row = await db.quote.create({
    data: {
      clientName: "Quote Client",
      clientEmail: "quote@example.com",
      clientPhone: "07700 900002",
      eventType: "wedding",
      eventDate: signedFor ?? "2031-01-01",
      startTime: "18:00",
      durationMinutes: 60,
      eventLocation: "The Grand Hall",
      eventAddress: "2 Hall Street, Glasgow G2 2BB",
      guestCount: 80,
      lines: [{ description: "Close-Up Magic", amountPence: 25000 }],
      paymentType: "full",
      expiresOn: "2031-01-01",
      note: "Ask for Morag at the door",
      status: signedFor ? "paid" : "sent",
      ...(signedFor && {
        acceptedAt: new Date(at),
        signedName: "Quote Client",
        signedIp: "203.0.113.9",
        signedUserAgent: "Mozilla/5.0",
        termsVersion: "2025-01",
        agreementSha256: "a".repeat(64),
        agreementText: "I, Quote Client, agree…",
      }),
    },
  });
  await db.$executeRaw`UPDATE quotes SET "createdAt" = ${new Date(at)}, "updatedAt" = ${new Date(at)} WHERE id = ${row.id}`;
  return row;
}

async function seedHistory() {
  const ids = {
    oldBooking: (await booking("2026-06-01", "2026-01-10T12:00:00Z")).id,
    // event after the 7-year cut-off but before the 6-year one: keeps its record, loses its payment data
    paymentOnly: (await booking("2026-07-01", "2026-01-10T12:00:00Z", { paymentFailureReason: "card_declined" })).id,
    recentBooking: (await booking("2028-01-01", "2027-12-01T12:00:00Z")).id,
    oldLead: (await lead("2030-01-01T12:00:00Z")).id,
    recentLead: (await lead("2030-12-01T12:00:00Z")).id,
    // never signed: communication, 3 years from its last change
    oldQuote: (await quote("2030-01-01T12:00:00Z")).id,
    recentQuote: (await quote("2030-12-01T12:00:00Z")).id,
    // signed: the booking's contract, 7 years from the event
    oldSignedQuote: (await quote("2026-01-10T12:00:00Z", "2026-06-01")).id,
    signedQuote: (await quote("2026-01-10T12:00:00Z", "2026-07-01")).id,
  };
  await db.paymentIntent.createMany({
    data: [
      {
        id: "pi_old",
        provider: "demo",
        purpose: "booking",
        amountPence: 27500,
        createdAt: new Date("2026-01-01T00:00:00Z"),
      },
      {
        id: "pi_old_registration",
        provider: "demo",
        purpose: "registration",
        amountPence: 2500,
        createdAt: new Date("2027-01-01T00:00:00Z"),
      },
      {
        id: "pi_recent",
        provider: "demo",
        purpose: "booking",
        amountPence: 27500,
        bookingId: ids.recentBooking,
        createdAt: new Date("2027-12-01T00:00:00Z"),
      },
    ],
  });
  await db.user.createMany({
    data: [
      {
        username: "oldbar",
        password: "x",
        email: "old@bar.example",
        role: "bar-client",
        registrationPaid: true,
        registrationPaymentId: "pi_old_registration",
        createdAt: new Date("2027-01-01T00:00:00Z"),
      },
      {
        username: "newbar",
        password: "x",
        email: "new@bar.example",
        role: "bar-client",
        registrationPaid: true,
        registrationPaymentId: "pi_new_registration",
        createdAt: new Date("2031-01-01T00:00:00Z"),
      },
    ],
  });
  await db.emailOutbox.createMany({
    data: [
      {
        to: "jane@example.com",
        subject: "Old",
        text: "old",
        status: "sent",
        createdAt: new Date("2030-01-01T00:00:00Z"),
      },
      {
        to: "jane@example.com",
        subject: "Recent",
        text: "recent",
        status: "sent",
        createdAt: new Date("2031-01-01T00:00:00Z"),
      },
    ],
  });
  await db.paymentEvent.createMany({
    data: [
      { id: "evt_old", type: "payment_intent.succeeded", createdAt: new Date("2032-06-01T00:00:00Z") },
      { id: "evt_recent", type: "payment_intent.succeeded", createdAt: new Date("2032-07-01T00:00:00Z") },
    ],
  });
  await db.auditLog.createMany({
    data: [
      {
        action: "update",
        entity: "booking",
        entityId: "1",
        before: { clientName: "Jane" },
        createdAt: new Date("2032-06-01T00:00:00Z"),
      },
      { action: "update", entity: "booking", entityId: "2", createdAt: new Date("2032-07-01T00:00:00Z") },
    ],
  });
  await db.rateLimitHit.createMany({
    data: [
      { key: "sign-in:ip:1.2.3.4", createdAt: new Date("2033-06-14T09:00:00Z") },
      { key: "sign-in:ip:1.2.3.4", createdAt: new Date("2033-06-15T09:00:00Z") },
    ],
  });
  await db.sentNotice.createMany({
    data: [
      { key: "agenda:2033-05-01", sentAt: new Date("2033-05-01T06:00:00Z") },
      { key: "agenda:2033-06-14", sentAt: new Date("2033-06-14T06:00:00Z") },
    ],
  });
  // a receipt issued before the 6-year cut-off (2027-06-15) goes; one issued after stays
  const document = (number: string, issuedAt: string) => ({
    number,
    year: Number(number.slice(4, 8)),
    sequence: Number(number.slice(9)),
    kind: "receipt",
    movementId: `pi_${number}`,
    intentId: `pi_${number}`,
    amountPence: 27500,
    vatPence: 0,
    issuedAt: new Date(issuedAt),
    seller: {},
    buyer: { name: "Old Client", email: "old@example.com" },
    lines: [],
  });
  await db.document.createMany({
    data: [document("SAM-2027-0001", "2027-06-14T10:00:00Z"), document("SAM-2027-0002", "2027-06-16T10:00:00Z")],
  });
  await db.jobRun.createMany({
    data: [
      { name: "holds-expire", outcome: "ok", startedAt: new Date("2033-05-01T09:00:00Z") },
      { name: "holds-expire", outcome: "ok", startedAt: new Date("2033-06-01T09:00:00Z") },
    ],
  });
  return ids;
}

/** Every row of the tables retention touches, for before/after comparisons. */
async function snapshot() {
  return JSON.stringify(
    await Promise.all([
      db.booking.findMany({ orderBy: { id: "asc" } }),
      db.lead.findMany({ orderBy: { id: "asc" } }),
      db.quote.findMany({ orderBy: { id: "asc" } }),
      db.paymentIntent.findMany({ orderBy: { id: "asc" } }),
      db.user.findMany({ orderBy: { id: "asc" } }),
      db.emailOutbox.findMany({ orderBy: { id: "asc" } }),
      db.paymentEvent.findMany({ orderBy: { id: "asc" } }),
      db.auditLog.findMany({ orderBy: { id: "asc" } }),
      db.rateLimitHit.findMany({ orderBy: { id: "asc" } }),
    ]),
    (_key, value) => (typeof value === "bigint" ? value.toString() : value),
  );
}

beforeEach(() => truncateAll());

it("anonymises, clears and deletes exactly what is past its period", async () => {
  const ids = await seedHistory();
  // the client's answers to the planning questionnaire are the booking's personal data
  const question = await db.questionnaireQuestion.create({
    data: { eventType: "wedding", position: 0, kind: "short-text", text: "Names?" },
  });
  for (const bookingId of [ids.oldBooking, ids.recentBooking])
    await db.questionnaireAnswer.create({
      data: { bookingId, questionId: question.id, questionText: "Names?", answer: "Jane and John" },
    });
  const report = await applyRetention(db, { now: NOW });
  expect((await db.questionnaireAnswer.findMany()).map((a) => a.bookingId)).toEqual([ids.recentBooking]);
  expect(report.counts).toEqual({
    bookingsAnonymised: 1,
    bookingPaymentReferencesCleared: 1,
    paymentIntentsDeleted: 2,
    registrationPaymentReferencesCleared: 1,
    documentsDeleted: 1,
    leadsAnonymised: 1,
    quotesAnonymised: 2,
    emailsDeleted: 1,
    textsDeleted: 0,
    paymentEventsDeleted: 1,
    auditLogDeleted: 1,
    rateLimitHitsDeleted: 1,
    jobRunsDeleted: 1,
    sentNoticesDeleted: 1,
    waitlistEntriesDeleted: 0,
  });
  expect((await db.document.findMany()).map((d) => d.number)).toEqual(["SAM-2027-0002"]);

  const old = await db.booking.findUniqueOrThrow({ where: { id: ids.oldBooking } });
  expect(old).toMatchObject({
    clientName: ANONYMISED,
    clientEmail: "",
    clientPhone: "",
    eventLocation: ANONYMISED,
    eventAddress: null,
    additionalInfo: null,
    stripePaymentId: null,
    eventDate: "2026-06-01",
    startTime: "14:00",
  });
  expect(old.anonymisedAt?.toISOString()).toBe(NOW.toISOString());
  expect(old.totalPence).toBe(27500); // the figures stay for the accounts

  const paymentOnly = await db.booking.findUniqueOrThrow({ where: { id: ids.paymentOnly } });
  expect(paymentOnly).toMatchObject({
    clientName: "Jane Client",
    clientEmail: "jane@example.com",
    stripePaymentId: null,
    paymentFailureReason: null,
    anonymisedAt: null,
  });

  const recent = await db.booking.findUniqueOrThrow({ where: { id: ids.recentBooking } });
  expect(recent).toMatchObject({
    clientName: "Jane Client",
    stripePaymentId: expect.stringMatching(/^pi_retention_/),
    anonymisedAt: null,
  });

  expect((await db.paymentIntent.findMany()).map((row) => row.id)).toEqual(["pi_recent"]);
  const bars = await db.user.findMany({ orderBy: { username: "asc" } });
  expect(bars.map((user) => [user.username, user.registrationPaymentId, user.registrationPaid])).toEqual([
    ["newbar", "pi_new_registration", true],
    ["oldbar", null, true],
  ]);

  expect(await db.lead.findUniqueOrThrow({ where: { id: ids.oldLead } })).toMatchObject({
    name: ANONYMISED,
    email: "",
    phone: "",
    location: null,
    message: "",
  });
  expect(await db.lead.findUniqueOrThrow({ where: { id: ids.recentLead } })).toMatchObject({
    name: "Lead Person",
    email: "lead@example.com",
    anonymisedAt: null,
  });

  const anonymisedQuote = {
    clientName: ANONYMISED,
    clientEmail: "",
    clientPhone: "",
    eventLocation: ANONYMISED,
    eventAddress: null,
    note: null,
    signedName: null,
    signedIp: null,
    signedUserAgent: null,
    agreementText: null,
    linkVersion: 2, // every link sent so far now answers 404
    anonymisedAt: NOW,
    lines: [{ description: "Close-Up Magic", amountPence: 25000 }], // the figures stay
  };
  expect(await db.quote.findUniqueOrThrow({ where: { id: ids.oldQuote } })).toMatchObject(anonymisedQuote);
  expect(await db.quote.findUniqueOrThrow({ where: { id: ids.oldSignedQuote } })).toMatchObject({
    ...anonymisedQuote,
    agreementSha256: "a".repeat(64),
    termsVersion: "2025-01",
  });
  for (const id of [ids.recentQuote, ids.signedQuote]) {
    expect(await db.quote.findUniqueOrThrow({ where: { id } })).toMatchObject({
      clientName: "Quote Client",
      clientEmail: "quote@example.com",
      linkVersion: 1,
      anonymisedAt: null,
    });
  }

  expect((await db.emailOutbox.findMany()).map((row) => row.subject)).toEqual(["Recent"]);
  expect((await db.paymentEvent.findMany()).map((row) => row.id)).toEqual(["evt_recent"]);
  expect((await db.auditLog.findMany()).map((row) => row.entityId)).toEqual(["2"]);
  expect((await db.rateLimitHit.findMany()).map((row) => row.createdAt.toISOString())).toEqual([
    "2033-06-15T09:00:00.000Z",
  ]);
});

it("is idempotent: a second run on the same clock changes nothing", async () => {
  await seedHistory();
  await applyRetention(db, { now: NOW });
  const before = await snapshot();
  const again = await applyRetention(db, { now: NOW });
  expect(Object.values(again.counts).every((count) => count === 0)).toBe(true);
  expect(await snapshot()).toBe(before);
});

it("a dry run counts without changing anything", async () => {
  await seedHistory();
  const before = await snapshot();
  const dry = await applyRetention(db, { now: NOW, dryRun: true });
  expect(dry.dryRun).toBe(true);
  expect(dry.counts.bookingsAnonymised).toBe(1);
  expect(dry.counts.leadsAnonymised).toBe(1);
  expect(dry.counts.quotesAnonymised).toBe(2);
  expect(await snapshot()).toBe(before);
});

it("run daily, each day handles only what has just passed its period", async () => {
  await seedHistory();
  // Nothing is past its period 8 years earlier.
  const early = await applyRetention(db, { now: new Date("2025-06-15T10:00:00Z") });
  expect(Object.values(early.counts).every((count) => count === 0)).toBe(true);
  await applyRetention(db, { now: NOW });
  // The booking of 2026-07-01 passes its 7 years on 2033-07-01 (London), not the day before.
  const dayBefore = await applyRetention(db, { now: new Date("2033-07-01T22:00:00Z") }); // 23:00 BST, still 1 July in London
  expect(dayBefore.counts.bookingsAnonymised).toBe(0);
  const nextDay = await applyRetention(db, { now: new Date("2033-07-02T03:00:00Z") });
  expect(nextDay.counts.bookingsAnonymised).toBe(1);
});
