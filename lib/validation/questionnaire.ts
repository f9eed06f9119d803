import { z } from "@/lib/validation/zod";
import { EVENT_TYPES } from "@/lib/domain/constants";
import {
  QUESTIONNAIRE_CLOSES_DAYS_BEFORE,
  QUESTIONNAIRE_LIMITS as LIMITS,
  QUESTION_KINDS,
  answerProblem,
  questionSetProblems,
  type QuestionKind,
} from "@/lib/domain/questionnaire";
import { text, type ToastText } from "./common";

/** The planning questionnaire: the magician's question sets and the client's answers. */

export const QUESTIONNAIRE_FIELD_MESSAGES = {
  kind: "Please choose the kind of question.",
  text: "Please write the question.",
  textTooLong: `Must be at most ${LIMITS.text} characters.`,
  option: "Please write the option, or remove it.",
  optionTooLong: `Must be at most ${LIMITS.option} characters.`,
  tooManyOptions: `At most ${LIMITS.options} options.`,
  tooManyQuestions: `At most ${LIMITS.questions} questions for one event type.`,
  required: "Please say whether the question must be answered.",
  questionId: "Please choose a question.",
  answer: "Please write an answer.",
  noAnswers: "Nothing to save.",
  unknownQuestion: "This question is no longer asked. Please reload the page.",
} as const;

const M = QUESTIONNAIRE_FIELD_MESSAGES;

export const questionDraftSchema = z.object({
  id: z.number({ error: M.questionId }).int(M.questionId).positive(M.questionId).optional(),
  kind: z.enum(QUESTION_KINDS, { error: M.kind }),
  text: text({ min: 1, minMessage: M.text, max: LIMITS.text, maxMessage: M.textTooLong }),
  required: z.boolean({ error: M.required }),
  options: z
    .array(text({ min: 1, minMessage: M.option, max: LIMITS.option, maxMessage: M.optionTooLong }), {
      error: M.option,
    })
    .max(LIMITS.options, M.tooManyOptions)
    .default([]),
});

/** PUT /api/questionnaires/{eventType}: the whole ordered set; a question with an id keeps its answers. */
export const questionSetSchema = z
  .object({
    questions: z.array(questionDraftSchema, { error: M.kind }).max(LIMITS.questions, M.tooManyQuestions),
  })
  .superRefine((value, ctx) => {
    for (const p of questionSetProblems(value.questions))
      ctx.addIssue({ code: "custom", path: p.path, message: p.message });
  });
export type QuestionSetInput = z.input<typeof questionSetSchema>;

export const eventTypeParams = z.object({ eventType: z.enum(EVENT_TYPES) });

/** PUT /api/manage/{token}/questionnaire: some or all answers ("" clears one); each is checked against its question on the server. */
export const questionnaireAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: z.number({ error: M.questionId }).int(M.questionId).positive(M.questionId),
        answer: z
          .string({ error: M.answer })
          .max(LIMITS.longAnswer, `Must be at most ${LIMITS.longAnswer} characters.`),
      }),
      { error: M.noAnswers },
    )
    .min(1, M.noAnswers)
    .max(LIMITS.questions, M.tooManyQuestions),
});
export type QuestionnaireAnswersInput = z.infer<typeof questionnaireAnswersSchema>;

/** The message for one answer to a question of this kind and options, or null (shared by the form and the server). */
export function answerMessage(question: { kind: QuestionKind; options: string[] }, answer: string): string | null {
  return answerProblem(question, answer.trim());
}

export const QUESTIONNAIRE_CLOSED_MESSAGE = `The questionnaire has closed: it can be answered until ${QUESTIONNAIRE_CLOSES_DAYS_BEFORE} days before the event. Please tell the magician anything else directly.`;

export const QUESTIONNAIRE_TOASTS = {
  saved: { title: "Questions saved" },
  saveFailed: { title: "Could not save the questions", description: "Please try again." },
  loadFailed: { title: "Could not load the questionnaires", description: "Please reload the page." },
} satisfies Record<string, ToastText>;
