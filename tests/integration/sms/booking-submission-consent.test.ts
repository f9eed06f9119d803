// Consent to texts sent with POST /api/bookings (the wizard's submission once the card went
// through) is recorded even when the checkout did not carry it: its time and wording, and the
// confirmation text it missed; a consent on record keeps its first time, and an unticked box
// there withdraws nothing.
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { SMS_CONSENT_WORDING } from "@/lib/validation/sms";
import { db, resetAndSeed } from "../../support/db";
import { call as adminCall } from "../admin/helpers";
import { confirmDemo, createIntent, inDays, postBooking, wizardDetails } from "../public-api/helpers";

jest.setTimeout(120_000);

beforeEach(async () => {
  await resetAndSeed();
  for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_FROM", "TWILIO_API_BASE"]) delete process.env[name];
});
afterAll(() => db.$disconnect());

/** The checkout with `checkoutConsent`, paid through the demo gateway (which confirms the booking). */
async function paidCheckout(checkoutConsent: boolean) {
  const details = await wizardDetails({ eventDate: inDays(5), ...(checkoutConsent ? { smsConsent: true } : {}) });
  const intent = await createIntent({ amount: details.totalAmount, bookingDetails: details });
  expect([intent.status, intent.body.error]).toEqual([200, undefined]);
  const paid = await confirmDemo(intent.body.clientSecret);
  expect(paid.status).toBe(200);
  return { details, id: intent.body.bookingId as number, intentId: paid.body.paymentIntentId as string };
}

const bookingRow = (id: number) => db.booking.findUniqueOrThrow({ where: { id } });

it("records a consent first sent with the submission (time and wording) and sends the confirmation text it missed", async () => {
  const { details, id, intentId } = await paidCheckout(false);
  expect((await bookingRow(id)).smsConsentAt).toBeNull();
  expect(await db.smsOutbox.count()).toBe(0);

  const before = new Date();
  const saved = await postBooking({ ...details, smsConsent: true, stripePaymentId: intentId });
  expect([200, 201]).toContain(saved.status);
  const row = await bookingRow(id);
  expect(row.smsConsentAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  expect(row.smsConsentWording).toBe(SMS_CONSENT_WORDING);
  const detail = await adminCall(getBooking as never, `/api/bookings/${id}`, { params: { id: String(id) } });
  expect(detail.body.smsConsent).toBe(true);

  const texts = await db.smsOutbox.findMany();
  expect(texts).toHaveLength(1);
  expect(texts[0]).toMatchObject({ bookingId: id, kind: "booking-confirmed" });

  // the same submission again: the consent is on record, nothing more is sent
  const again = await postBooking({ ...details, smsConsent: true, stripePaymentId: intentId });
  expect(again.status).toBe(200);
  expect((await bookingRow(id)).smsConsentAt).toEqual(row.smsConsentAt);
  expect(await db.smsOutbox.count()).toBe(1);
});

it("keeps a consent given at checkout (its first time), and an unticked box at submission withdraws nothing", async () => {
  const { details, id, intentId } = await paidCheckout(true);
  const first = (await bookingRow(id)).smsConsentAt;
  expect(first).not.toBeNull();
  expect(await db.smsOutbox.count()).toBe(1); // the confirmation, from the payment

  expect((await postBooking({ ...details, smsConsent: true, stripePaymentId: intentId })).status).toBe(201);
  expect((await bookingRow(id)).smsConsentAt).toEqual(first);
  const { smsConsent: _dropped, ...unticked } = details as typeof details & { smsConsent?: boolean };
  expect((await postBooking({ ...unticked, stripePaymentId: intentId })).status).toBe(200);
  expect((await bookingRow(id)).smsConsentAt).toEqual(first);
  expect(await db.smsOutbox.count()).toBe(1);
});

it("refuses a consent at submission without a number that takes texts, and records nothing", async () => {
  const { details, id, intentId } = await paidCheckout(false);
  const refused = await postBooking({
    ...details,
    clientPhone: "0141 496 0000",
    smsConsent: true,
    stripePaymentId: intentId,
  });
  expect(refused.status).toBe(400);
  expect(refused.body.fieldErrors).toHaveProperty("clientPhone");
  expect((await bookingRow(id)).smsConsentAt).toBeNull();
});
