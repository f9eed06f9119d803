// What the booking e-mails say: the magician's new-booking mail names the client's phone, and every
// mail that offers the balance by card also says paying it in person on the day is still fine.
import { londonDateTime } from "@/lib/domain/dates";
import { sendCustomerReminders } from "@/lib/server/reminders/send";
import { db, resetAndSeed } from "../../support/db";
import { must } from "../../support/must";
import { confirmDemo, createIntent, inDays, wizardDetails } from "./helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const IN_PERSON = "You can still pay the remaining balance in person on the event day.";

async function paidBooking(overrides: Record<string, unknown> = {}) {
  const intent = await createIntent({ amount: 275, bookingDetails: await wizardDetails(overrides) });
  expect([intent.status, intent.body.error]).toEqual([200, undefined]);
  expect((await confirmDemo(intent.body.clientSecret)).status).toBe(200);
  return intent.body.bookingId as number;
}

const mailTo = async (to: string) =>
  must(await db.emailOutbox.findFirst({ where: { to }, orderBy: { id: "desc" } }), to);

it("the magician's new-booking mail gives the client's phone", async () => {
  const id = await paidBooking({ clientEmail: "ada@example.com", clientPhone: "07700 900456" });
  const mail = await mailTo("magician@example.com");
  expect(mail.subject).toBe(`New booking #${id}`);
  expect(mail.text).toContain("Client: Ada Lovelace, ada@example.com, 07700 900456");
});

it("a deposit booking's confirmation and reminder offer the balance by card and in person on the day", async () => {
  const id = await paidBooking({
    eventDate: inDays(30),
    paymentType: "deposit",
    depositAgreement: true,
    clientEmail: "deposit@example.com",
  });
  const confirmation = await mailTo("deposit@example.com");
  expect(confirmation.subject).toBe(`Your booking is confirmed (#${id})`);
  expect(confirmation.text).toContain("Balance due on the event day: £137.50");
  expect(confirmation.text).toContain(IN_PERSON);

  await db.emailOutbox.deleteMany();
  expect(await sendCustomerReminders(londonDateTime(inDays(23), "09:00"))).toBe(1);
  const reminder = await mailTo("deposit@example.com");
  expect(reminder.text).toContain("Balance due: £137.50. Pay it now by card on your booking page (");
  expect(reminder.text).toContain(`#pay-heading). ${IN_PERSON}`);
  expect(reminder.text).not.toContain("or on the day");
});

it("a booking paid in full says nothing about a balance", async () => {
  await paidBooking({ clientEmail: "full@example.com" });
  expect((await mailTo("full@example.com")).text).not.toContain(IN_PERSON);
});

it("the confirmation lists the flat travel fee from the line the booking stored", async () => {
  const id = await paidBooking({ clientEmail: "travel@example.com" });
  const row = await db.booking.findUniqueOrThrow({ where: { id }, select: { selectedServices: true } });
  expect(row.selectedServices).toContainEqual({ id: 0, title: "Travel fee", price: 25, kind: "travel" });
  const confirmation = await mailTo("travel@example.com");
  expect(confirmation.text).toMatch(/: £250\.00\nTravel fee: £25\.00\nTotal: £275\.00/);
});
