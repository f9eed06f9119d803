import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RefundStates } from "@/components/admin/refund-states";
import type { AdminBooking } from "@/components/admin/types";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const PATH = "/api/bookings/42/refund-retry";
const failed = { refundId: "re_1", amountPence: 13750, reason: "the card has expired or been cancelled" };

afterEach(() => jest.clearAllMocks());

describe("the details dialog's refund states", () => {
  it("says a refund is pending, never that it was refunded", () => {
    render(<RefundStates booking={{ id: 42, pendingRefundPence: 13750, failedRefunds: [] }} onChanged={jest.fn()} />);
    expect(screen.getByRole("status")).toHaveTextContent("Refund of £137.50 pending");
    expect(screen.queryByText(/refunded/i)).toBeNull();
    expect(screen.queryByRole("button", { name: "Retry refund" })).toBeNull();
  });

  it("shows a failed refund with its reason, and retries it as a new refund", async () => {
    const after = { id: 42, pendingRefundPence: 13750, failedRefunds: [] } as unknown as AdminBooking;
    const fetchMock = stubFetch({ [PATH]: [{ status: 200, body: after }] });
    const onChanged = jest.fn();
    render(<RefundStates booking={{ id: 42, pendingRefundPence: 0, failedRefunds: [failed] }} onChanged={onChanged} />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Refund of £137.50 failed: the card has expired or been cancelled",
    );
    await userEvent.click(screen.getByRole("button", { name: "Retry refund" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(after));
    const [[, init]] = callsTo(fetchMock, PATH);
    expect(init).toMatchObject({ method: "POST" });
    expect(JSON.parse(String(init?.body))).toEqual({ refundId: "re_1" });
  });

  it("toasts a refused retry and keeps the failure shown", async () => {
    stubFetch({ [PATH]: [{ status: 409, body: { error: "Refund Failed", description: "Already asked." } }] });
    const onChanged = jest.fn();
    render(<RefundStates booking={{ id: 42, pendingRefundPence: 0, failedRefunds: [failed] }} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole("button", { name: "Retry refund" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("Refund of £137.50 failed");
  });

  it("shows nothing when every refund has gone back", () => {
    const { container } = render(
      <RefundStates booking={{ id: 42, pendingRefundPence: 0, failedRefunds: [] }} onChanged={jest.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
