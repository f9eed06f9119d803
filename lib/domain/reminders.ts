/**
 * Reminders before an event (London time): the customer hears 7 days and 1 day before, at 09:00;
 * the magician gets each day's agenda at 07:00. A booking made after a reminder's moment has
 * passed does not get that reminder late. Pure: the job decides with these, the database records
 * what was sent (one row per notice key).
 */
import { addDays, londonDateTime, type IsoDate } from "./dates";

export const REMINDER_KINDS = [
  { kind: "7-days", daysBefore: 7 },
  { kind: "1-day", daysBefore: 1 },
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number]["kind"];

export const CUSTOMER_REMINDER_TIME = "09:00";
export const MAGICIAN_AGENDA_TIME = "07:00";

/** The event day a reminder of this kind is sent for, on `today`. */
export function reminderEventDate(today: IsoDate, daysBefore: number): IsoDate {
  return addDays(today, daysBefore);
}

/** The instant a reminder for an event on `eventDate` is due. */
export function reminderMoment(eventDate: IsoDate, daysBefore: number): Date {
  return londonDateTime(addDays(eventDate, -daysBefore), CUSTOMER_REMINDER_TIME);
}

/** Whether a booking created at `createdAt` should get this reminder (it existed when it became due). */
export function deservesReminder(createdAt: Date, eventDate: IsoDate, daysBefore: number): boolean {
  return createdAt.getTime() <= reminderMoment(eventDate, daysBefore).getTime();
}

/** One key per booking, kind and event date: a booking that moves is reminded again for its new date. */
export function reminderKey(kind: ReminderKind, bookingId: number, eventDate: IsoDate): string {
  return `reminder:${kind}:${bookingId}:${eventDate}`;
}

export function agendaKey(date: IsoDate): string {
  return `agenda:${date}`;
}
