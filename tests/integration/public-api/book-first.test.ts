// Book first: the booking row is the hold, created before the gateway is asked, and no network
// call ever runs inside a database transaction.
import { GET as listBookings } from "@/app/api/bookings/route";
import { getPaymentGateway } from "@/lib/server/payments";
import { DemoGateway } from "@/lib/server/payments/demo";
import { processPaymentEvent } from "@/lib/server/ledger/settlement";
import { expireEndedHolds } from "@/lib/server/bookings/shared/holds";
import { NetworkInTransactionError } from "@/lib/server/db/transaction-scope";
import { deliverPending } from "@/lib/server/mail/outbox";
import { magician } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { call, confirmDemo, createIntent, inDays, postBooking, wizardDetails } from "./helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterEach(() => jest.restoreAllMocks());
afterAll(() => db.$disconnect());

describe("no network call inside a transaction", () => {
  it("the payment gateway refuses to run inside one, and runs outside", async () => {
    const gateway = getPaymentGateway();
    const input = { amountPence: 500, description: "t", metadata: {}, idempotencyKey: "tx-guard-1" };
    await expect(db.$transaction(async () => gateway.createIntent(input))).rejects.toBeInstanceOf(
      NetworkInTransactionError,
    );
    await expect(
      db.$transaction(async () => gateway.refund({ paymentIntentId: "pi_x", amountPence: 1, idempotencyKey: "k" })),
    ).rejects.toBeInstanceOf(NetworkInTransactionError);
    // also after an await inside the transaction, and in nested async calls
    await expect(
      db.$transaction(async (tx) => {
        await tx.service.count();
        await Promise.resolve().then(() => gateway.retrieveIntent("pi_demo_x"));
      }),
    ).rejects.toBeInstanceOf(NetworkInTransactionError);
    await expect(gateway.createIntent(input)).resolves.toMatchObject({ amountPence: 500 });
  });

  it("sending e-mail refuses to run inside one", async () => {
    const previous = process.env.SMTP_URL;
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    try {
      await expect(db.$transaction(async () => deliverPending())).rejects.toBeInstanceOf(NetworkInTransactionError);
    } finally {
      if (previous === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = previous;
    }
  });

  it("a whole checkout, payment and settlement never calls the gateway inside a transaction", async () => {
    // The guard throws if they did; spy to prove the gateway was really used.
    const create = jest.spyOn(DemoGateway.prototype, "createIntent");
    const details = await wizardDetails({ eventDate: inDays(40) });
    const intent = await createIntent({ amount: 275, bookingDetails: details });
    expect(intent.status).toBe(200);
    expect(create).toHaveBeenCalledTimes(1);
    expect((await confirmDemo(intent.body.clientSecret)).status).toBe(200);
    const saved = await postBooking({ ...details, stripePaymentId: intent.body.paymentIntentId });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      id: intent.body.bookingId,
      status: "confirmed",
      paymentStatus: "completed",
      paidAmount: 275,
    });
  });
});

describe("checkout creates the booking first", () => {
  it("answers bookingId and holdExpiresAt; the booking awaits payment with the server's prices", async () => {
    const details = await wizardDetails({ eventDate: inDays(40), paymentType: "deposit", depositAgreement: true });
    const intent = await createIntent({ amount: 275, bookingDetails: details });
    expect(intent.status).toBe(200);
    expect(intent.body).toMatchObject({
      amountPence: 13750,
      totalPence: 27500,
      bookingId: expect.any(Number),
      holdExpiresAt: expect.any(String),
    });
    const booking = await db.booking.findUniqueOrThrow({ where: { id: intent.body.bookingId } });
    expect(booking).toMatchObject({
      status: "awaiting_payment",
      paymentStatus: "pending",
      stripePaymentId: intent.body.paymentIntentId,
      paymentType: "deposit",
    });
    expect(booking.totalPence).toBe(27500);
    expect(booking.paidPence).toBe(0);
    expect(booking.holdExpiresAt!.toISOString()).toBe(intent.body.holdExpiresAt);
    const row = await db.paymentIntent.findUniqueOrThrow({ where: { id: intent.body.paymentIntentId } });
    expect(row).toMatchObject({ bookingId: booking.id, amountPence: 13750 });
    // paid: confirmed with the amount received (the deposit)
    await confirmDemo(intent.body.clientSecret);
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
      holdExpiresAt: null,
    });
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paidPence).toBe(13750);
  });

  it("a gateway failure releases the hold and answers 502; nothing is left behind", async () => {
    jest
      .spyOn(DemoGateway.prototype, "createIntent")
      .mockRejectedValueOnce(new Error("connect ETIMEDOUT api.stripe.com"));
    const details = await wizardDetails({ eventDate: inDays(41) });
    const failed = await createIntent({ amount: 275, bookingDetails: details });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      code: "gateway-unavailable",
      error: expect.stringContaining("Nothing has been charged"),
    });
    expect(JSON.stringify(failed.body)).not.toContain("ETIMEDOUT");
    expect(await db.booking.count()).toBe(0);
    expect(await db.paymentIntent.count()).toBe(0);
    // the place is free for the next attempt
    const retry = await createIntent({ amount: 275, bookingDetails: { ...details, clientEmail: "next@example.com" } });
    expect(retry.status).toBe(200);
  });

  it("refused requests leave no booking", async () => {
    const details = await wizardDetails({ eventDate: inDays(42) });
    const mismatch = await createIntent({ amount: 1, bookingDetails: { ...details, totalAmount: 1 } });
    expect(mismatch.status).toBe(400);
    await db.blockedDay.create({ data: { date: inDays(43) } });
    const blocked = await createIntent({ amount: 275, bookingDetails: await wizardDetails({ eventDate: inDays(43) }) });
    expect(blocked.status).toBe(400);
    expect(await db.booking.count()).toBe(0);
  });
});

