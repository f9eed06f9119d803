import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { CancelBookingStandIn, PayBalanceStandIn, RescheduleStandIn } from "@/components/manage/action-stand-ins";
import { LazyManageAction } from "@/components/manage/lazy-manage-action";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

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

describe("the booking page's lazily loaded actions", () => {
  it("show the stand-in until the visitor reaches it, then the real one with what was typed and focused", async () => {
    render(cancelAction(0));
    const standIn = screen.getByLabelText("Reason (optional)");
    await waitFor(() => expect(standIn.closest("[data-hydrated]")).not.toBeNull());
    fireEvent.change(standIn, { target: { value: "Snowed in" } });
    standIn.focus();
    await waitFor(() => expect(screen.getByLabelText("Reason (optional)")).not.toBe(standIn));
    const real = screen.getByLabelText("Reason (optional)");
    expect(real).toHaveValue("Snowed in");
    expect(real).toHaveFocus();
    expect(screen.getByRole("button", { name: "Cancel booking" })).toHaveAttribute("data-hydrated");
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
    fireEvent.pointerDown(standInButton);
    // the import resolves in a few microtasks; React renders the swap in a task of its own, later
    for (let tick = 0; tick < 10; tick++) await Promise.resolve();
    expect(standInButton.isConnected).toBe(true);
    fireEvent.click(standInButton);
    expect(await screen.findByRole("alertdialog", { name: "Cancel this booking?" })).toBeInTheDocument();
  });

  it("renders the loaded action with the page's current props after a refresh", async () => {
    const { rerender } = render(cancelAction(0));
    await waitFor(() => expect(document.querySelector("[data-hydrated]")).not.toBeNull());
    fireEvent.pointerDown(screen.getByRole("button", { name: "Cancel booking" }));
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
    const date = screen.getByLabelText("New date");
    fireEvent.change(date, { target: { value: "2027-03-13" } });
    fireEvent.pointerDown(date);
    expect(await screen.findByRole("radio", { name: "19:30" })).toBeInTheDocument();
    expect(screen.getByLabelText("New date")).toHaveValue("2027-03-13");
    expect(callsTo(fetchMock, `/api/manage/${TOKEN}/times`)).toHaveLength(1);
  });
});
