// The planning questionnaire: the magician's questions per event type (Settings), the client's
// answers through their booking link (saved as they go, closed 2 days before the event), the
// reminder 3 weeks before, and the read the details dialog and the run sheet use.
import { GET as listSets } from "@/app/api/questionnaires/route";
import { PUT as putSet } from "@/app/api/questionnaires/[eventType]/route";
import { GET as getManaged, PUT as putManaged } from "@/app/api/manage/[token]/questionnaire/route";
import { GET as getBookingAnswers } from "@/app/api/bookings/[id]/questionnaire/route";
import { londonDateTime } from "@/lib/domain/dates";
import { QUESTION_SET_MESSAGES, ANSWER_MESSAGES } from "@/lib/domain/questionnaire";
import { manageToken } from "@/lib/server/links/booking-page";
import { questionnaireAnswers } from "@/lib/server/questionnaires/answers";
import { sendQuestionnaireReminders } from "@/lib/server/questionnaires/remind";
import type { Prisma } from "@/lib/server/db";
import { MANAGE_LINK_NOT_VALID } from "@/lib/validation/manage";
import { QUESTIONNAIRE_CLOSED_MESSAGE, QUESTIONNAIRE_FIELD_MESSAGES } from "@/lib/validation/questionnaire";
import { createBarClient, magician, params, request, type TestUser } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { inDays } from "../public-api/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