describe("expiry and late payments", () => {
  it("the clean-up marks ended holds expired and leaves live ones", async () => {
    const a = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: inDays(50), startTime: "10:00", clientEmail: "a@example.com" }),
    });
    const b = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: inDays(51), startTime: "10:00", clientEmail: "b@example.com" }),
    });
    await db.booking.update({ where: { id: a.body.bookingId }, data: { holdExpiresAt: new Date(Date.now() - 1000) } });
    expect(await expireEndedHolds()).toBe(1);
    expect((await db.booking.findUniqueOrThrow({ where: { id: a.body.bookingId } })).status).toBe("expired");
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.body.bookingId } })).status).toBe("awaiting_payment");
    expect(await expireEndedHolds()).toBe(0);
  });

  it("a payment arriving after the hold ended confirms the booking when its place is still free", async () => {
    const details = await wizardDetails({ eventDate: inDays(52) });
    const intent = await createIntent({ amount: 275, bookingDetails: details });
    await db.booking.update({
      where: { id: intent.body.bookingId },
      data: { holdExpiresAt: new Date(Date.now() - 1000) },
    });
    await expireEndedHolds();
    expect((await confirmDemo(intent.body.clientSecret)).status).toBe(200);
    expect(await db.booking.findUniqueOrThrow({ where: { id: intent.body.bookingId } })).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
    });
  });

  it("a payment short of what was asked is recorded but does not confirm the booking", async () => {
    const intent = await createIntent({ amount: 275, bookingDetails: await wizardDetails({ eventDate: inDays(53) }) });
    await db.paymentIntent.update({ where: { id: intent.body.paymentIntentId }, data: { status: "succeeded" } });
    await processPaymentEvent({
      eventId: "evt_short_1",
      type: "payment_intent.succeeded",
      intentId: intent.body.paymentIntentId,
      amountPence: 100,
    });
    const booking = await db.booking.findUniqueOrThrow({ where: { id: intent.body.bookingId } });
    expect(booking).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      paymentFailureReason: "Only £1.00 of £275.00 was received.",
    });
    expect(booking.paidPence).toBe(100);
    expect(await db.emailOutbox.count()).toBe(0);
  });
});

describe("the dashboards leave unpaid holds out", () => {
  it("GET /api/bookings lists paid bookings; ?status=awaiting_payment lists holds and expired ones", async () => {
    const paid = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: inDays(60), clientEmail: "paid@example.com" }),
    });
    await confirmDemo(paid.body.clientSecret);
    const held = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: inDays(61), clientEmail: "held@example.com" }),
    });
    const as = await magician();
    const list = await call(listBookings as (r: Request) => Promise<Response>, "/api/bookings", { as });
    expect(list.body.map((b: { id: number }) => b.id)).toEqual([paid.body.bookingId]);
    const unpaid = await call(
      listBookings as (r: Request) => Promise<Response>,
      "/api/bookings?status=awaiting_payment",
      { as },
    );
    expect(unpaid.body.map((b: { id: number; status: string }) => [b.id, b.status])).toEqual([
      [held.body.bookingId, "awaiting_payment"],
    ]);
  });
});

describe("slow payments", () => {
  it("a payment that succeeds after its booking was cancelled is refunded, and the booking stays cancelled", async () => {
    const intent = await createIntent({ amount: 275, bookingDetails: await wizardDetails({ eventDate: inDays(70) }) });
    const id = intent.body.paymentIntentId;
    await processPaymentEvent({ eventId: "evt_slow_1", type: "payment_intent.processing", intentId: id });
    expect((await db.booking.findUniqueOrThrow({ where: { id: intent.body.bookingId } })).status).toBe("pending");
    await db.booking.update({
      where: { id: intent.body.bookingId },
      data: { status: "cancelled", paymentStatus: "cancelled" },
    });
    const refund = jest.spyOn(DemoGateway.prototype, "refund");
    const result = await processPaymentEvent({
      eventId: "evt_slow_2",
      type: "payment_intent.succeeded",
      intentId: id,
      amountPence: 27500,
    });
    expect(result.refunded).toMatchObject({ problem: "cancelled", amountPence: 27500, ok: true });
    expect(refund).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentIntentId: id,
        amountPence: 27500,
        idempotencyKey: expect.stringMatching(/^refund-request:\d+$/),
      }),
    );
    expect(await db.booking.findUniqueOrThrow({ where: { id: intent.body.bookingId } })).toMatchObject({
      status: "cancelled",
      paymentStatus: "cancelled",
    });
  });

  it("a slow payment that fails gives the place back to a short hold instead of keeping it for good", async () => {
    const intent = await createIntent({ amount: 275, bookingDetails: await wizardDetails({ eventDate: inDays(71) }) });
    const id = intent.body.paymentIntentId;
    await processPaymentEvent({ eventId: "evt_slow_3", type: "payment_intent.processing", intentId: id });
    await processPaymentEvent({
      eventId: "evt_slow_4",
      type: "payment_intent.payment_failed",
      intentId: id,
      failureReason: "Direct debit refused",
    });
    const booking = await db.booking.findUniqueOrThrow({ where: { id: intent.body.bookingId } });
    expect(booking).toMatchObject({ status: "awaiting_payment", paymentFailureReason: "Direct debit refused" });
    expect(booking.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
