import "server-only";
import { countedBookingWhere } from "@/lib/domain/booking-status";
import { londonToday } from "@/lib/domain/dates";
import { REMINDER_KINDS, agendaKey, deservesReminder, reminderEventDate, reminderKey } from "@/lib/domain/reminders";
import { db, type Prisma } from "@/lib/server/db";
import { queueMail } from "@/lib/server/mail/outbox";
import { customerReminderMail } from "@/lib/server/mail/emails/customer-reminder";
import { magicianAgendaMail } from "@/lib/server/mail/emails/magician-agenda";
import { magicianEmail, mailSender } from "@/lib/server/mail/sender";
import { autoBalanceChargeDateOf, owedOf } from "@/lib/server/mail/format";
import { errorFields, log } from "@/lib/server/log";
import { queueText } from "@/lib/server/sms/queue-text";
import { formatGBP, formatIsoDateLong } from "@/lib/domain";

/** Records a notice once; true when this call recorded it (so the caller sends it). */
export async function firstTime(tx: Prisma.TransactionClient, key: string): Promise<boolean> {
  const inserted =
    await tx.$executeRaw`INSERT INTO "sent_notices" ("key") VALUES (${key}) ON CONFLICT ("key") DO NOTHING`;
  return inserted === 1;
}

/**
 * The 09:00 job: customers whose event is 7 days or 1 day away get their reminder, once per
 * booking, kind and event date (the notice and its mail are written in one transaction). Cancelled
 * bookings get none; a booking made after the reminder's moment does not get it late.
 */
export async function sendCustomerReminders(now = new Date()): Promise<number> {
  const today = londonToday(now);
  let sent = 0;
  for (const { kind, daysBefore } of REMINDER_KINDS) {
    const eventDate = reminderEventDate(today, daysBefore);
    const bookings = await db.booking.findMany({
      where: { eventDate, ...countedBookingWhere() },
      orderBy: { id: "asc" },
    });
    for (const booking of bookings) {
      if (!deservesReminder(booking.createdAt, booking.eventDate, daysBefore)) continue;
      const queued = await db.$transaction(async (tx) => {
        if (!(await firstTime(tx, reminderKey(kind, booking.id, booking.eventDate)))) return false;
        await queueMail(tx, customerReminderMail(booking, daysBefore, await mailSender(tx)));
        return true;
      });
      if (queued) {
        sent++;
        await queueReminderText(booking, daysBefore);
      }
    }
  }
  return sent;
}

/**
 * The texts that go with a reminder, once its mail is committed: the day before, the reminder
 * itself (with any balance); a week before, a balance due that is not to be charged automatically.
 */
async function queueReminderText(booking: Prisma.BookingGetPayload<object>, daysBefore: number): Promise<void> {
  const owed = owedOf(booking);
  const automatic = autoBalanceChargeDateOf(booking) !== null && daysBefore >= booking.autoBalanceDaysBefore!;
  const balance = owed > 0 && !automatic ? ` Balance due: ${formatGBP(owed)}, payable on your booking page.` : "";
  try {
    if (daysBefore === 1)
      await queueText({
        kind: "reminder",
        bookingId: booking.id,
        body: `A reminder: your magic performance is tomorrow, ${formatIsoDateLong(booking.eventDate)}, arriving at ${booking.startTime}.${balance} Details:`,
      });
    else if (balance)
      await queueText({
        kind: "balance-due",
        bookingId: booking.id,
        body: `The balance of ${formatGBP(owed)} for your booking on ${formatIsoDateLong(booking.eventDate)} is due. Pay it on your booking page:`,
      });
  } catch (error) {
    log("error", "text_queue_failed", { bookingId: booking.id, kind: "reminder", ...errorFields(error) });
  }
}

/** The 07:00 job: the magician's agenda for today, once a day, on days with bookings. */
export async function sendMagicianAgenda(now = new Date()): Promise<number> {
  const today = londonToday(now);
  const bookings = await db.booking.findMany({
    where: { eventDate: today, ...countedBookingWhere() },
    orderBy: [{ startTime: "asc" }, { id: "asc" }],
  });
  if (bookings.length === 0) return 0;
  return db.$transaction(async (tx) => {
    const to = await magicianEmail(tx);
    if (!to || !(await firstTime(tx, agendaKey(today)))) return 0;
    await queueMail(tx, magicianAgendaMail(to, today, bookings));
    return 1;
  });
}
