import "server-only";
import { countedBookingWhere } from "@/lib/domain/booking-status";
import { addDays, londonToday } from "@/lib/domain/dates";
import {
  QUESTIONNAIRE_REMINDER_DAYS_BEFORE,
  isQuestionnaireComplete,
  missingRequired,
  questionnaireClosesOn,
  questionnaireReminderKey,
  type Question,
} from "@/lib/domain/questionnaire";
import { deservesReminder } from "@/lib/domain/reminders";
import { db } from "@/lib/server/db";
import { questionnaireReminderMail } from "@/lib/server/mail/emails/questionnaire-reminder";
import { queueMail } from "@/lib/server/mail/outbox";
import { mailSender } from "@/lib/server/mail/sender";
import { answersOf, isLiveBooking } from "./read";
import { questionsOf } from "./questions";

/**
 * The 09:00 job: clients whose event is three weeks away and whose questionnaire is unanswered or
 * lacks a required answer get one reminder per booking (the notice and its mail are written in one
 * transaction, so a retry or a second instance sends nothing twice). A booking made after that
 * moment, or whose event type has no questions, gets none.
 */
export async function sendQuestionnaireReminders(now = new Date()): Promise<number> {
  const eventDate = addDays(londonToday(now), QUESTIONNAIRE_REMINDER_DAYS_BEFORE);
  const bookings = await db.booking.findMany({
    where: { eventDate, anonymisedAt: null, ...countedBookingWhere() },
    orderBy: { id: "asc" },
  });
  const questionsByType = new Map<string, Question[]>();
  let sent = 0;
  for (const booking of bookings) {
    if (!isLiveBooking(booking)) continue;
    if (!deservesReminder(booking.createdAt, booking.eventDate, QUESTIONNAIRE_REMINDER_DAYS_BEFORE)) continue;
    if (!questionsByType.has(booking.eventType))
      questionsByType.set(booking.eventType, await questionsOf(booking.eventType));
    const questions = questionsByType.get(booking.eventType)!;
    if (questions.length === 0) continue;
    const { answers } = await answersOf(booking.id);
    if (isQuestionnaireComplete(questions, answers)) continue;
    const missing = missingRequired(questions, answers).map((q) => q.text);
    const queued = await db.$transaction(async (tx) => {
      const inserted =
        await tx.$executeRaw`INSERT INTO "sent_notices" ("key") VALUES (${questionnaireReminderKey(booking.id)}) ON CONFLICT ("key") DO NOTHING`;
      if (inserted !== 1) return false;
      await queueMail(
        tx,
        questionnaireReminderMail(booking, missing, questionnaireClosesOn(booking.eventDate), await mailSender(tx)),
      );
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
