// Shared fixtures for the magician's API tests.
import { addDays, londonToday } from "@/lib/domain/dates";
import { createBarClient, magician, request, type TestUser } from "../../support/auth";
import { db } from "../../support/db";

export { addDays, londonToday };

let seq = 0;

/** A booking row with sensible defaults (30 days ahead, 19:00–20:00, £300, unpaid; money in pence). */
export async function createBooking(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return db.booking.create({
    data: {
      clientName: "Ada Lovelace",
      clientEmail: `ada${seq}@example.com`,
      clientPhone: "07700 900001",
      eventLocation: "The Grand Hall",
      eventAddress: "1 High Street, Glasgow",
      parkingAvailable: true,
      eventType: "wedding",
      eventDate: addDays(londonToday(), 40),
      startTime: "19:00",
      endTime: "20:00",
      guestCount: 50,
      selectedServices: [{ id: 1, title: "Close-Up Magic", price: 250 }],
      duration: "60",
      totalPence: 30000,
      paymentType: "full",
      ...overrides,
    } as never,
  });
}

/** A paid booking backed by a succeeded demo payment intent (so the demo gateway can refund it). */
export async function createPaidBooking(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const intentId = `pi_demo_test_${seq}_${Date.now().toString(36)}`;
  const total = Number(overrides.totalPence ?? 30000);
  const paid = Number(overrides.paidPence ?? total);
  await db.paymentIntent.create({
    data: {
      id: intentId,
      provider: "demo",
      purpose: "booking",
      amountPence: paid,
      status: "succeeded",
    },
  });
  return createBooking({ paymentStatus: "completed", paidPence: paid, stripePaymentId: intentId, ...overrides });
}

/** Calls a route handler as `user` (default: the magician) and returns status and JSON body. */
export async function call(
  handler: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  init: { method?: string; body?: unknown; as?: TestUser | null; params?: Record<string, string> } = {},
) {
  const as = init.as === undefined ? await magician() : init.as;
  const req = await request(path, { method: init.method, body: init.body, as });
  const response = await handler(req, { params: Promise.resolve(init.params ?? {}) });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the shape it expects
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, body: json, response };
}

/** Asserts signed-out → 401 and bar client → 403 for a magician-only handler. */
export async function expectMagicianOnly(
  handler: Parameters<typeof call>[0],
  path: string,
  init: { method?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  const signedOut = await call(handler, path, { ...init, as: null });
  if (signedOut.status !== 401) throw new Error(`signed out: expected 401, got ${signedOut.status}`);
  const bar = await createBarClient();
  const asBar = await call(handler, path, { ...init, as: bar });
  if (asBar.status !== 403) throw new Error(`bar client: expected 403, got ${asBar.status}`);
}