type Handler = (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function answer(response: Response) {
  return { status: response.status, body: await response.json().catch(() => null) };
}

const saveSet = async (eventType: string, questions: unknown, as: TestUser | null) =>
  answer(
    await (putSet as Handler)(
      await request(`/api/questionnaires/${eventType}`, { method: "PUT", body: { questions }, as }),
      params({ eventType }),
    ),
  );

const readManaged = async (token: string) =>
  answer(await (getManaged as Handler)(await request(`/api/manage/${token}/questionnaire`), params({ token })));

const saveManaged = async (token: string, answers: unknown) =>
  answer(
    await (putManaged as Handler)(
      await request(`/api/manage/${token}/questionnaire`, { method: "PUT", body: { answers } }),
      params({ token }),
    ),
  );

let counter = 0;
async function booking(overrides: Partial<Prisma.BookingUncheckedCreateInput> = {}) {
  counter += 1;
  return db.booking.create({
    data: {
      clientName: "Ada Lovelace",
      clientEmail: `ada${counter}@example.com`,
      clientPhone: "07700 900123",
      eventLocation: "Kelvingrove Art Gallery",
      eventAddress: "Argyle St, Glasgow G3 8AG",
      eventType: "birthday",
      eventDate: inDays(40),
      startTime: "14:00",
      endTime: "15:00",
      guestCount: 40,
      selectedServices: [],
      duration: "60",
      totalPence: 27500,
      paidPence: 27500,
      paymentType: "one-time",
      paymentStatus: "completed",
      status: "confirmed",
      createdAt: new Date(Date.now() - 60 * 86_400_000),
      ...overrides,
    },
  });
}

const token = (b: { id: number; manageLinkVersion: number }) => manageToken(b.id, b.manageLinkVersion);

const BIRTHDAY = [
  { kind: "short-text", text: "What is the birthday child's name?", required: true, options: [] },
  { kind: "choice", text: "Indoors or outdoors?", required: false, options: ["Indoors", "Outdoors"] },
  { kind: "yes-no", text: "Is there parking at the venue?", required: true, options: [] },
  { kind: "long-text", text: "Anything else we should know?", required: false, options: [] },
];

async function birthdayQuestions() {
  const saved = await saveSet("birthday", BIRTHDAY, await magician());
  expect(saved.status).toBe(200);
  return saved.body.questions as { id: number; text: string }[];
}

describe("the magician's questions", () => {
  it("lists every event type, saves an ordered set, and answers only the magician", async () => {
    const m = await magician();
    const empty = await answer(
      await (listSets as Handler)(await request("/api/questionnaires", { as: m }), params({})),
    );
    expect(empty.status).toBe(200);
    expect(empty.body.sets.map((s: { eventType: string }) => s.eventType)).toEqual([
      "wedding",
      "corporate",
      "birthday",
      "private",
      "other",
    ]);
    expect(empty.body.sets.every((s: { questions: unknown[] }) => s.questions.length === 0)).toBe(true);

    const saved = await saveSet("birthday", BIRTHDAY, m);
    expect(saved.body.questions.map((q: { text: string; kind: string }) => [q.kind, q.text])).toEqual(
      BIRTHDAY.map((q) => [q.kind, q.text]),
    );
    const listed = await answer(
      await (listSets as Handler)(await request("/api/questionnaires", { as: m }), params({})),
    );
    expect(listed.body.sets[2].questions).toEqual(saved.body.questions);

    const bar = await createBarClient();
    expect((await saveSet("birthday", [], { id: bar.id, username: bar.username, role: bar.role })).status).toBe(403);
    expect((await saveSet("birthday", [], null)).status).toBe(401);
    expect(await db.questionnaireQuestion.count()).toBe(4);
  });

  it("refuses a bad set with field messages and writes nothing", async () => {
    const m = await magician();
    const bad = await saveSet(
      "wedding",
      [
        { kind: "choice", text: "First dance song?", required: false, options: ["Only one"] },
        { kind: "short-text", text: "", required: true, options: [] },
        { kind: "essay", text: "What?", required: true, options: [] },
      ],
      m,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      "questions.1.text": QUESTIONNAIRE_FIELD_MESSAGES.text,
      "questions.2.kind": QUESTIONNAIRE_FIELD_MESSAGES.kind,
    });
    // the rules between fields, once each field is well formed
    const choice = await saveSet(
      "wedding",
      [
        { kind: "choice", text: "First dance song?", required: false, options: ["Only one"] },
        { kind: "yes-no", text: "first dance SONG?", required: false, options: [] },
      ],
      m,
    );
    expect([choice.status, choice.body.fieldErrors]).toEqual([
      400,
      {
        "questions.0.options": QUESTION_SET_MESSAGES.choiceNeedsOptions,
        "questions.1.text": QUESTION_SET_MESSAGES.duplicateQuestion,
      },
    ]);
    expect((await saveSet("birthdays", [], m)).status).toBe(404);
    expect(await db.questionnaireQuestion.count()).toBe(0);
  });

  it("keeps the answers to the questions that stay when the set is edited, each with its wording as asked", async () => {
    const [name, place, parking, notes] = await birthdayQuestions();
    const b = await booking();
    expect(
      (
        await saveManaged(token(b), [
          { questionId: name!.id, answer: "Ella" },
          { questionId: place!.id, answer: "Outdoors" },
          { questionId: parking!.id, answer: "yes" },
        ])
      ).status,
    ).toBe(200);
    // reworded, reordered, one removed, one added
    const edited = await saveSet(
      "birthday",
      [
        { id: parking!.id, kind: "yes-no", text: "Is there parking?", required: true, options: [] },
        { id: name!.id, kind: "short-text", text: "Who is the birthday for?", required: true, options: [] },
        { id: notes!.id, kind: "long-text", text: "Anything else?", required: false, options: [] },
        { kind: "short-text", text: "How old will they be?", required: false, options: [] },
      ],
      await magician(),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.questions.map((q: { id: number }) => q.id).slice(0, 3)).toEqual([
      parking!.id,
      name!.id,
      notes!.id,
    ]);
    expect(await questionnaireAnswers(b.id)).toEqual([
      { question: "Is there parking at the venue?", answer: "Yes" },
      { question: "What is the birthday child's name?", answer: "Ella" },
      { question: "Anything else?", answer: "" },
      { question: "How old will they be?", answer: "" },
    ]);
    // the removed question's answer went with it
    expect(await db.questionnaireAnswer.count({ where: { bookingId: b.id } })).toBe(2);
    // answered again, the answer carries the wording asked now
    await saveManaged(token(b), [{ questionId: name!.id, answer: "Ella Rose" }]);
    expect((await questionnaireAnswers(b.id))[1]).toEqual({
      question: "Who is the birthday for?",
      answer: "Ella Rose",
    });
    // an id that is not one of this event type's questions
    const stale = await saveSet(
      "wedding",
      [{ id: name!.id, kind: "short-text", text: "Names?", required: true, options: [] }],
      await magician(),
    );
    expect(stale.status).toBe(400);
    expect(Object.keys(stale.body.fieldErrors)).toEqual(["questions.0.id"]);
  });
});

