// The mails use the magician's settings: notifications go to the contact e-mail, and customers' mails are
// signed with the display name, business address, phone and e-mail. Before any settings are saved the
// values are today's (the account's e-mail), so nothing changes for an existing install.
import { POST as postLead } from "@/app/api/leads/route";
import { PATCH } from "@/app/api/settings/route";
import { PUT as putStatus } from "@/app/api/bookings/[id]/status/route";
import { markBookingPaid } from "@/lib/server/ledger/mark-paid";
import { magician, request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { call, createBooking, createPaidBooking } from "../admin/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const SETTINGS = {
  displayName: "The Great Zoltan",
  contactEmail: "bookings@zoltan.example",
  contactPhone: "0141 496 0123",
  businessAddress: "12 Wand Street, Glasgow G1 1AA",
};
const SIGNATURE = [
  "The Great Zoltan",
  "12 Wand Street, Glasgow G1 1AA",
  "Phone: 0141 496 0123",
  "Email: bookings@zoltan.example",
].join("\n");

async function saveSettings() {
  const response = await PATCH(
    await request("/api/settings", { method: "PATCH", body: SETTINGS, as: await magician() }),
  );
  expect(response.status).toBe(200);
}

async function confirmationMailOf(bookingId: number) {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  await db.$transaction((tx) => markBookingPaid(tx, bookingId, 30000, 30000));
  return db.emailOutbox.findFirstOrThrow({ where: { to: booking.clientEmail } });
}

it("sends the magician's notifications to the contact e-mail of the settings", async () => {
  await saveSettings();
  const lead = {
    name: "Grace Hopper",
    email: "grace@example.com",
    phone: "0141 496 0000",
    eventType: "corporate",
    location: "Glasgow",
    message: "We would love a magician for our launch.",
  };
  const response = await postLead(
    await request("/api/leads", { method: "POST", body: lead, headers: { "x-forwarded-for": "198.51.100.7" } }),
  );
  expect(response.status).toBe(201);
  const mails = await db.emailOutbox.findMany({ where: { subject: { startsWith: "New enquiry" } } });
  expect(mails.map((m) => m.to)).toEqual(["bookings@zoltan.example"]);

  const booking = await createBooking({ paymentStatus: "pending", status: "pending" });
  await confirmationMailOf(booking.id);
  expect((await db.emailOutbox.findFirstOrThrow({ where: { subject: `New booking #${booking.id}` } })).to).toBe(
    "bookings@zoltan.example",
  );
});

it("signs the customer's confirmation with the display name, business address, phone and e-mail", async () => {
  await saveSettings();
  const booking = await createBooking({ paymentStatus: "pending", status: "pending" });
  const mail = await confirmationMailOf(booking.id);
  expect(mail.subject).toBe(`Your booking is confirmed (#${booking.id})`);
  expect(mail.text.endsWith(`\n\n${SIGNATURE}`)).toBe(true);
  expect(mail.html).toContain(
    "The Great Zoltan<br/>12 Wand Street, Glasgow G1 1AA<br/>Phone: 0141 496 0123<br/>Email: bookings@zoltan.example",
  );
});

it("signs the mail of a cancellation from the dashboard the same way", async () => {
  await saveSettings();
  const booking = await createPaidBooking({ status: "confirmed" });
  const response = await call(putStatus as never, `/api/bookings/${booking.id}/status`, {
    method: "PUT",
    body: { status: "cancelled" },
    params: { id: String(booking.id) },
  });
  expect(response.status).toBe(200);
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: booking.clientEmail } });
  expect(mail.text.endsWith(`\n\n${SIGNATURE}`)).toBe(true);
});

it("without saved settings, signs with the site's name and the account's e-mail, and notifies that address", async () => {
  const booking = await createBooking({ paymentStatus: "pending", status: "pending" });
  const mail = await confirmationMailOf(booking.id);
  expect(mail.text.endsWith("\n\nSummon a Magician\nEmail: magician@example.com")).toBe(true);
  expect((await db.emailOutbox.findFirstOrThrow({ where: { subject: `New booking #${booking.id}` } })).to).toBe(
    "magician@example.com",
  );
});
