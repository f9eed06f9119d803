// Texts to clients, end to end on the server: a booking with consent gets its confirmation text (in
// the outbox without Twilio), a signed STOP from that number stops the reminder, no consent sends
// nothing; the magician's switches and quiet hours; delivery through the Twilio stand-in with its
// 429 (tried again) and its 21610 (the number opted out, never tried again); the signed inbound route.
import { getExpectedTwilioSignature } from "twilio";
import { londonDateTime } from "@/lib/domain/dates";
import { POST as inbound } from "@/app/api/sms/inbound/route";
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { GET as listTexts } from "@/app/api/admin/outbox/texts/route";
import { PATCH as patchSettings } from "@/app/api/settings/route";
import { siteUrl } from "@/lib/server/env";
import { sendCustomerReminders } from "@/lib/server/reminders/send";
import { deliverPendingTexts } from "@/lib/server/sms/deliver";
import { queueText } from "@/lib/server/sms/queue-text";
import { SMS_CONSENT_WORDING, SMS_MESSAGES } from "@/lib/validation/sms";
import { db, resetAndSeed } from "../../support/db";
import { TwilioStandIn } from "../../support/twilio-standin";
import { call as adminCall } from "../admin/helpers";
import { confirmDemo, createIntent, inDays, wizardDetails } from "../public-api/helpers";

jest.setTimeout(120_000);

const SID = `AC${"1".repeat(32)}`;
const TOKEN = "twilio-test-auth-token";
const MOBILE = "+447700900123";
const twilio = new TwilioStandIn(SID, TOKEN);

beforeAll(() => twilio.start());
beforeEach(async () => {
  await resetAndSeed();
  twilio.reset();
  withoutTwilio();
  process.env.TWILIO_AUTH_TOKEN = TOKEN; // the inbound route checks signatures with it even without sending
});
afterAll(async () => {
  withoutTwilio();
  delete process.env.TWILIO_AUTH_TOKEN;
  await twilio.stop();
  await db.$disconnect();
});

function withTwilio() {
  Object.assign(process.env, {
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: "+447700900999",
    TWILIO_API_BASE: twilio.base,
  });
}
function withoutTwilio() {
  for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_FROM", "TWILIO_API_BASE"]) delete process.env[name];
}

async function paidBooking(overrides: Record<string, unknown>) {
  const details = await wizardDetails(overrides);
  const intent = await createIntent({ amount: details.totalAmount, bookingDetails: details });
  expect([intent.status, intent.body.error]).toEqual([200, undefined]);
  expect((await confirmDemo(intent.body.clientSecret)).status).toBe(200);
  return intent.body.bookingId as number;
}

/** A reply as Twilio posts it, signed with `token` over SITE_URL + the path (Twilio's own helper signs it). */
async function reply(body: string, opts: { from?: string; token?: string; signature?: string } = {}) {
  const params = {
    MessageSid: `SM${"a".repeat(32)}`,
    AccountSid: SID,
    From: opts.from ?? MOBILE,
    To: "+447700900999",
    Body: body,
    NumMedia: "0",
  };
  const url = `${siteUrl()}/api/sms/inbound`;
  const signature = opts.signature ?? getExpectedTwilioSignature(opts.token ?? TOKEN, url, params);
  const response = await inbound(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
      body: new URLSearchParams(params).toString(),
    }),
  );
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

const nineAm = (days: number) => londonDateTime(inDays(days), "09:00");

/** Texts queued during quiet hours wait for 08:00: due at once here, whenever the test runs. */
const dueNow = () => db.smsOutbox.updateMany({ where: { status: "pending" }, data: { sendAfter: new Date() } });