describe("the client's answers through their booking link", () => {
  it("shows the questions, saves part of them, then the rest, and reads them back", async () => {
    const [name, place, parking] = await birthdayQuestions();
    const b = await booking();
    const first = await readManaged(token(b));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ open: true, complete: false, savedAt: null, closesOn: inDays(38) });
    expect(first.body.questions.map((q: { required: boolean; answer: string }) => [q.required, q.answer])).toEqual([
      [true, ""],
      [false, ""],
      [true, ""],
      [false, ""],
    ]);

    const partial = await saveManaged(token(b), [{ questionId: name!.id, answer: "  Ella  " }]);
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ open: true, complete: false });
    expect(partial.body.questions[0].answer).toBe("Ella");
    expect(partial.body.savedAt).not.toBeNull();

    const rest = await saveManaged(token(b), [
      { questionId: parking!.id, answer: "no" },
      { questionId: place!.id, answer: "Indoors" },
    ]);
    expect(rest.body.complete).toBe(true);
    expect((await readManaged(token(b))).body.questions.map((q: { answer: string }) => q.answer)).toEqual([
      "Ella",
      "Indoors",
      "no",
      "",
    ]);
    // "" clears an answer
    await saveManaged(token(b), [{ questionId: place!.id, answer: "" }]);
    expect((await readManaged(token(b))).body.questions[1].answer).toBe("");
  });

  it("refuses an answer that does not fit its question, a question of another event type, and a bad link; nothing saved", async () => {
    const [name, place, parking] = await birthdayQuestions();
    const wedding = await saveSet(
      "wedding",
      [{ kind: "short-text", text: "Names?", required: true, options: [] }],
      await magician(),
    );
    const b = await booking();
    const bad = await saveManaged(token(b), [
      { questionId: name!.id, answer: "Ella" },
      { questionId: place!.id, answer: "On the moon" },
      { questionId: parking!.id, answer: "maybe" },
      { questionId: wedding.body.questions[0].id, answer: "Ada and Charles" },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      "answers.1.answer": ANSWER_MESSAGES.notAnOption,
      "answers.2.answer": ANSWER_MESSAGES.yesOrNo,
      "answers.3.questionId": QUESTIONNAIRE_FIELD_MESSAGES.unknownQuestion,
    });
    expect((await saveManaged(token(b), [])).body.fieldErrors).toEqual({
      answers: QUESTIONNAIRE_FIELD_MESSAGES.noAnswers,
    });
    const forged = await saveManaged(manageToken(b.id, 2), [{ questionId: name!.id, answer: "Ella" }]);
    expect([forged.status, forged.body.error]).toEqual([404, MANAGE_LINK_NOT_VALID]);
    expect((await readManaged("nonsense")).status).toBe(404);
    expect(await db.questionnaireAnswer.count()).toBe(0);
  });

  it("closes 2 days before the event (London dates) and for a cancelled booking, with a clear refusal", async () => {
    const [name] = await birthdayQuestions();
    const lastDay = await booking({ eventDate: inDays(3) });
    expect((await saveManaged(token(lastDay), [{ questionId: name!.id, answer: "Ella" }])).status).toBe(200);

    const closed = await booking({ eventDate: inDays(2) });
    expect((await readManaged(token(closed))).body).toMatchObject({ open: false, closesOn: inDays(0) });
    const refused = await saveManaged(token(closed), [{ questionId: name!.id, answer: "Ella" }]);
    expect(refused).toEqual({
      status: 409,
      body: { error: QUESTIONNAIRE_CLOSED_MESSAGE, code: "questionnaire-closed" },
    });

    const cancelled = await booking({ status: "cancelled", paymentStatus: "cancelled" });
    expect((await saveManaged(token(cancelled), [{ questionId: name!.id, answer: "Ella" }])).status).toBe(409);
    expect(await db.questionnaireAnswer.count()).toBe(1);
  });
});

