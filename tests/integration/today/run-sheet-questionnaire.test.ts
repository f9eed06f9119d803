// The run sheet carries the planning questionnaire as the client left it: the magician's questions set
// in Settings, the client's answers saved through the booking page's link, and the booking's run sheet
// read back from its PDF (each question with its answer, yes/no as Yes and No, a blank one as not answered).
import { PDFParse } from "pdf-parse";
import { PUT as putSet } from "@/app/api/questionnaires/[eventType]/route";
import { PUT as putManaged } from "@/app/api/manage/[token]/questionnaire/route";
import { GET as runSheetRoute } from "@/app/api/bookings/[id]/run-sheet.pdf/route";
import { manageToken } from "@/lib/server/links/booking-page";
import { magician, params, request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { createBooking } from "../admin/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

type Handler = (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>;

const QUESTIONS = [
  { kind: "short-text", text: "Who are the happy couple?", required: true, options: [] },
  { kind: "choice", text: "Which part of the day?", required: false, options: ["Drinks reception", "Dinner"] },
  { kind: "yes-no", text: "Is there parking at the venue?", required: true, options: [] },
  { kind: "yes-no", text: "Will there be children?", required: false, options: [] },
  { kind: "long-text", text: "Anything we should avoid?", required: false, options: [] },
];

async function runSheetText(id: number): Promise<string> {
  const response = await (runSheetRoute as Handler)(
    await request(`/api/bookings/${id}/run-sheet.pdf`, { as: await magician() }),
    params({ id: String(id) }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  return (await parser.getText()).text;
}

describe("the run sheet's planning questionnaire", () => {
  it("lists each question the magician set with the client's answer, Yes/No, and the unanswered one", async () => {
    const set = await (putSet as Handler)(
      await request("/api/questionnaires/wedding", {
        method: "PUT",
        body: { questions: QUESTIONS },
        as: await magician(),
      }),
      params({ eventType: "wedding" }),
    );
    expect(set.status).toBe(200);
    const questions = ((await set.json()) as { questions: { id: number; text: string }[] }).questions;
    const id = (text: string) => questions.find((q) => q.text === text)!.id;

    const booking = await createBooking({ eventType: "wedding", status: "confirmed" });
    const token = manageToken(booking.id, booking.manageLinkVersion);
    const saved = await (putManaged as Handler)(
      await request(`/api/manage/${token}/questionnaire`, {
        method: "PUT",
        body: {
          answers: [
            { questionId: id("Who are the happy couple?"), answer: "Morag and Iain" },
            { questionId: id("Which part of the day?"), answer: "Dinner" },
            { questionId: id("Is there parking at the venue?"), answer: "yes" },
            { questionId: id("Will there be children?"), answer: "no" },
          ],
        },
      }),
      params({ token }),
    );
    expect(saved.status).toBe(200);

    const text = await runSheetText(booking.id);
    const section = text.slice(text.indexOf("Planning questionnaire"));
    expect(text).toContain("Planning questionnaire");
    const expected = [
      "Who are the happy couple?",
      "Morag and Iain",
      "Which part of the day?",
      "Dinner",
      "Is there parking at the venue?",
      "Yes",
      "Will there be children?",
      "No",
      "Anything we should avoid?",
      "Not answered",
    ];
    // each question followed by its answer, in the magician's order
    let from = 0;
    for (const line of expected) {
      const at = section.indexOf(line, from);
      expect([line, at]).toEqual([line, expect.any(Number)]);
      expect(at).toBeGreaterThanOrEqual(from);
      from = at + line.length;
    }
    expect(section).not.toContain("No answers yet.");
  });

  it("lists the questions as not answered while the client has answered nothing", async () => {
    const set = await (putSet as Handler)(
      await request("/api/questionnaires/wedding", {
        method: "PUT",
        body: { questions: QUESTIONS.slice(0, 1) },
        as: await magician(),
      }),
      params({ eventType: "wedding" }),
    );
    expect(set.status).toBe(200);
    const booking = await createBooking({ eventType: "wedding", status: "confirmed" });
    const text = await runSheetText(booking.id);
    const section = text.slice(text.indexOf("Planning questionnaire"));
    expect(section).toMatch(/Who are the happy couple\?\s+Not answered/);
  });
});
