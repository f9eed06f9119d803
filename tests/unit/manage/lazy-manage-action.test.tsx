import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { CancelBookingStandIn, PayBalanceStandIn, RescheduleStandIn } from "@/components/manage/action-stand-ins";
import { LazyManageAction } from "@/components/manage/lazy-manage-action";
import { loadAction } from "@/components/manage/load-manage-action";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/components/manage/load-manage-action", () => {
  const actual = jest.requireActual("@/components/manage/load-manage-action");
  return { ...actual, loadAction: jest.fn(actual.loadAction) };
});

const load = jest.mocked(loadAction);
const CHUNK_GONE = "This part of the page could not load. Check your connection, then try again or reload the page.";

/** Waits until the last requested load of an action's code has settled, and a task after it. */
async function codeSettled() {
  await act(async () => {
    await load.mock.results.at(-1)?.value.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Waits until the stand-in is hydrated (its handlers listen). */
const hydrated = () => waitFor(() => expect(document.querySelector("[data-hydrated]")).not.toBeNull());

const TOKEN = "12.1.abc";

/** The booking page's Cancel, as the page renders it, with the refund due now. */
function cancelAction(refundPence: number) {
  return (
    <LazyManageAction
      action={{ kind: "cancel", props: { token: TOKEN, refundPence } }}
      standIn={<CancelBookingStandIn />}
    />
  );
}

/** The booking page's Move, hydrated, with 19:30 free on 13 March 2027; the stubbed fetch. */
async function renderMoveWithFreeTime() {
  const fetchMock = stubFetch({
    [`/api/manage/${TOKEN}/times`]: [
      { status: 200, body: { date: "2027-03-13", selectable: true, status: "available", times: ["19:30"] } },
    ],
  });
  render(
    <LazyManageAction
      action={{ kind: "move", props: { token: TOKEN, remaining: 2, minDate: "2027-01-01" } }}
      standIn={<RescheduleStandIn minDate="2027-01-01" />}
    />,
  );
  await waitFor(() => expect(document.querySelector("[data-hydrated]")).not.toBeNull());
  return fetchMock;
}

describe("the booking page's lazily loaded actions", () => {
  beforeEach(() => load.mockClear());

  it("show the stand-in until the visitor reaches it, then the real one with what was typed and focused", async () => {
    render(cancelAction(0));
    const standIn = screen.getByLabelText("Reason (optional)");
    await waitFor(() => expect(standIn.closest("[data-hydrated]")).not.toBeNull());
    fireEvent.input(standIn, { target: { value: "Snowed in" } });
    // Tab to the button: focusing it loads the code, and the real button has focus once swapped
    act(() => screen.getByRole("button", { name: "Cancel booking" }).focus());
    await waitFor(() => expect(screen.getByLabelText("Reason (optional)")).not.toBe(standIn));
    expect(screen.getByLabelText("Reason (optional)")).toHaveValue("Snowed in");
    const button = screen.getByRole("button", { name: "Cancel booking" });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("data-hydrated");
  });

  it("replays a press of the stand-in's button: Cancel opens its confirmation", async () => {
    render(cancelAction(13750));
    await waitFor(() => expect(document.querySelector("[data-hydrated]")).not.toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    expect(await screen.findByRole("alertdialog", { name: "Cancel this booking?" })).toBeInTheDocument();
    expect(screen.getByText("You will be refunded £137.50.")).toBeInTheDocument();
  });

  it("counts a press that lands after the code arrived but before the swap was rendered", async () => {
    render(cancelAction(13750));
    await waitFor(() => expect(document.querySelector("[data-hydrated]")).not.toBeNull());
    const standInButton = screen.getByRole("button", { name: "Cancel booking" });
    fireEvent.pointerEnter(standInButton);
    // the import resolves in a few microtasks; React renders the swap in a task of its own, later
    for (let tick = 0; tick < 10; tick++) await Promise.resolve();
    expect(standInButton.isConnected).toBe(true);
    fireEvent.click(standInButton);
    expect(await screen.findByRole("alertdialog", { name: "Cancel this booking?" })).toBeInTheDocument();
  });

  it("renders the loaded action with the page's current props after a refresh", async () => {
    const { rerender } = render(cancelAction(0));
    await waitFor(() => expect(document.querySelector("[data-hydrated]")).not.toBeNull());
    fireEvent.pointerEnter(screen.getByRole("button", { name: "Cancel booking" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Cancel booking" })).toHaveAttribute("data-hydrated"),
    );
    // the balance was paid meanwhile: the page's refresh brings a refund
    rerender(cancelAction(13750));
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    expect(await screen.findByText("You will be refunded £137.50.")).toBeInTheDocument();
  });

  it("carries the chosen radio and replays 'Continue to payment' with it", async () => {
    const fetchMock = stubFetch({
      [`/api/manage/${TOKEN}/balance-intent`]: [{ status: 500, body: { error: "Nope." } }],
    });
    const options = [
      { kind: "deposit", amount: 137.5 },
      { kind: "total", amount: 275 },
    ] as const;
    render(
      <LazyManageAction
        action={{ kind: "pay", props: { token: TOKEN, options: [...options] } }}
        standIn={<PayBalanceStandIn options={[...options]} />}
      />,
    );
    await waitFor(() => expect(document.querySelector("[data-hydrated]")).not.toBeNull());
    fireEvent.click(screen.getByRole("radio", { name: "Pay the total (£275.00)" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByTestId("pay-error")).toHaveTextContent("Nope.");
    expect(screen.getByRole("radio", { name: "Pay the total (£275.00)" })).toBeChecked();
    expect(JSON.parse(String(callsTo(fetchMock, `/api/manage/${TOKEN}/balance-intent`)[0]?.[1]?.body))).toEqual({
      pay: "total",
    });
  });

  it("looks up the free times of a date typed into the stand-in", async () => {
    const fetchMock = await renderMoveWithFreeTime();
    const date = screen.getByLabelText("New date");
    fireEvent.change(date, { target: { value: "2027-03-13" } });
    fireEvent.pointerEnter(date);
    expect(await screen.findByRole("radio", { name: "19:30" })).toBeInTheDocument();
    expect(screen.getByLabelText("New date")).toHaveValue("2027-03-13");
    expect(callsTo(fetchMock, `/api/manage/${TOKEN}/times`)).toHaveLength(1);
  });

  it("swaps at once when the focused date field already holds a whole date (a picker's choice, or a fill)", async () => {
    await renderMoveWithFreeTime();
    const date = screen.getByLabelText("New date");
    // focus starts the load; the date is chosen before the code arrives, and the field keeps focus
    date.focus();
    fireEvent.change(date, { target: { value: "2027-03-13" } });
    expect(await screen.findByRole("radio", { name: "19:30" })).toBeInTheDocument();
    expect(screen.getByLabelText("New date")).toHaveValue("2027-03-13");
    expect(screen.getByLabelText("New date")).toHaveFocus();
  });

  it("looks up the free times of a date typed into the server's page before it was hydrated, untouched since", async () => {
    const fetchMock = stubFetch({
      [`/api/manage/${TOKEN}/times`]: [{ status: 200, body: { status: "available", times: ["19:30"] } }],
    });
    const page = (
      <LazyManageAction
        action={{ kind: "move", props: { token: TOKEN, remaining: 2, minDate: "2027-01-01" } }}
        standIn={<RescheduleStandIn minDate="2027-01-01" />}
      />
    );
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(page);
    // typed (and focused) while no script listened: no event of it reaches React
    const typed = container.querySelector<HTMLInputElement>("input[type=date]")!;
    typed.focus();
    typed.value = "2027-03-13";
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    await codeSettled();
    expect(await screen.findByRole("radio", { name: "19:30" })).toBeInTheDocument();
    expect(screen.getByLabelText("New date")).toHaveValue("2027-03-13");
    expect(callsTo(fetchMock, `/api/manage/${TOKEN}/times`)).toHaveLength(1);
    act(() => root?.unmount());
    container.remove();
  });

  it("retries a load that failed on the next hover, without a message for a hover", async () => {
    load.mockRejectedValueOnce(new Error("ChunkLoadError"));
    render(cancelAction(0));
    await hydrated();
    const standIn = screen.getByLabelText("Reason (optional)");
    fireEvent.pointerEnter(standIn);
    await codeSettled();
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.pointerEnter(standIn);
    await waitFor(() => expect(screen.getByLabelText("Reason (optional)")).not.toBe(standIn));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("says so when a press could not load the code, and a later press tries again", async () => {
    load.mockRejectedValueOnce(new Error("ChunkLoadError"));
    render(cancelAction(13750));
    await hydrated();
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(CHUNK_GONE);
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    expect(await screen.findByRole("alertdialog", { name: "Cancel this booking?" })).toBeInTheDocument();
    expect(screen.queryByText(CHUNK_GONE)).toBeNull();
  });

  it("says so when the load keeps failing", async () => {
    load.mockRejectedValueOnce(new Error("offline")).mockRejectedValueOnce(new Error("offline"));
    render(cancelAction(0));
    await hydrated();
    fireEvent.pointerEnter(screen.getByLabelText("Reason (optional)"));
    await codeSettled();
    fireEvent.pointerEnter(screen.getByLabelText("Reason (optional)"));
    expect(await screen.findByRole("alert")).toHaveTextContent(CHUNK_GONE);
  });

  it("does not swap the reason being typed: waits for its change, then keeps the caret", async () => {
    render(cancelAction(0));
    await hydrated();
    const standIn = screen.getByLabelText<HTMLTextAreaElement>("Reason (optional)");
    act(() => standIn.focus());
    await codeSettled();
    fireEvent.input(standIn, { target: { value: "Snowed in" } });
    await codeSettled();
    expect(standIn.isConnected).toBe(true);
    standIn.setSelectionRange(2, 5);
    fireEvent.change(standIn);
    await waitFor(() => expect(standIn.isConnected).toBe(false));
    const real = screen.getByLabelText<HTMLTextAreaElement>("Reason (optional)");
    expect(real).toHaveValue("Snowed in");
    expect(real).toHaveFocus();
    expect([real.selectionStart, real.selectionEnd]).toEqual([2, 5]);
  });

  it("swaps the reason being typed once the visitor leaves it, focusing where they went", async () => {
    render(cancelAction(0));
    await hydrated();
    const standIn = screen.getByLabelText("Reason (optional)");
    act(() => standIn.focus());
    await codeSettled();
    fireEvent.input(standIn, { target: { value: "Snowed in" } });
    act(() => screen.getByRole("button", { name: "Cancel booking" }).focus());
    await waitFor(() => expect(standIn.isConnected).toBe(false));
    expect(screen.getByLabelText("Reason (optional)")).toHaveValue("Snowed in");
    expect(screen.getByRole("button", { name: "Cancel booking" })).toHaveFocus();
  });

  it("does not swap the date field being filled in (or its open picker): waits for the date", async () => {
    await renderMoveWithFreeTime();
    const date = screen.getByLabelText("New date");
    act(() => date.focus());
    await codeSettled();
    expect(date.isConnected).toBe(true);
    fireEvent.change(date, { target: { value: "2027-03-13" } });
    expect(await screen.findByRole("radio", { name: "19:30" })).toBeInTheDocument();
    expect(screen.getByLabelText("New date")).toHaveValue("2027-03-13");
  });

  it("keeps a press that spans the code's arrival: swaps after the release, replaying its click", async () => {
    render(cancelAction(13750));
    await hydrated();
    const button = screen.getByRole("button", { name: "Cancel booking" });
    fireEvent.pointerDown(button);
    await codeSettled();
    expect(button.isConnected).toBe(true);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(await screen.findByRole("alertdialog", { name: "Cancel this booking?" })).toBeInTheDocument();
  });

  it("takes a click as the end of a press whose release it did not see", async () => {
    render(cancelAction(13750));
    await hydrated();
    const button = screen.getByRole("button", { name: "Cancel booking" });
    fireEvent.pointerDown(button);
    await codeSettled();
    fireEvent.click(button);
    expect(await screen.findByRole("alertdialog", { name: "Cancel this booking?" })).toBeInTheDocument();
  });

  it("keeps a key press that spans the code's arrival: Space's release still clicks the stand-in, replayed", async () => {
    render(cancelAction(13750));
    await hydrated();
    const button = screen.getByRole("button", { name: "Cancel booking" });
    fireEvent.focus(button);
    fireEvent.keyDown(button, { key: " " });
    await codeSettled();
    expect(button.isConnected).toBe(true);
    fireEvent.keyUp(button, { key: " " });
    fireEvent.click(button);
    expect(await screen.findByRole("alertdialog", { name: "Cancel this booking?" })).toBeInTheDocument();
  });

  it("replays Enter pressed on the focused stand-in before its code arrived", async () => {
    render(cancelAction(13750));
    await hydrated();
    const button = screen.getByRole("button", { name: "Cancel booking" });
    fireEvent.focus(button);
    fireEvent.keyDown(button, { key: "Enter" });
    fireEvent.click(button);
    fireEvent.keyUp(button, { key: "Enter" });
    expect(await screen.findByRole("alertdialog", { name: "Cancel this booking?" })).toBeInTheDocument();
  });
});
