import "server-only";
import { answerText } from "@/lib/domain/questionnaire";
import { db } from "@/lib/server/db";
import { answersOf } from "./read";
import { questionsOf } from "./questions";

export interface QuestionnaireAnswer {
  question: string;
  /** as the client wrote it; "Yes"/"No" for yes/no questions; "" when not answered */
  answer: string;
}

/**
 * The booking's questionnaire, questions in the magician's order, with the client's answers. An
 * answered question reads as it was worded when the client answered it (the magician may have
 * reworded it since); an unanswered one as it is asked now. An unknown booking has none.
 */
export async function questionnaireAnswers(bookingId: number): Promise<QuestionnaireAnswer[]> {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { eventType: true } });
  if (!booking) return [];
  const questions = await questionsOf(booking.eventType);
  if (questions.length === 0) return [];
  const { answers, askedAs } = await answersOf(bookingId);
  return questions.map((q) => ({
    question: askedAs.get(q.id) ?? q.text,
    answer: answerText(q.kind, answers.get(q.id) ?? ""),
  }));
}
