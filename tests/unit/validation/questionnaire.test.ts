import { QUESTION_SET_MESSAGES } from "@/lib/domain/questionnaire";
import { fieldErrors } from "@/lib/validation/common";
import {
  QUESTIONNAIRE_FIELD_MESSAGES as M,
  questionSetSchema,
  questionnaireAnswersSchema,
} from "@/lib/validation/questionnaire";

const errorsOf = (schema: typeof questionSetSchema | typeof questionnaireAnswersSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe("the question set schema", () => {
  it("trims the wording and options and defaults the options to none", () => {
    expect(
      questionSetSchema.parse({
        questions: [
          { kind: "short-text", text: "  Whose party?  ", required: true },
          { id: 4, kind: "choice", text: "Where?", required: false, options: [" Indoors ", "Outdoors"] },
        ],
      }),
    ).toEqual({
      questions: [
        { kind: "short-text", text: "Whose party?", required: true, options: [] },
        { id: 4, kind: "choice", text: "Where?", required: false, options: ["Indoors", "Outdoors"] },
      ],
    });
  });

  it("names each field's problem with its message", () => {
    expect(
      errorsOf(questionSetSchema, {
        questions: [
          { kind: "essay", text: "x", required: true },
          { kind: "short-text", text: " ", required: "yes" },
          { kind: "long-text", text: "x".repeat(301), required: false },
          { kind: "choice", text: "Where?", required: false, options: ["", "B"] },
        ],
      }),
    ).toEqual({
      "questions.0.kind": M.kind,
      "questions.1.text": M.text,
      "questions.1.required": M.required,
      "questions.2.text": M.textTooLong,
      "questions.3.options.0": M.option,
    });
    expect(
      errorsOf(questionSetSchema, { questions: Array(31).fill({ kind: "yes-no", text: "x", required: true }) }),
    ).toMatchObject({
      questions: M.tooManyQuestions,
    });
  });

  it("checks the rules between fields once the fields are well formed", () => {
    expect(
      errorsOf(questionSetSchema, { questions: [{ kind: "choice", text: "Where?", required: false, options: ["A"] }] }),
    ).toEqual({ "questions.0.options": QUESTION_SET_MESSAGES.choiceNeedsOptions });
  });
});

describe("the answers schema", () => {
  it("takes some answers, empty ones included, and refuses none at all", () => {
    expect(questionnaireAnswersSchema.parse({ answers: [{ questionId: 3, answer: "" }] })).toEqual({
      answers: [{ questionId: 3, answer: "" }],
    });
    expect(errorsOf(questionnaireAnswersSchema, { answers: [] })).toEqual({ answers: M.noAnswers });
    expect(errorsOf(questionnaireAnswersSchema, { answers: [{ questionId: "x", answer: 5 }] })).toEqual({
      "answers.0.questionId": M.questionId,
      "answers.0.answer": M.answer,
    });
  });
});
