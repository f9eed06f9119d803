/**
 * The client's planning questionnaire: the questions the magician asks for each event type, and the
 * rules of the answers. Pure: the server stores the questions and answers, these decide what is
 * valid, whether the client may still answer, and whether the questionnaire is complete.
 *
 * An answer is a string: "" is no answer (saving part of the questionnaire is allowed, a required
 * question included); a yes/no question's answer is "yes" or "no"; a choice's is one of its options.
 */
import { addDays, type IsoDate } from "./dates";

export const QUESTION_KINDS = ["short-text", "long-text", "choice", "yes-no"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  "short-text": "Short text",
  "long-text": "Long text",
  choice: "A choice",
  "yes-no": "Yes or no",
};

export const QUESTIONNAIRE_LIMITS = {
  questions: 30,
  text: 300,
  options: 20,
  option: 100,
  shortAnswer: 300,
  longAnswer: 4000,
} as const;

/** The client may answer until this many days before the event (London dates): on that day it closes. */
export const QUESTIONNAIRE_CLOSES_DAYS_BEFORE = 2;
/** Three weeks before the event an unanswered or incomplete questionnaire is reminded of, once. */
export const QUESTIONNAIRE_REMINDER_DAYS_BEFORE = 21;

export const QUESTION_SET_MESSAGES = {
  choiceNeedsOptions: "A choice needs at least 2 options.",
  duplicateOption: "Each option must be different.",
  noOptions: "Only a choice has options.",
  duplicateQuestion: "This question is asked twice.",
  duplicateId: "This question appears twice.",
} as const;

export const ANSWER_MESSAGES = {
  notAnOption: "Please choose one of the options.",
  yesOrNo: "Please answer yes or no.",
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  oneLine: "Please keep this answer on one line.",
} as const;

export interface QuestionDraft {
  /** an existing question's id: its answers are kept */
  id?: number;
  kind: QuestionKind;
  text: string;
  required: boolean;
  options: string[];
}

export interface Question extends QuestionDraft {
  id: number;
}

export interface Problem {
  /** the dotted path of the field, as the API's fieldErrors key it */
  path: (string | number)[];
  message: string;
}

const normalised = (s: string) => s.trim().toLowerCase();

/** What is wrong with a question set beyond each field's own shape (options by kind, repeats). */
export function questionSetProblems(questions: readonly QuestionDraft[]): Problem[] {
  const problems: Problem[] = [];
  const texts = new Set<string>();
  const ids = new Set<number>();
  questions.forEach((q, i) => {
    if (q.kind === "choice") {
      if (q.options.length < 2)
        problems.push({ path: ["questions", i, "options"], message: QUESTION_SET_MESSAGES.choiceNeedsOptions });
      const seen = new Set<string>();
      q.options.forEach((o, j) => {
        if (seen.has(normalised(o)))
          problems.push({ path: ["questions", i, "options", j], message: QUESTION_SET_MESSAGES.duplicateOption });
        seen.add(normalised(o));
      });
    } else if (q.options.length > 0) {
      problems.push({ path: ["questions", i, "options"], message: QUESTION_SET_MESSAGES.noOptions });
    }
    if (texts.has(normalised(q.text)))
      problems.push({ path: ["questions", i, "text"], message: QUESTION_SET_MESSAGES.duplicateQuestion });
    texts.add(normalised(q.text));
    if (q.id !== undefined) {
      if (ids.has(q.id)) problems.push({ path: ["questions", i, "id"], message: QUESTION_SET_MESSAGES.duplicateId });
      ids.add(q.id);
    }
  });
  return problems;
}

/** Why this answer cannot be saved for this question, or null. "" (no answer) is always allowed. */
export function answerProblem(question: Pick<Question, "kind" | "options">, answer: string): string | null {
  if (answer === "") return null;
  switch (question.kind) {
    case "choice":
      return question.options.includes(answer) ? null : ANSWER_MESSAGES.notAnOption;
    case "yes-no":
      return answer === "yes" || answer === "no" ? null : ANSWER_MESSAGES.yesOrNo;
    case "short-text":
      if (/[\r\n]/.test(answer)) return ANSWER_MESSAGES.oneLine;
      return answer.length > QUESTIONNAIRE_LIMITS.shortAnswer
        ? ANSWER_MESSAGES.tooLong(QUESTIONNAIRE_LIMITS.shortAnswer)
        : null;
    case "long-text":
      return answer.length > QUESTIONNAIRE_LIMITS.longAnswer
        ? ANSWER_MESSAGES.tooLong(QUESTIONNAIRE_LIMITS.longAnswer)
        : null;
  }
}

/** An answer as the client typed it, trimmed; a yes/no answer as stored. */
export function normaliseAnswer(answer: string): string {
  return answer.trim();
}

/** The first London day on which the client can no longer answer. */
export function questionnaireClosesOn(eventDate: IsoDate): IsoDate {
  return addDays(eventDate, -QUESTIONNAIRE_CLOSES_DAYS_BEFORE);
}

/** Whether the client may still answer: a live booking, before the day it closes. */
export function isQuestionnaireOpen(b: { eventDate: IsoDate; live: boolean }, today: IsoDate): boolean {
  return b.live && today < questionnaireClosesOn(b.eventDate);
}

/** Answers by question id; a missing entry is no answer. */
export type AnswerMap = ReadonlyMap<number, string>;

function answered(answers: AnswerMap, id: number): boolean {
  return (answers.get(id) ?? "").trim() !== "";
}

/** The required questions still without an answer, in order. */
export function missingRequired<Q extends Pick<Question, "id" | "required">>(
  questions: readonly Q[],
  answers: AnswerMap,
): Q[] {
  return questions.filter((q) => q.required && !answered(answers, q.id));
}

/**
 * Complete: every required question answered and, when nothing is required, at least one answer
 * (an untouched questionnaire is not complete). No questions at all: nothing to complete.
 */
export function isQuestionnaireComplete(
  questions: readonly Pick<Question, "id" | "required">[],
  answers: AnswerMap,
): boolean {
  if (questions.length === 0) return true;
  return missingRequired(questions, answers).length === 0 && questions.some((q) => answered(answers, q.id));
}

/** The London day the reminder goes for an event on `eventDate`. */
export function questionnaireReminderDate(eventDate: IsoDate): IsoDate {
  return addDays(eventDate, -QUESTIONNAIRE_REMINDER_DAYS_BEFORE);
}

/** One key per booking: the reminder goes once, even if the booking moves. */
export function questionnaireReminderKey(bookingId: number): string {
  return `questionnaire-reminder:${bookingId}`;
}

/** An answer as people read it: "Yes"/"No" for a yes/no question, else as written. */
export function answerText(kind: QuestionKind | string, answer: string): string {
  // an answer given before the question became a yes/no one reads as it was written
  if (kind === "yes-no") return answer === "yes" ? "Yes" : answer === "no" ? "No" : answer;
  return answer;
}
