/** What the planning questionnaire's routes answer: the magician's question sets, the client's questionnaire, a booking's answers. */
import { z } from "@/lib/validation/zod";
import { EVENT_TYPES } from "@/lib/domain/constants";
import { QUESTION_KINDS } from "@/lib/domain/questionnaire";

const question = z.object({
  id: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
});

export const questionSetAnswer = z.object({
  eventType: z.enum(EVENT_TYPES),
  label: z.string(),
  questions: z.array(question),
});

export const questionSetsAnswer = z.object({ sets: z.array(questionSetAnswer) });

export const managedQuestionnaireAnswer = z.object({
  questions: z.array(question.extend({ answer: z.string() })),
  open: z.boolean(),
  closesOn: z.string(),
  complete: z.boolean(),
  savedAt: z.string().nullable(),
});

export const bookingQuestionnaireAnswer = z.object({
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
});
