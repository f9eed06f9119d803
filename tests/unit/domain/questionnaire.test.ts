import {
  ANSWER_MESSAGES,
  QUESTION_SET_MESSAGES,
  answerProblem,
  answerText,
  isQuestionnaireComplete,
  isQuestionnaireOpen,
  missingRequired,
  questionSetProblems,
  questionnaireClosesOn,
  questionnaireReminderDate,
  questionnaireReminderKey,
  type QuestionDraft,
} from "@/lib/domain/questionnaire";

const draft = (over: Partial<QuestionDraft> = {}): QuestionDraft => ({
  kind: "short-text",
  text: "What is the birthday child's name?",
  required: true,
  options: [],
  ...over,
});

describe("a question set", () => {
  it("accepts each kind with its own fields", () => {
    expect(
      questionSetProblems([
        draft(),
        draft({ kind: "long-text", text: "Anything we should know?", required: false }),
        draft({ kind: "choice", text: "Indoors or outdoors?", options: ["Indoors", "Outdoors"] }),
        draft({ kind: "yes-no", text: "Is there parking?" }),
      ]),
    ).toEqual([]);
  });

  it("wants at least two different options for a choice, and none for the other kinds", () => {
    expect(questionSetProblems([draft({ kind: "choice", options: ["Only one"] })])).toEqual([
      { path: ["questions", 0, "options"], message: QUESTION_SET_MESSAGES.choiceNeedsOptions },
    ]);
    expect(questionSetProblems([draft({ kind: "choice", options: ["Yes", "yes "] })])).toEqual([
      { path: ["questions", 0, "options", 1], message: QUESTION_SET_MESSAGES.duplicateOption },
    ]);
    expect(questionSetProblems([draft({ kind: "yes-no", options: ["Yes"] })])).toEqual([
      { path: ["questions", 0, "options"], message: QUESTION_SET_MESSAGES.noOptions },
    ]);
  });

  it("refuses the same question twice, and the same id twice", () => {
    expect(
      questionSetProblems([draft({ id: 1 }), draft({ id: 1, text: "WHAT is the birthday child's name? " })]),
    ).toEqual([
      { path: ["questions", 1, "text"], message: QUESTION_SET_MESSAGES.duplicateQuestion },
      { path: ["questions", 1, "id"], message: QUESTION_SET_MESSAGES.duplicateId },
    ]);
  });
});

describe("an answer", () => {
  it("may always be empty (saving part of the questionnaire)", () => {
    for (const kind of ["short-text", "long-text", "choice", "yes-no"] as const)
      expect(answerProblem({ kind, options: ["A", "B"] }, "")).toBeNull();
  });

  it("is one of a choice's options, yes or no, or text within its length", () => {
    expect(answerProblem({ kind: "choice", options: ["A", "B"] }, "B")).toBeNull();
    expect(answerProblem({ kind: "choice", options: ["A", "B"] }, "C")).toBe(ANSWER_MESSAGES.notAnOption);
    expect(answerProblem({ kind: "yes-no", options: [] }, "no")).toBeNull();
    expect(answerProblem({ kind: "yes-no", options: [] }, "maybe")).toBe(ANSWER_MESSAGES.yesOrNo);
    expect(answerProblem({ kind: "short-text", options: [] }, "x".repeat(300))).toBeNull();
    expect(answerProblem({ kind: "short-text", options: [] }, "x".repeat(301))).toBe(ANSWER_MESSAGES.tooLong(300));
    expect(answerProblem({ kind: "short-text", options: [] }, "two\nlines")).toBe(ANSWER_MESSAGES.oneLine);
    expect(answerProblem({ kind: "long-text", options: [] }, "two\nlines")).toBeNull();
    expect(answerProblem({ kind: "long-text", options: [] }, "x".repeat(4001))).toBe(ANSWER_MESSAGES.tooLong(4000));
  });

  it("reads Yes/No for a yes/no question and as written otherwise", () => {
    expect(answerText("yes-no", "yes")).toBe("Yes");
    expect(answerText("yes-no", "no")).toBe("No");
    expect(answerText("yes-no", "")).toBe("");
    expect(answerText("yes-no", "Side door")).toBe("Side door");
    expect(answerText("short-text", "Ella")).toBe("Ella");
  });
});

describe("when the questionnaire is open", () => {
  const eventDate = "2027-06-12";

  it("closes 2 days before the event (London dates)", () => {
    expect(questionnaireClosesOn(eventDate)).toBe("2027-06-10");
    expect(isQuestionnaireOpen({ eventDate, live: true }, "2027-01-01")).toBe(true);
    expect(isQuestionnaireOpen({ eventDate, live: true }, "2027-06-09")).toBe(true);
    expect(isQuestionnaireOpen({ eventDate, live: true }, "2027-06-10")).toBe(false);
    expect(isQuestionnaireOpen({ eventDate, live: true }, "2027-06-12")).toBe(false);
  });

  it("is closed for a booking that is no longer on", () => {
    expect(isQuestionnaireOpen({ eventDate, live: false }, "2027-01-01")).toBe(false);
  });

  it("crosses month and clock-change boundaries by calendar day", () => {
    expect(questionnaireClosesOn("2027-03-01")).toBe("2027-02-27");
    expect(questionnaireClosesOn("2027-03-29")).toBe("2027-03-27");
  });
});

describe("complete", () => {
  const questions = [
    { id: 1, required: true },
    { id: 2, required: false },
    { id: 3, required: true },
  ];

  it("needs every required answer", () => {
    const partial = new Map([[1, "Ella"]]);
    expect(missingRequired(questions, partial).map((q) => q.id)).toEqual([3]);
    expect(isQuestionnaireComplete(questions, partial)).toBe(false);
    expect(
      isQuestionnaireComplete(
        questions,
        new Map([
          [1, "Ella"],
          [3, "yes"],
        ]),
      ),
    ).toBe(true);
    expect(
      isQuestionnaireComplete(
        questions,
        new Map([
          [1, "Ella"],
          [3, "   "],
        ]),
      ),
    ).toBe(false);
  });

  it("with nothing required, needs at least one answer; with no questions, nothing", () => {
    const optional = [{ id: 7, required: false }];
    expect(isQuestionnaireComplete(optional, new Map())).toBe(false);
    expect(isQuestionnaireComplete(optional, new Map([[7, "Side door"]]))).toBe(true);
    expect(isQuestionnaireComplete([], new Map())).toBe(true);
  });
});

describe("the reminder", () => {
  it("is due 3 weeks before the event, once per booking", () => {
    expect(questionnaireReminderDate("2027-06-12")).toBe("2027-05-22");
    expect(questionnaireReminderKey(42)).toBe("questionnaire-reminder:42");
  });
});
