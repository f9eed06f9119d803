import "server-only";
import { canReschedule, isWithdrawn } from "@/lib/domain/booking-status";
import { londonToday } from "@/lib/domain/dates";
import {
  isQuestionnaireComplete,
  isQuestionnaireOpen,
  questionnaireClosesOn,
  type Question,
} from "@/lib/domain/questionnaire";
import type { DbClient } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { questionsOf } from "./questions";

/** What the questionnaire needs of a booking. */
export interface QuestionnaireBooking {
  id: number;
  eventType: string;
  eventDate: string;
  status: string;
  paymentStatus: string;
}

export interface AnsweredQuestion extends Question {
  /** "" when not answered; "yes" / "no" for a yes/no question */
  answer: string;
}

/** The client's questionnaire on their booking page. */
export interface QuestionnaireView {
  questions: AnsweredQuestion[];
  /** whether the client may still answer now */
  open: boolean;
  /** the first London day on which it no longer can */
  closesOn: string;
  complete: boolean;
  /** when an answer was last saved (ISO), null before any */
  savedAt: string | null;
}

/** A booking still on: pending or confirmed, not withdrawn. */
export function isLiveBooking(b: Pick<QuestionnaireBooking, "status" | "paymentStatus">): boolean {
  return canReschedule(b) && !isWithdrawn(b);
}

/** The booking's saved answers by question id, with when they were last saved. */
export async function answersOf(bookingId: number, client: DbClient = db) {
  const rows = await client.questionnaireAnswer.findMany({ where: { bookingId } });
  return {
    answers: new Map(rows.map((r) => [r.questionId, r.answer])),
    /** each answer's question as it was worded when the client answered it */
    askedAs: new Map(rows.map((r) => [r.questionId, r.questionText])),
    savedAt: rows.reduce<Date | null>((last, r) => (!last || r.updatedAt > last ? r.updatedAt : last), null),
  };
}

/** The booking's questionnaire as its client sees it today. */
export async function questionnaireOf(booking: QuestionnaireBooking, now = new Date()): Promise<QuestionnaireView> {
  const questions = await questionsOf(booking.eventType);
  const { answers, savedAt } = await answersOf(booking.id);
  return {
    questions: questions.map((q) => ({ ...q, answer: answers.get(q.id) ?? "" })),
    open: isQuestionnaireOpen({ eventDate: booking.eventDate, live: isLiveBooking(booking) }, londonToday(now)),
    closesOn: questionnaireClosesOn(booking.eventDate),
    complete: isQuestionnaireComplete(questions, answers),
    savedAt: savedAt?.toISOString() ?? null,
  };
}
