// Shared helpers of the public API integration tests.
import { addDays, londonToday } from "@/lib/domain";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as confirmDemoRoute } from "@/app/api/demo-payments/confirm/route";
import { POST as bookingsRoute } from "@/app/api/bookings/route";
import { request, type TestUser } from "../../support/auth";
import { db } from "../../support/db";

export const today = () => londonToday();
export const inDays = (n: number) => addDays(londonToday(), n);

let ipCounter = 0;
/** A distinct client address per call, so per-address rate limits do not interfere. */
export const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export async function serviceIds(...titles: string[]): Promise<number[]> {
  const rows = await db.service.findMany({ where: { title: { in: titles } } });
  return titles.map((t) => rows.find((r) => r.title === t)!.id);
}

export async function partnerBar() {
  return db.user.findFirstOrThrow({ where: { role: "bar-client", registrationPaid: true }, orderBy: { id: "asc" } });
}

export interface DetailsOverrides {
  [key: string]: unknown;
}

/** The wizard's booking details; Close-Up Magic for 60 minutes, 30 days ahead, 14:00. */
export async function wizardDetails(overrides: DetailsOverrides = {}) {
  const [closeUp] = await serviceIds("Close-Up Magic");
  return {
    clientName: "Ada Lovelace",
    clientEmail: "ada@example.com",
    clientPhone: "07700 900123",
    eventLocation: "Kelvingrove Art Gallery",
    eventAddress: "Argyle St, Glasgow G3 8AG",
    parkingAvailable: true,
    eventType: "birthday",
    eventDate: inDays(30),
    startTime: "14:00",
    guestCount: 40,
    selectedServices: [{ id: closeUp, title: "Close-Up Magic", price: 250 }],
    duration: "60",
    additionalInfo: "Garden party",
    paymentType: "one-time",
    termsAccepted: true,
    totalAmount: 275,
    ...overrides,
  };
}

export async function call(
  handler: (r: Request) => Promise<Response>,
  path: string,
  init: Parameters<typeof request>[1] = {},
) {
  const req = await request(path, { ...init, headers: { "x-forwarded-for": freshIp(), ...(init.headers ?? {}) } });
  const response = await handler(req);
  const body = await response.json().catch(() => null);
  return { status: response.status, body };
}

export async function createIntent(body: unknown, as?: TestUser | null) {
  return call(createIntentRoute as (r: Request) => Promise<Response>, "/api/create-payment-intent", {
    method: "POST",
    body,
    as,
  });
}

export async function confirmDemo(clientSecret: string, outcome: "succeed" | "fail" = "succeed") {
  return call(confirmDemoRoute as (r: Request) => Promise<Response>, "/api/demo-payments/confirm", {
    method: "POST",
    body: { clientSecret, outcome },
  });
}

export async function postBooking(body: unknown, as?: TestUser | null) {
  return call(bookingsRoute as (r: Request) => Promise<Response>, "/api/bookings", { method: "POST", body, as });
}

/** Intent → demo payment → POST /api/bookings, as the wizard does. */
export async function bookThroughWizard(overrides: DetailsOverrides = {}) {
  const details = await wizardDetails(overrides);
  const intent = await createIntent({ amount: details.totalAmount, bookingDetails: details });
  if (intent.status !== 200) throw new Error(`intent ${intent.status}: ${JSON.stringify(intent.body)}`);
  const paid = await confirmDemo(intent.body.clientSecret);
  if (paid.status !== 200) throw new Error(`confirm ${paid.status}: ${JSON.stringify(paid.body)}`);
  const saved = await postBooking({ ...details, stripePaymentId: paid.body.paymentIntentId });
  return { details, intent, paid, saved };
}

/**
 * Paid intents for one day whose holds have all lapsed (as if each visitor took longer than 10
 * minutes), one per start time, ready to be posted at once: only the serialisation protects the day.
 */
export async function lapsedPaidIntents(eventDate: string, startTimes: readonly string[], emailPrefix: string) {
  const made: { details: Awaited<ReturnType<typeof wizardDetails>>; id: string }[] = [];
  for (const [i, startTime] of startTimes.entries()) {
    const details = await wizardDetails({ eventDate, startTime, clientEmail: `${emailPrefix}${i}@example.com` });
    const r = await createIntent({ amount: 275, bookingDetails: details });
    expect(r.status).toBe(200);
    await db.booking.update({ where: { id: r.body.bookingId }, data: { holdExpiresAt: new Date(Date.now() - 1) } });
    await db.paymentIntent.update({ where: { id: r.body.paymentIntentId }, data: { status: "succeeded" } });
    made.push({ details, id: r.body.paymentIntentId });
  }
  return made;
}