it("texts a booking with consent its confirmation, and after a signed STOP from that number, no reminder", async () => {
  const id = await paidBooking({ smsConsent: true, eventDate: inDays(2) });
  const row = await db.booking.findUniqueOrThrow({ where: { id } });
  expect(row.smsConsentAt).not.toBeNull();
  expect(row.smsConsentWording).toBe(SMS_CONSENT_WORDING);
  const detail = await adminCall(getBooking as never, `/api/bookings/${id}`, { params: { id: String(id) } });
  expect(detail.body.smsConsent).toBe(true);

  const texts = await db.smsOutbox.findMany();
  expect(texts).toHaveLength(1);
  expect(texts[0]).toMatchObject({ bookingId: id, kind: "booking-confirmed", to: MOBILE, status: "pending" });
  expect(texts[0]!.body).toMatch(
    new RegExp(
      `^Summon a Magician: Your booking #${id} is confirmed for .+ at 14:00\\. Details and changes: http\\S+/booking/\\S+ Reply STOP to opt out\\.$`,
    ),
  );
  expect(texts[0]!.segments).toBeLessThanOrEqual(2);
  // shown in the development Outbox beside the mail
  const listed = await adminCall(listTexts as never, "/api/admin/outbox/texts");
  expect(listed.status).toBe(200);
  expect(listed.body.texts.map((t: { id: number }) => t.id)).toEqual([texts[0]!.id]);

  const stop = await reply("Stop");
  expect(stop).toEqual({
    status: 200,
    type: expect.stringMatching(/^text\/xml/),
    text: expect.stringMatching(/<Response\/>$/),
  });
  expect(await db.smsOptOut.findUnique({ where: { phone: MOBILE } })).toMatchObject({ source: "reply" });
  // the text not yet sent is withdrawn
  expect((await db.smsOutbox.findFirstOrThrow()).status).toBe("opted-out");

  expect(await sendCustomerReminders(nineAm(1))).toBe(1); // the reminder mail still goes
  expect(await db.smsOutbox.count()).toBe(1); // no text
  expect(await queueText({ kind: "reminder", bookingId: id, body: "x" })).toEqual({
    queued: false,
    reason: "opted-out",
  });

  // START lifts it: the next text is queued again
  expect((await reply("START")).status).toBe(200);
  expect(await db.smsOptOut.count()).toBe(0);
  expect(await queueText({ kind: "reminder", bookingId: id, body: "Tomorrow!" })).toMatchObject({ queued: true });
});

it("texts the reminder the day before to a booking with consent, and nothing at all without consent", async () => {
  const withConsent = await paidBooking({ smsConsent: true, eventDate: inDays(2) });
  const without = await paidBooking({ eventDate: inDays(2), startTime: "18:00", clientPhone: "07700 900456" });
  expect(await sendCustomerReminders(nineAm(1))).toBe(2);
  const texts = await db.smsOutbox.findMany({ orderBy: { id: "asc" } });
  expect(texts.map((t) => [t.bookingId, t.kind])).toEqual([
    [withConsent, "booking-confirmed"],
    [withConsent, "reminder"],
  ]);
  expect(texts[1]!.body).toContain("your magic performance is tomorrow");
  expect((await db.booking.findUniqueOrThrow({ where: { id: without } })).smsConsentAt).toBeNull();
  expect(await queueText({ kind: "reminder", bookingId: without, body: "x" })).toEqual({
    queued: false,
    reason: "no-consent",
  });
  const detail = await adminCall(getBooking as never, `/api/bookings/${without}`, { params: { id: String(without) } });
  expect(detail.body.smsConsent).toBe(false);
});

it("refuses consent for a number that cannot take texts, with the message on the phone field", async () => {
  const details = await wizardDetails({ smsConsent: true, clientPhone: "0141 496 0000" });
  const intent = await createIntent({ amount: details.totalAmount, bookingDetails: details });
  expect(intent.status).toBe(400);
  expect(intent.body.fieldErrors["bookingDetails.clientPhone"] ?? intent.body.fieldErrors.clientPhone).toBe(
    SMS_MESSAGES.notTextable,
  );
  expect(await db.booking.count({ where: { clientPhone: "0141 496 0000" } })).toBe(0);
});

it("sends no kind the magician turned off", async () => {
  const off = await adminCall(patchSettings as never, "/api/settings", {
    method: "PATCH",
    body: { texts: { "booking-confirmed": false } },
  });
  expect(off.status).toBe(200);
  expect(off.body.texts).toEqual({
    "booking-confirmed": false,
    reminder: true,
    "balance-due": true,
    "review-request": true,
    "on-my-way": true,
  });
  const id = await paidBooking({ smsConsent: true });
  expect(await db.smsOutbox.count()).toBe(0);
  expect(await queueText({ kind: "booking-confirmed", bookingId: id, body: "x" })).toEqual({
    queued: false,
    reason: "turned-off",
  });
});

