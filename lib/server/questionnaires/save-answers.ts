import "server-only";
import { londonToday } from "@/lib/domain/dates";
import { answerProblem, isQuestionnaireOpen, normaliseAnswer } from "@/lib/domain/questionnaire";
import { db } from "@/lib/server/db";
import { AppError, validationError } from "@/lib/server/errors";
import {
  QUESTIONNAIRE_CLOSED_MESSAGE,
  QUESTIONNAIRE_FIELD_MESSAGES,
  type QuestionnaireAnswersInput,
} from "@/lib/validation/questionnaire";
import { isLiveBooking, questionnaireOf, type QuestionnaireBooking, type QuestionnaireView } from "./read";
import { questionsOf } from "./questions";

/**
 * Saves some of the client's answers (the others stay as they were; "" clears one), each with the
 * question's wording as it is now. Refused whole, writing nothing, once the questionnaire has closed
 * (409 questionnaire-closed) or when an answer does not fit its question (400 with field messages).
 */
export async function saveAnswers(
  booking: QuestionnaireBooking,
  input: QuestionnaireAnswersInput["answers"],
  now = new Date(),
): Promise<QuestionnaireView> {
  if (!isQuestionnaireOpen({ eventDate: booking.eventDate, live: isLiveBooking(booking) }, londonToday(now)))
    throw new AppError("conflict", QUESTIONNAIRE_CLOSED_MESSAGE, undefined, { code: "questionnaire-closed" });
  const questions = new Map((await questionsOf(booking.eventType)).map((q) => [q.id, q]));
  const fieldErrors: Record<string, string> = {};
  const answers = input.map((a, i) => {
    const question = questions.get(a.questionId);
    const answer = normaliseAnswer(a.answer);
    if (!question) fieldErrors[`answers.${i}.questionId`] = QUESTIONNAIRE_FIELD_MESSAGES.unknownQuestion;
    else {
      const problem = answerProblem(question, answer);
      if (problem) fieldErrors[`answers.${i}.answer`] = problem;
    }
    return { question: question!, answer };
  });
  if (Object.keys(fieldErrors).length > 0) throw validationError(Object.values(fieldErrors)[0]!, fieldErrors);

  await db.$transaction(async (tx) => {
    for (const { question, answer } of answers) {
      const where = { bookingId_questionId: { bookingId: booking.id, questionId: question.id } };
      if (answer === "") await tx.questionnaireAnswer.deleteMany({ where: where.bookingId_questionId });
      else
        await tx.questionnaireAnswer.upsert({
          where,
          create: { bookingId: booking.id, questionId: question.id, questionText: question.text, answer },
          update: { questionText: question.text, answer },
        });
    }
  });
  return questionnaireOf(booking, now);
}
