import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { PlanningQuestionnaire } from "@/components/manage/planning-questionnaire";
import { callsTo, stubFetch } from "../../support/fetch-stub";

const TOKEN = "12.1.abc";
const PATH = `/api/manage/${TOKEN}/questionnaire`;

const QUESTIONS = [
  { id: 1, kind: "short-text" as const, text: "Whose party is it?", required: true, options: [] },
  { id: 2, kind: "choice" as const, text: "Indoors or outdoors?", required: false, options: ["Indoors", "Outdoors"] },
  { id: 3, kind: "yes-no" as const, text: "Is there parking?", required: false, options: [] },
];

const view = (answers: Record<number, string> = {}, open = true) => ({
  questions: QUESTIONS.map((q) => ({ ...q, answer: answers[q.id] ?? "" })),
  open,
  closesOn: "2027-06-10",
  complete: false,
  savedAt: null,
});

const bodies = (fetchMock: jest.Mock) =>
  callsTo(fetchMock, PATH).map(([, init]) => JSON.parse((init as RequestInit).body as string));

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

describe("Help us plan your event", () => {
  it("marks the required questions and saves a text answer once typing pauses, then says Saved", async () => {
    jest.useFakeTimers();
    const fetchMock = stubFetch({ [PATH]: [{ status: 200, body: view({ 1: "Ada" }) }] });
    render(<PlanningQuestionnaire token={TOKEN} initial={view()} />);
    expect(screen.getByLabelText(/Whose party is it\?/)).toHaveAttribute("aria-required", "true");
    expect(screen.getAllByText("(required)")).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/Whose party is it\?/), { target: { value: "A" } });
    fireEvent.change(screen.getByLabelText(/Whose party is it\?/), { target: { value: "Ada" } });
    expect(callsTo(fetchMock, PATH)).toHaveLength(0);
    // kept in the browser until the server has it
    expect(JSON.parse(window.localStorage.getItem(`questionnaire-draft:${TOKEN}`)!)).toEqual({ 1: "Ada" });
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved"));
    expect(bodies(fetchMock)).toEqual([{ answers: [{ questionId: 1, answer: "Ada" }] }]);
    expect(window.localStorage.getItem(`questionnaire-draft:${TOKEN}`)).toBeNull();
  });

  it("saves a choice at once, and the button saves what changed", async () => {
    const fetchMock = stubFetch({ [PATH]: [{ status: 200, body: view({ 2: "Outdoors" }) }] });
    render(<PlanningQuestionnaire token={TOKEN} initial={view()} />);
    fireEvent.click(screen.getByLabelText("Outdoors"));
    await waitFor(() => expect(bodies(fetchMock)).toEqual([{ answers: [{ questionId: 2, answer: "Outdoors" }] }]));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved"));
    fireEvent.click(screen.getByRole("button", { name: "Save answers" }));
    // nothing changed since: nothing sent again
    expect(callsTo(fetchMock, PATH)).toHaveLength(1);
  });

  it("saves on load what a reload left unsaved", async () => {
    window.localStorage.setItem(`questionnaire-draft:${TOKEN}`, JSON.stringify({ 3: "yes", 99: "gone" }));
    const fetchMock = stubFetch({ [PATH]: [{ status: 200, body: view({ 3: "yes" }) }] });
    render(<PlanningQuestionnaire token={TOKEN} initial={view()} />);
    await waitFor(() => expect(bodies(fetchMock)).toEqual([{ answers: [{ questionId: 3, answer: "yes" }] }]));
    expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked();
  });

  it("shows the server's refusal: a field message, or the questionnaire closed", async () => {
    stubFetch({
      [PATH]: [
        {
          status: 400,
          body: {
            error: "Please choose one of the options.",
            fieldErrors: { "answers.0.answer": "Please choose one of the options." },
          },
        },
        { status: 409, body: { error: "The questionnaire has closed.", code: "questionnaire-closed" } },
      ],
    });
    render(<PlanningQuestionnaire token={TOKEN} initial={view()} />);
    fireEvent.click(screen.getByLabelText("Indoors"));
    await waitFor(() => expect(screen.getAllByText("Please choose one of the options.").length).toBeGreaterThan(0));
    fireEvent.click(screen.getByLabelText("Outdoors"));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("The questionnaire has closed."));
    expect(screen.queryByRole("button", { name: "Save answers" })).toBeNull();
    expect(screen.getByLabelText("Outdoors")).toBeDisabled();
  });
});
