// The automatic balance: a deposit paid with the tick saves the (demo) card; the balance-charge job,
// run with an injected clock, charges the balance once on the due date through settlement (ledger
// row, derived totals, receipt), retries a declined card twice over 48 hours and then e-mails the
// client the pay link and tells the magician; consent given after the due date is charged at the
// next run; no consent, or a cancelled booking, is never charged; two concurrent runs charge once.
import { POST as confirmDemoRoute } from "@/app/api/demo-payments/confirm/route";
import { GET as paymentTermsRoute } from "@/app/api/payment-terms/route";
import { formatIsoDateLong, londonDateTime } from "@/lib/domain/dates";
import { BALANCE_ATTEMPT_LEASE_MS } from "@/lib/domain/auto-balance";
import { chargeDueBalances } from "@/lib/server/bookings/charge-balance";
import { processPaymentEvent } from "@/lib/server/ledger/settlement";
import { db, resetAndSeed } from "../../support/db";
import { call, createIntent, inDays, wizardDetails } from "../public-api/helpers";

// The job's settlement of a charge, with the real one behind it: a test makes it throw once, as a crash would.
jest.mock("@/lib/server/ledger/settlement", () => {
  const actual = jest.requireActual("@/lib/server/ledger/settlement");
  return { ...actual, processPaymentEvent: jest.fn(actual.processPaymentEvent) };
});
const settle = processPaymentEvent as jest.MockedFunction<typeof processPaymentEvent>;

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const DECLINES_OFF_SESSION = "4000 0000 0000 0341";

async function setAutoBalance(enabled: boolean, daysBefore = 7) {
  await db.user.updateMany({ where: { role: "magician" }, data: { autoBalanceSettings: { enabled, daysBefore } } });
}

/** A deposit booking (£275 total, £137.50 now) paid with the demo card, with or without the tick. */
async function depositBooking(opts: {
  eventDate: string;
  tick: boolean;
  card?: string;
  email?: string;
  keepMails?: boolean;
}) {
  const details = await wizardDetails({
    eventDate: opts.eventDate,
    paymentType: "deposit",
    depositAgreement: true,
    clientEmail: opts.email ?? "ada@example.com",
    ...(opts.tick ? { autoBalance: true } : {}),
  });
  const intent = await createIntent({ amount: 275, bookingDetails: details });
  expect([intent.status, intent.body.error]).toEqual([200, undefined]);
  const paid = await call(confirmDemoRoute as (r: Request) => Promise<Response>, "/api/demo-payments/confirm", {
    method: "POST",
    body: { clientSecret: intent.body.clientSecret, outcome: "succeed", card: opts.card ?? "4242 4242 4242 4242" },
  });
  expect(paid.status).toBe(200);
  if (!opts.keepMails) await db.emailOutbox.deleteMany();
  return intent.body.bookingId as number;
}

const at = (date: string, time = "10:00") => londonDateTime(date, time);
const HOUR = 3_600_000;

async function moneyOf(bookingId: number) {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const charges = await db.moneyMovement.findMany({ where: { bookingId, kind: "charge" } });
  return {
    paid: booking.paidPence / 100,
    paymentStatus: booking.paymentStatus,
    charges: charges.map((c) => c.amountPence).sort((a, b) => a - b),
  };
}

it("offers the tick publicly only once the magician turns it on", async () => {
  const terms = async () =>
    (await call(paymentTermsRoute as (r: Request) => Promise<Response>, "/api/payment-terms")).body;
  expect(await terms()).toEqual({ autoBalance: { enabled: false, daysBefore: 7 } });
  await setAutoBalance(true, 14);
  expect(await terms()).toEqual({ autoBalance: { enabled: true, daysBefore: 14 } });
});

