// "On my way" through the real text queue (no stand-in for the queue): a client who agreed to texts
// is texted the arrival (now + the drive from home or from the gig before) with the same words the
// answer shows, at once even in quiet hours; after a signed STOP from that number through the
// inbound route, nothing is queued and the answer says why.
import { getExpectedTwilioSignature } from "twilio";
import { POST as onMyWayRoute } from "@/app/api/bookings/[id]/on-my-way/route";
import { POST as inbound } from "@/app/api/sms/inbound/route";
import { arrivalTime } from "@/lib/domain/day-plan";
import { londonDateTime } from "@/lib/domain/dates";
import { OPT_OUT_LINE } from "@/lib/domain/sms";
import { DEFAULT_TRAVEL_SETTINGS } from "@/lib/domain/travel";
import { siteUrl } from "@/lib/server/env";
import { SMS_CONSENT_WORDING } from "@/lib/validation/sms";
import { db, resetAndSeed } from "../../support/db";
import { call, createBooking, londonToday } from "../admin/helpers";

jest.setTimeout(120_000);

type Handler = Parameters<typeof call>[0];
const TODAY = londonToday();
const TOKEN = "twilio-test-auth-token";
const MOBILE = "+447700900123";

/** The clock at `time` London today (only Date is faked: the database's timers keep running). */
function clockAt(time: string): Date {
  const now = londonDateTime(TODAY, time);
  jest.useFakeTimers({
    now,
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
  return now;
}

beforeEach(async () => {
  jest.useRealTimers();
  await resetAndSeed();
  // Glasgow 20 minutes from home, Edinburgh 75 (the travel table; no maps service in tests).
  await db.user.updateMany({
    where: { role: "magician" },
    data: {
      travelSettings: {
        ...DEFAULT_TRAVEL_SETTINGS,
        areas: [
          { area: "G", minutes: 20, miles: 6 },
          { area: "EH", minutes: 75, miles: 47 },
        ],
      },
      homePostcode: "G1 1AA",
    },
  });
  for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_FROM", "TWILIO_API_BASE"]) delete process.env[name];
  process.env.TWILIO_AUTH_TOKEN = TOKEN; // the inbound route checks signatures with it
});
afterAll(async () => {
  jest.useRealTimers();
  delete process.env.TWILIO_AUTH_TOKEN;
  await db.$disconnect();
});

/** Consent as the checkout records it: its time and the words the client ticked. */
const consent = () => ({ smsConsentAt: new Date(), smsConsentWording: SMS_CONSENT_WORDING });

/** An Edinburgh lunch (from home) then a Glasgow evening (from the lunch), both today; the evening's client agreed to texts. */
async function twoGigs() {
  const lunch = await createBooking({
    eventDate: TODAY,
    startTime: "12:00",
    endTime: "13:00",
    eventAddress: "1 Princes St, Edinburgh EH1 1AA",
    eventPostcode: "EH1 1AA",
    clientPhone: "07700 900456",
    status: "confirmed",
    ...consent(),
  });
  const evening = await createBooking({
    eventDate: TODAY,
    startTime: "19:00",
    endTime: "20:00",
    eventAddress: "Kelvingrove, Argyle St, Glasgow G3 8AG",
    eventPostcode: "G3 8AG",
    clientPhone: "07700 900123",
    status: "confirmed",
    ...consent(),
  });
  return { lunch, evening };
}

const onMyWay = (id: number) =>
  call(onMyWayRoute as Handler, `/api/bookings/${id}/on-my-way`, { method: "POST", params: { id: String(id) } });

/** A reply as Twilio posts it, signed over SITE_URL + the path with the auth token. */
async function reply(body: string, from = MOBILE) {
  const params = {
    MessageSid: `SM${"b".repeat(32)}`,
    AccountSid: `AC${"1".repeat(32)}`,
    From: from,
    To: "+447700900999",
    Body: body,
  };
  const url = `${siteUrl()}/api/sms/inbound`;
  const response = await inbound(
    new Request(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": getExpectedTwilioSignature(TOKEN, url, params),
      },
      body: new URLSearchParams(params).toString(),
    }),
  );
  return response.status;
}

it("texts a consenting client the arrival from the gig before, the outbox holding the answer's words", async () => {
  const { lunch, evening } = await twoGigs();
  const now = clockAt("17:30");
  const { status, body } = await onMyWay(evening.id);
  expect(status).toBe(200);
  // Edinburgh → Glasgow: 75 minutes from the lunch's venue (home would be 20)
  expect(body).toMatchObject({
    from: { kind: "gig", bookingId: lunch.id },
    driveMinutes: 75,
    arrivalTime: arrivalTime(now, 75),
    queued: true,
    reason: null,
    sendAfter: now.toISOString(),
  });
  expect(body.arrivalTime).toBe("18:45");
  expect(body.body).toBe("Summon a Magician is on the way and expects to arrive at about 18:45");

  const rows = await db.smsOutbox.findMany({ where: { bookingId: evening.id } });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind: "on-my-way", to: MOBILE, status: "pending" });
  // the name once, the answer's words, no link, the opt-out line
  expect(rows[0]!.body).toBe(`${body.body} ${OPT_OUT_LINE}`);
});

it("drives the first gig from home, and at 22:00 London the text is not held by quiet hours", async () => {
  const { lunch } = await twoGigs();
  const now = clockAt("22:00");
  const { status, body } = await onMyWay(lunch.id);
  expect(status).toBe(200);
  expect(body).toMatchObject({ from: { kind: "home" }, driveMinutes: 75, arrivalTime: "23:15", queued: true });
  const row = await db.smsOutbox.findFirstOrThrow({ where: { bookingId: lunch.id } });
  expect(row.to).toBe("+447700900456");
  expect(row.body).toBe(`Summon a Magician is on the way and expects to arrive at about 23:15 ${OPT_OUT_LINE}`);
  // due at once, not at 08:00 tomorrow
  expect(row.sendAfter.toISOString()).toBe(now.toISOString());
  expect(body.sendAfter).toBe(now.toISOString());
});

it("after a signed STOP from that number, answers queued: false, opted-out, and queues nothing", async () => {
  const { evening } = await twoGigs();
  expect(await reply("STOP")).toBe(200);
  expect(await db.smsOptOut.findUnique({ where: { phone: MOBILE } })).not.toBeNull();
  clockAt("17:30");
  const { status, body } = await onMyWay(evening.id);
  expect(status).toBe(200);
  expect(body).toMatchObject({ arrivalTime: "18:45", queued: false, reason: "opted-out", sendAfter: null });
  expect(await db.smsOutbox.count({ where: { bookingId: evening.id } })).toBe(0);
});

it("answers no-consent for a client who did not agree to texts", async () => {
  const { evening } = await twoGigs();
  await db.booking.update({ where: { id: evening.id }, data: { smsConsentAt: null, smsConsentWording: null } });
  clockAt("17:30");
  const { body } = await onMyWay(evening.id);
  expect(body).toMatchObject({ queued: false, reason: "no-consent", sendAfter: null });
  expect(await db.smsOutbox.count()).toBe(0);
});