describe("the reminder 3 weeks before", () => {
  const nineAm = (days: number) => londonDateTime(inDays(days), "09:00");

  it("goes once to an unanswered or incomplete questionnaire, and not to a complete one", async () => {
    const [name, , parking] = await birthdayQuestions();
    const unanswered = await booking({ eventDate: inDays(21), clientEmail: "unanswered@example.com" });
    const incomplete = await booking({
      eventDate: inDays(21),
      clientEmail: "incomplete@example.com",
      startTime: "18:00",
    });
    const complete = await booking({ eventDate: inDays(21), clientEmail: "complete@example.com", startTime: "10:00" });
    await saveManaged(token(incomplete), [{ questionId: name!.id, answer: "Ella" }]);
    await saveManaged(token(complete), [
      { questionId: name!.id, answer: "Ella" },
      { questionId: parking!.id, answer: "yes" },
    ]);
    // other dates, a cancelled booking, an event type without questions, a booking made after the moment
    await booking({ eventDate: inDays(22) });
    await booking({ eventDate: inDays(20) });
    await booking({ eventDate: inDays(21), status: "cancelled", paymentStatus: "cancelled", startTime: "20:00" });
    await booking({ eventDate: inDays(21), eventType: "wedding", startTime: "12:00" });
    await booking({ eventDate: inDays(21), startTime: "16:00", createdAt: new Date(nineAm(0).getTime() + 60_000) });

    expect(await sendQuestionnaireReminders(nineAm(0))).toBe(2);
    // a retry, a second instance, a later run: nothing more, even the days after
    expect(await sendQuestionnaireReminders(nineAm(0))).toBe(0);
    expect(await sendQuestionnaireReminders(londonDateTime(inDays(0), "15:00"))).toBe(0);

    const mails = await db.emailOutbox.findMany({ where: { kind: "questionnaire_reminder" }, orderBy: { id: "asc" } });
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["unanswered@example.com", `Help us plan your event (#${unanswered.id})`],
      ["incomplete@example.com", `Help us plan your event (#${incomplete.id})`],
    ]);
    expect(mails[1]!.text).toContain("- Is there parking at the venue?");
    expect(mails[1]!.text).not.toContain("- What is the birthday child's name?");
    expect(mails[0]!.text).toContain(`/booking/${token(unanswered)}#questionnaire-heading`);
    expect(await db.sentNotice.count({ where: { key: { startsWith: "questionnaire-reminder:" } } })).toBe(2);
  });
});

describe("the answers the magician reads", () => {
  it('are the questions in his order with the client\'s answers, Yes/No for yes/no, and "" unanswered', async () => {
    const [name, place, parking] = await birthdayQuestions();
    const b = await booking();
    await saveManaged(token(b), [
      { questionId: parking!.id, answer: "no" },
      { questionId: name!.id, answer: "Ella" },
    ]);
    const expected = [
      { question: "What is the birthday child's name?", answer: "Ella" },
      { question: "Indoors or outdoors?", answer: "" },
      { question: "Is there parking at the venue?", answer: "No" },
      { question: "Anything else we should know?", answer: "" },
    ];
    void place;
    expect(await questionnaireAnswers(b.id)).toEqual(expected);
    const read = await answer(
      await (getBookingAnswers as Handler)(
        await request(`/api/bookings/${b.id}/questionnaire`, { as: await magician() }),
        params({ id: String(b.id) }),
      ),
    );
    expect(read).toEqual({ status: 200, body: { answers: expected } });
    // an event type without questions, and an unknown booking: nothing
    expect(await questionnaireAnswers((await booking({ eventType: "wedding" })).id)).toEqual([]);
    expect(await questionnaireAnswers(99_999)).toEqual([]);
  });
});