it("records the consent and charges the balance once on the due date, through the ledger, with a receipt", async () => {
  await setAutoBalance(true, 7);
  const eventDate = inDays(30);
  const id = await depositBooking({ eventDate, tick: true });
  const consent = await db.booking.findUniqueOrThrow({ where: { id } });
  expect(consent.autoBalanceConsentAt).not.toBeNull();
  expect(consent.autoBalanceDaysBefore).toBe(7);

  // the day before the due date: nothing
  expect((await chargeDueBalances(at(inDays(22)))).charged).toBe(0);
  expect(await moneyOf(id)).toEqual({ paid: 137.5, paymentStatus: "completed", charges: [13750] });

  expect((await chargeDueBalances(at(inDays(23)))).charged).toBe(1);
  expect(await moneyOf(id)).toEqual({ paid: 275, paymentStatus: "completed", charges: [13750, 13750] });
  // later runs, the same day and after: nothing more
  expect((await chargeDueBalances(at(inDays(23), "11:00"))).charged).toBe(0);
  expect((await chargeDueBalances(at(inDays(25)))).charged).toBe(0);
  expect(await moneyOf(id)).toEqual({ paid: 275, paymentStatus: "completed", charges: [13750, 13750] });

  const attempts = await db.balanceCharge.findMany({ where: { bookingId: id } });
  expect(attempts.map((a) => [a.attempt, a.status, a.amountPence, a.idempotencyKey])).toEqual([
    [1, "succeeded", 13750, `balance-charge:${id}:${inDays(23)}:1:${consent.autoBalanceConsentAt!.getTime()}`],
  ]);
  const audit = await db.auditLog.findFirstOrThrow({ where: { action: "booking.balance-charge" } });
  expect(audit.after).toMatchObject({ outcome: "succeeded", amountPence: 13750, attempt: 1, dueOn: inDays(23) });
  // the charge has its numbered receipt, as every payment does
  const documents = await db.document.findMany({ where: { bookingId: id }, orderBy: { id: "asc" } });
  expect(documents.map((d) => [d.kind, d.amountPence])).toEqual([
    ["receipt", 13750],
    ["receipt", 13750],
  ]);
  const mails = await db.emailOutbox.findMany({ where: { to: "ada@example.com" } });
  expect(mails.map((m) => m.kind)).toEqual(["payment_received_client"]);
  expect(mails[0]!.text).toContain("Your booking is now paid in full.");
});

it("retries a card declined off-session twice over 48 hours, then e-mails the client the pay link and tells the magician, once", async () => {
  await setAutoBalance(true, 7);
  const id = await depositBooking({ eventDate: inDays(30), tick: true, card: DECLINES_OFF_SESSION });
  const first = at(inDays(23), "09:00");
  const run = async (hours: number) => chargeDueBalances(new Date(first.getTime() + hours * HOUR));

  expect(await run(0)).toMatchObject({ charged: 0, declined: 1 });
  expect(await run(23)).toMatchObject({ declined: 0, "gave-up": 0 });
  expect(await run(24)).toMatchObject({ declined: 1 });
  expect(await run(47)).toMatchObject({ declined: 0, "gave-up": 0 });
  expect(await run(48)).toMatchObject({ "gave-up": 1 });
  expect(await run(72)).toMatchObject({ declined: 0, "gave-up": 0 });

  const attempts = await db.balanceCharge.findMany({ where: { bookingId: id }, orderBy: { attempt: "asc" } });
  expect(attempts.map((a) => [a.attempt, a.status, a.failureReason])).toEqual([
    [1, "declined", "Your card was declined."],
    [2, "declined", "Your card was declined."],
    [3, "declined", "Your card was declined."],
  ]);
  expect(new Set(attempts.map((a) => a.idempotencyKey)).size).toBe(3);
  expect(await moneyOf(id)).toEqual({ paid: 137.5, paymentStatus: "completed", charges: [13750] });

  const mails = await db.emailOutbox.findMany({ orderBy: { id: "asc" } });
  expect(mails.map((m) => [m.kind, m.to])).toEqual([
    ["balance_charge_failed_client", "ada@example.com"],
    ["balance_charge_failed_magician", expect.any(String)],
  ]);
  expect(mails[0]!.text).toContain("£137.50");
  expect(mails[0]!.text).toMatch(/\/booking\/[0-9a-z]+\.1\.[^\s)]*#pay-heading/);
  expect(mails[1]!.subject).toBe(`Balance not collected for booking #${id}`);
});

it("tells the client the balance will be charged to the card on its day, then that it was charged automatically", async () => {
  await setAutoBalance(true, 7);
  const id = await depositBooking({ eventDate: inDays(30), tick: true, keepMails: true });
  const chargeOn = formatIsoDateLong(inDays(23));
  const confirmation = await db.emailOutbox.findFirstOrThrow({ where: { kind: "booking_confirmation" } });
  expect(confirmation.text).toContain(`Balance to be charged to the card on ${chargeOn}: £137.50`);
  expect(confirmation.text).toContain(
    `The balance of £137.50 will be charged to your card on ${chargeOn}, as you agreed. You can still pay it earlier from your booking page.`,
  );
  expect(confirmation.text).not.toContain("Balance due on the event day");
  expect(confirmation.text).not.toContain("in person on the event day");
  await db.emailOutbox.deleteMany();

  expect((await chargeDueBalances(at(inDays(23)))).charged).toBe(1);
  const client = await db.emailOutbox.findFirstOrThrow({ where: { kind: "payment_received_client" } });
  expect(client.subject).toBe(`Balance charged for booking #${id}`);
  expect(client.text).toContain(
    `As you agreed when you paid the deposit, we have charged the balance of £137.50 for booking #${id} to your card automatically.`,
  );
  expect(client.text).not.toContain("Thank you: we have received");
  const magician = await db.emailOutbox.findFirstOrThrow({ where: { kind: "payment_received_magician" } });
  expect(magician.text).toContain("was charged automatically to the client's saved card");
});

