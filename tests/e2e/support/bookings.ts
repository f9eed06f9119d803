// Bookings the e2e specs need as a starting point: rows written straight into the database, or deposit
// bookings paid through the public API and the demo gateway as the wizard makes them.
import { expect, type Page } from "@playwright/test";
import { freshClientAddress } from "./client-address";
import { sqlRow } from "./db";

const BOOKING_ROW = {
  clientPhone: "07700 900555",
  eventLocation: "Kelvingrove Hall",
  eventAddress: "1 Argyle Street, Glasgow",
  eventType: "birthday",
  startTime: "15:00",
  endTime: "16:00",
  guestCount: 20,
  selectedServices: JSON.stringify([{ id: 1, title: "Close-Up Magic", price: 250 }]),
  duration: "60",
  totalPence: 25000,
  paymentType: "full",
};

/** Inserts a bookings row (a fully paid 60-minute Close-Up Magic booking unless `fields` say otherwise). */
export async function insertBookingRow<F extends { clientName: string; clientEmail: string; eventDate: string }>(
  fields: F & Record<string, unknown>,
): Promise<typeof BOOKING_ROW & F & { id: number }> {
  const row = { ...BOOKING_ROW, ...fields };
  const keys = Object.keys(row);
  const inserted = await sqlRow<{ id: number }>(
    `INSERT INTO bookings (${keys.map((k) => `"${k}"`).join(", ")}, "updatedAt") VALUES (${keys.map((_, i) => `$${i + 1}`).join(", ")}, now()) RETURNING id`,
    Object.values(row),
  );
  return { id: Number(inserted.id), ...row };
}

type DepositBooking = { eventDate: string; clientName: string; clientEmail: string; startTime?: string };

/** The wizard's checkout body for a 60-minute Close-Up Magic deposit booking (£275, £137.50 now). */
export async function depositBookingDetails(page: Page, { startTime = "14:00", ...client }: DepositBooking) {
  const services = (await (await page.request.get("/api/services")).json()) as { id: number; title: string }[];
  const closeUp = services.find((s) => s.title === "Close-Up Magic")!;
  return {
    ...client,
    clientPhone: "07700 900123",
    eventLocation: "Kelvingrove Art Gallery",
    eventAddress: "Argyle St, Glasgow G3 8AG",
    parkingAvailable: true,
    eventType: "birthday",
    startTime,
    guestCount: 40,
    selectedServices: [{ id: closeUp.id, title: closeUp.title, price: 250 }],
    duration: "60",
    paymentType: "deposit",
    depositAgreement: true,
    termsAccepted: true,
    totalAmount: 275,
  };
}

/** A deposit booking paid through the public API and the demo gateway; returns its booking page's path. */
export async function paidDepositBooking(
  page: Page,
  { headers, ...booking }: DepositBooking & { headers?: Record<string, string> },
): Promise<string> {
  const details = await depositBookingDetails(page, booking);
  const intent = await page.request.post("/api/create-payment-intent", {
    data: { amount: 275, bookingDetails: details },
    // a visitor of its own unless the test says which: the suite run again within the hour stays under
    // the per-address checkout limits
    headers: headers ?? { "x-forwarded-for": freshClientAddress() },
  });
  expect(intent.status()).toBe(200);
  const { clientSecret } = await intent.json();
  const confirmed = await page.request.post("/api/demo-payments/confirm", { data: { clientSecret } });
  expect(confirmed.status()).toBe(200);
  return new URL((await confirmed.json()).manageUrl).pathname;
}
