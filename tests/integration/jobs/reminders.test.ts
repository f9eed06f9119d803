// Reminders: the customer 7 days and 1 day before at 09:00, the magician's agenda at 07:00 (London),
// each once, none for cancelled bookings, none late for a booking made after its moment.
import { londonDateTime } from "@/lib/domain/dates";
import { sendCustomerReminders, sendMagicianAgenda } from "@/lib/server/reminders/send";
import { db, resetAndSeed } from "../../support/db";
import { confirmDemo, createIntent, inDays, wizardDetails } from "../public-api/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

async function paidBooking(eventDate: string, email: string, startTime = "14:00") {
  const intent = await createIntent({
    amount: 275,
    bookingDetails: await wizardDetails({ eventDate, clientEmail: email, startTime }),
  });
  expect([intent.status, intent.body.error]).toEqual([200, undefined]);
  expect((await confirmDemo(intent.body.clientSecret)).status).toBe(200);
  await db.emailOutbox.deleteMany(); // the confirmation mails are not the point here
  return intent.body.bookingId as number;
}

/** 09:00 London, `days` from today. */
const nineAm = (days: number) => londonDateTime(inDays(days), "09:00");

it("sends the 7-day and 1-day reminders once each, with the booking page link, and none for cancelled bookings", async () => {
  const week = await paidBooking(inDays(8), "week@example.com");
  const day = await paidBooking(inDays(2), "day@example.com");
  const cancelled = await paidBooking(inDays(8), "cancelled@example.com", "18:00");
  await db.booking.update({ where: { id: cancelled }, data: { status: "cancelled", paymentStatus: "cancelled" } });
  // bookings were made "in the past" relative to tomorrow 09:00
  expect(await sendCustomerReminders(nineAm(1))).toBe(2);
  expect(await sendCustomerReminders(nineAm(1))).toBe(0); // a retry or a second instance sends nothing
  const mails = await db.emailOutbox.findMany({ orderBy: { id: "asc" } });
  expect(mails.map((m) => [m.to, m.subject])).toEqual([
    ["week@example.com", `Reminder: your booking in 7 days (#${week})`],
    ["day@example.com", `Reminder: your booking tomorrow (#${day})`],
  ]);
  expect(mails[0]?.text).toContain("The magician arrives at 14:00.");
  expect(mails[0]?.text).toMatch(/\/booking\/[0-9a-z]+\.1\./);
});

it("does not send a reminder late to a booking made after its moment, and reminds a moved booking for its new date", async () => {
  const late = await paidBooking(inDays(7), "late@example.com");
  // it was made a minute after today's 09:00 moment; the job runs (late) at 11:00
  const moment = nineAm(0);
  await db.booking.update({ where: { id: late }, data: { createdAt: new Date(moment.getTime() + 60_000) } });
  expect(await sendCustomerReminders(new Date(moment.getTime() + 2 * 3_600_000))).toBe(0);
  // moved to a day that is 7 days after tomorrow: reminded tomorrow for the new date
  await db.booking.update({ where: { id: late }, data: { eventDate: inDays(8) } });
  expect(await sendCustomerReminders(nineAm(1))).toBe(1);
});

it("sends the magician one agenda on a day with bookings, none on a day without", async () => {
  await paidBooking(inDays(3), "a@example.com");
  expect(await sendMagicianAgenda(londonDateTime(inDays(2), "07:00"))).toBe(0);
  expect(await sendMagicianAgenda(londonDateTime(inDays(3), "07:00"))).toBe(1);
  expect(await sendMagicianAgenda(londonDateTime(inDays(3), "07:05"))).toBe(0);
  const agenda = await db.emailOutbox.findFirstOrThrow({ where: { subject: { startsWith: "Today's agenda" } } });
  expect(agenda.text).toContain("14:00–15:00");
});
