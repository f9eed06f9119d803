import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QuestionnaireSettingsCard } from "@/components/admin/questionnaire-settings-card";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const set = (eventType: string, label: string, questions: unknown[] = []) => ({ eventType, label, questions });
const SETS = {
  sets: [
    set("wedding", "Wedding", [
      { id: 7, kind: "short-text", text: "Names of the couple?", required: true, options: [] },
      { id: 8, kind: "choice", text: "Which room?", required: false, options: ["Hall", "Garden"] },
    ]),
    set("corporate", "Corporate Event"),
    set("birthday", "Birthday Party"),
    set("private", "Private Party"),
    set("other", "Other"),
  ],
};

beforeEach(() => jest.clearAllMocks());

describe("Settings → Planning questionnaire", () => {
  it("loads each event type's questions, reorders, adds one, and saves the set with the ids kept", async () => {
    const fetchMock = stubFetch({
      "/api/questionnaires": [{ status: 200, body: SETS }],
      "/api/questionnaires/wedding": [{ status: 200, body: SETS.sets[0] }],
    });
    render(<QuestionnaireSettingsCard />);
    expect(await screen.findByDisplayValue("Names of the couple?")).toBeInTheDocument();
    expect(screen.getByLabelText("Options, one a line")).toHaveValue("Hall\nGarden");
    fireEvent.click(screen.getAllByRole("button", { name: "Move down" })[0]!);
    fireEvent.click(screen.getByRole("button", { name: "Add a question" }));
    fireEvent.change(screen.getByLabelText("Question 3"), { target: { value: "First dance?" } });
    fireEvent.change(screen.getByLabelText("Question 3: kind"), { target: { value: "yes-no" } });
    fireEvent.click(screen.getByRole("button", { name: "Save questions" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [[, init]] = callsTo(fetchMock, "/api/questionnaires/wedding");
    expect((init as RequestInit).method).toBe("PUT");
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      questions: [
        { id: 8, kind: "choice", text: "Which room?", required: false, options: ["Hall", "Garden"] },
        { id: 7, kind: "short-text", text: "Names of the couple?", required: true, options: [] },
        { kind: "yes-no", text: "First dance?", required: false, options: [] },
      ],
    });
  });

  it("shows the server's field messages beside their question", async () => {
    stubFetch({
      "/api/questionnaires": [{ status: 200, body: SETS }],
      "/api/questionnaires/private": [
        {
          status: 400,
          body: {
            error: "Please write the question.",
            fieldErrors: { "questions.0.text": "Please write the question." },
          },
        },
      ],
    });
    render(<QuestionnaireSettingsCard />);
    await screen.findByDisplayValue("Names of the couple?");
    fireEvent.change(screen.getByLabelText("Event type"), { target: { value: "private" } });
    expect(screen.getByText("No questions for this event type yet.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Add a question" }));
    fireEvent.click(screen.getByRole("button", { name: "Save questions" }));
    const item = (await screen.findByText("Please write the question.")).closest("li")!;
    expect(within(item).getByLabelText("Question 1")).toHaveAttribute("aria-invalid", "true");
    expect(toast.error).toHaveBeenCalledWith("Could not save the questions", "Please write the question.");
  });
});