it("without the tick, the confirmation still says the balance is due on the event day", async () => {
  await setAutoBalance(true, 7);
  await depositBooking({ eventDate: inDays(30), tick: false, keepMails: true });
  const confirmation = await db.emailOutbox.findFirstOrThrow({ where: { kind: "booking_confirmation" } });
  expect(confirmation.text).toContain("Balance due on the event day: £137.50");
  expect(confirmation.text).toContain("You can still pay the remaining balance in person on the event day.");
});

it("charges consent given after the due date at the next run", async () => {
  // 30 days before an event 25 days away: due five days ago when the client ticked
  await setAutoBalance(true, 30);
  const id = await depositBooking({ eventDate: inDays(25), tick: true, keepMails: true });
  // the e-mail names the day it is really charged: today, never a day already past
  const confirmation = await db.emailOutbox.findFirstOrThrow({ where: { kind: "booking_confirmation" } });
  expect(confirmation.text).toContain(`charged to your card on ${formatIsoDateLong(inDays(0))}, as you agreed`);
  expect((await chargeDueBalances(at(inDays(0), "23:00"))).charged).toBe(1);
  expect((await moneyOf(id)).paid).toBe(275);
});

it("never charges without consent, a tick the magician does not offer, or a cancelled booking", async () => {
  await setAutoBalance(true, 7);
  const none = await depositBooking({ eventDate: inDays(30), tick: false, email: "none@example.com" });
  const cancelled = await depositBooking({ eventDate: inDays(31), tick: true, email: "cancelled@example.com" });
  await db.booking.update({ where: { id: cancelled }, data: { status: "cancelled", paymentStatus: "cancelled" } });
  await setAutoBalance(false, 7);
  const offNow = await depositBooking({ eventDate: inDays(32), tick: true, email: "off@example.com" });
  expect((await db.booking.findUniqueOrThrow({ where: { id: offNow } })).autoBalanceConsentAt).toBeNull();
  expect((await db.booking.findUniqueOrThrow({ where: { id: none } })).autoBalanceConsentAt).toBeNull();

  for (const day of [23, 24, 25, 26, 27]) await chargeDueBalances(at(inDays(day)));
  expect(await db.balanceCharge.count()).toBe(0);
  for (const id of [none, cancelled, offNow]) expect((await moneyOf(id)).charges).toEqual([13750]);
});

it("charges once when two runs start together", async () => {
  await setAutoBalance(true, 7);
  const id = await depositBooking({ eventDate: inDays(30), tick: true });
  const now = at(inDays(23));
  const [a, b] = await Promise.all([chargeDueBalances(now), chargeDueBalances(now)]);
  expect(a.charged + b.charged).toBe(1);
  expect(await moneyOf(id)).toEqual({ paid: 275, paymentStatus: "completed", charges: [13750, 13750] });
  expect(await db.balanceCharge.count({ where: { bookingId: id } })).toBe(1);
});