it("holds a text queued in quiet hours until 08:00 London, except 'on my way'", async () => {
  const id = await paidBooking({ smsConsent: true });
  const late = londonDateTime(inDays(1), "22:30");
  const held = await queueText({ kind: "reminder", bookingId: id, body: "See you soon", now: late });
  expect(held).toMatchObject({ queued: true, sendAfter: londonDateTime(inDays(2), "08:00") });
  const now = await queueText({ kind: "on-my-way", bookingId: id, body: "On the way", now: late });
  expect(now).toMatchObject({ queued: true, sendAfter: late });
  const omw = await db.smsOutbox.findFirstOrThrow({ where: { kind: "on-my-way" } });
  expect(omw.body).toBe(`Summon a Magician: On the way ${"Reply STOP to opt out."}`);
});

it("sends through Twilio: the message as created, a 429 tried again later, a 21610 opts the number out for good", async () => {
  withTwilio();
  const id = await paidBooking({ smsConsent: true });
  // Twilio configured: the outbox viewer is gone, texts leave
  expect((await adminCall(listTexts as never, "/api/admin/outbox/texts")).status).toBe(404);

  await dueNow();
  twilio.tooManyRequests = 1;
  const first = await deliverPendingTexts();
  expect(first).toMatchObject({ sent: 0, failed: 1, skipped: false });
  const waiting = await db.smsOutbox.findFirstOrThrow();
  expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
  expect(waiting.lastError).toMatch(/Too Many Requests/);
  expect(waiting.sendAfter.getTime()).toBeGreaterThan(Date.now());

  const later = await deliverPendingTexts({ now: new Date(waiting.sendAfter.getTime() + 1000) });
  expect(later).toMatchObject({ sent: 1, failed: 0 });
  expect(twilio.messages).toHaveLength(1);
  expect(twilio.messages[0]).toMatchObject({ to: MOBILE, from: "+447700900999" });
  expect(twilio.messages[0]!.body).toMatch(/^Summon a Magician: Your booking #\d+ is confirmed/);
  const sent = await db.smsOutbox.findFirstOrThrow();
  expect(sent).toMatchObject({ status: "sent", providerId: twilio.messages[0]!.sid, attempts: 2 });
  expect(twilio.requests.map((r) => r.status)).toEqual([429, 201]);
  expect(twilio.requests[1]!.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);

  // The client replied STOP to Twilio's number directly: Twilio refuses with 21610.
  twilio.unsubscribed.add(MOBILE);
  await queueText({ kind: "reminder", bookingId: id, body: "Tomorrow at 14:00." });
  await dueNow();
  const refused = await deliverPendingTexts();
  expect(refused).toMatchObject({ sent: 0, optedOut: 1 });
  expect(await db.smsOptOut.findUnique({ where: { phone: MOBILE } })).toMatchObject({ source: "provider" });
  const reminder = await db.smsOutbox.findFirstOrThrow({ where: { kind: "reminder" } });
  expect(reminder).toMatchObject({ status: "opted-out", attempts: 1 });
  // never tried again, and nothing more queued
  expect(await deliverPendingTexts({ now: new Date(Date.now() + 3_600_000) })).toMatchObject({ sent: 0, failed: 0 });
  expect(await queueText({ kind: "reminder", bookingId: id, body: "x" })).toEqual({
    queued: false,
    reason: "opted-out",
  });
});

it("refuses an inbound request without Twilio's signature over SITE_URL and the path", async () => {
  await paidBooking({ smsConsent: true });
  expect((await reply("STOP", { signature: "" })).status).toBe(403);
  expect((await reply("STOP", { token: "another-token" })).status).toBe(403);
  expect((await reply("STOP", { signature: "GvWf1cFY/Q7PnoempGyD5oXAezc=" })).status).toBe(403);
  expect(await db.smsOptOut.count()).toBe(0);
  // HELP and anything else change nothing, and the app answers no words of its own
  const help = await reply("HELP");
  expect(help.status).toBe(200);
  expect(help.text).not.toContain("<Message");
  expect(await db.smsOptOut.count()).toBe(0);
});