describe("an attempt a crash cut short after the card was charged", () => {
  /** The job's run on the due date, dying after the provider charged and before the charge was recorded. */
  async function crashAfterCharge(id: number, when: Date) {
    settle.mockImplementationOnce(async () => {
      throw new Error("the process died");
    });
    expect(await chargeDueBalances(when)).toMatchObject({ charged: 0, failed: 1 });
    const [attempt] = await db.balanceCharge.findMany({ where: { bookingId: id } });
    expect(attempt).toMatchObject({ attempt: 1, status: "pending" });
    // the provider took the money; the ledger does not know it yet
    expect((await moneyOf(id)).charges).toEqual([13750]);
    return attempt!;
  }
  const afterLease = (when: Date) => new Date(when.getTime() + BALANCE_ATTEMPT_LEASE_MS);
  const balanceIntents = (id: number) => db.paymentIntent.findMany({ where: { bookingId: id, purpose: "balance" } });

  it("is resumed by the next run with the same key: charged once, recorded once", async () => {
    await setAutoBalance(true, 7);
    const id = await depositBooking({ eventDate: inDays(30), tick: true });
    const when = at(inDays(23));
    const attempt = await crashAfterCharge(id, when);
    // within its lease: another run's call in flight, left alone
    expect(await chargeDueBalances(new Date(when.getTime() + 60_000))).toMatchObject({ charged: 0 });
    expect(await chargeDueBalances(afterLease(when))).toMatchObject({ charged: 1, failed: 0 });
    expect(await moneyOf(id)).toEqual({ paid: 275, paymentStatus: "completed", charges: [13750, 13750] });
    expect(await balanceIntents(id)).toHaveLength(1);
    expect(await db.balanceCharge.findMany({ where: { bookingId: id } })).toEqual([
      expect.objectContaining({ id: attempt.id, status: "succeeded", idempotencyKey: attempt.idempotencyKey }),
    ]);
    expect(await chargeDueBalances(at(inDays(24)))).toMatchObject({ charged: 0 });
    expect((await moneyOf(id)).charges).toEqual([13750, 13750]);
  });

  it("for a booking cancelled meanwhile: resumed, recorded and given back at once through a refund request", async () => {
    await setAutoBalance(true, 7);
    const id = await depositBooking({ eventDate: inDays(30), tick: true });
    const when = at(inDays(23));
    await crashAfterCharge(id, when);
    await db.booking.update({ where: { id }, data: { status: "cancelled", paymentStatus: "cancelled" } });

    await chargeDueBalances(afterLease(when));
    const [intent] = await balanceIntents(id);
    expect(intent).toBeDefined();
    const movements = await db.moneyMovement.findMany({ where: { intentId: intent!.id } });
    expect(movements.map((m) => [m.kind, m.amountPence, m.status, m.purpose])).toEqual(
      expect.arrayContaining([
        ["charge", 13750, "succeeded", "refund"],
        ["refund", 13750, "succeeded", "return"],
      ]),
    );
    expect(await db.refundRequest.findMany({ where: { intentId: intent!.id } })).toEqual([
      expect.objectContaining({ kind: "return", amountPence: 13750, status: "succeeded" }),
    ]);
    expect(await db.demoRefund.count({ where: { intentId: intent!.id } })).toBe(1);
    expect((await moneyOf(id)).paid).toBe(137.5);
    expect(await db.balanceCharge.findMany({ where: { bookingId: id } })).toEqual([
      expect.objectContaining({ status: "succeeded" }),
    ]);
  });

  it("for a booking moved meanwhile: the old charge given back, no second charge until the new due date, then one", async () => {
    await setAutoBalance(true, 7);
    const id = await depositBooking({ eventDate: inDays(30), tick: true });
    const when = at(inDays(23));
    await crashAfterCharge(id, when);
    // moved five weeks later: the balance is now due on inDays(58)
    await db.booking.update({ where: { id }, data: { eventDate: inDays(65) } });

    await chargeDueBalances(afterLease(when));
    const [intent] = await balanceIntents(id);
    expect(await db.moneyMovement.findMany({ where: { intentId: intent!.id }, orderBy: { kind: "asc" } })).toEqual([
      expect.objectContaining({ kind: "charge", amountPence: 13750 }),
      expect.objectContaining({ kind: "refund", amountPence: 13750, purpose: "return", status: "succeeded" }),
    ]);
    expect(await moneyOf(id)).toEqual({ paid: 137.5, paymentStatus: "completed", charges: [13750, 13750] });
    for (const day of [24, 30, 57]) await chargeDueBalances(at(inDays(day)));
    expect(await balanceIntents(id)).toHaveLength(1);
    expect(await db.balanceCharge.count({ where: { bookingId: id } })).toBe(1);

    expect(await chargeDueBalances(at(inDays(58)))).toMatchObject({ charged: 1 });
    expect(await balanceIntents(id)).toHaveLength(2);
    expect((await moneyOf(id)).paid).toBe(275);
  });
});

it("makes no attempt on the event day: a declined card one day before gives up with the pay link at once", async () => {
  await setAutoBalance(true, 1);
  const id = await depositBooking({ eventDate: inDays(30), tick: true, card: DECLINES_OFF_SESSION });
  expect(await chargeDueBalances(at(inDays(29), "09:00"))).toMatchObject({ "gave-up": 1 });
  for (const day of [30, 31]) expect(await chargeDueBalances(at(inDays(day), "09:30"))).toMatchObject({ declined: 0 });
  expect(await db.balanceCharge.count({ where: { bookingId: id } })).toBe(1);
  const mails = await db.emailOutbox.findMany({ orderBy: { id: "asc" } });
  expect(mails.map((m) => m.kind)).toEqual(["balance_charge_failed_client", "balance_charge_failed_magician"]);
  expect(mails[0]!.text).toMatch(/\/booking\/[0-9a-z]+\.1\.[^\s)]*#pay-heading/);
});
