import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PayBalance, payOptionLabel } from "@/components/manage/pay-balance";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const TOKEN = "12.1.abc";
const INTENT_PATH = `/api/manage/${TOKEN}/balance-intent`;
const SECRET = "pi_demo_0123456789abcdef01234567_secret_0123456789abcdef01234567";
const INTENT = "pi_demo_0123456789abcdef01234567";

beforeEach(() => jest.clearAllMocks());

describe("the customer's 'Pay'", () => {
  it("labels each way to pay with its amount", () => {
    expect(payOptionLabel({ kind: "balance", amount: 137.5 })).toBe("Pay the balance (£137.50)");
    expect(payOptionLabel({ kind: "deposit", amount: 1000 })).toBe("Pay the deposit (£1,000.00)");
    expect(payOptionLabel({ kind: "total", amount: 275 })).toBe("Pay the total (£275.00)");
  });

  it("posts the chosen option, shows the wizard's card form, and refreshes once paid", async () => {
    const fetchMock = stubFetch({
      [INTENT_PATH]: [{ status: 200, body: { clientSecret: SECRET, amount: 275 } }],
      "/api/demo-payments/confirm": [{ status: 200, body: { status: "succeeded", paymentIntentId: INTENT } }],
    });
    render(
      <PayBalance
        token={TOKEN}
        options={[
          { kind: "deposit", amount: 137.5 },
          { kind: "total", amount: 275 },
        ]}
      />,
    );
    expect(screen.getByRole("radiogroup", { name: "What would you like to pay?" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Pay the deposit (£137.50)" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Pay the total (£275.00)" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue to payment" }));

    const pay = await screen.findByRole("button", { name: "Pay £275.00" });
    expect(screen.getByTestId("demo-payment-form")).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, INTENT_PATH);
    expect(JSON.parse(init.body)).toEqual({ pay: "total" });
    expect(screen.getByRole("radio", { name: "Pay the total (£275.00)" })).toBeDisabled();

    await userEvent.click(pay);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(JSON.parse(callsTo(fetchMock, "/api/demo-payments/confirm")[0][1].body)).toEqual({
      clientSecret: SECRET,
      outcome: "succeed",
      card: "4242424242424242",
    });
    expect(toast.success).toHaveBeenCalledWith("Thank you: your payment has been received.");
    expect(screen.getByRole("status")).toHaveTextContent("Thank you: your payment has been received.");
  });

  it("a refused payment set-up is toasted and shown inline, and no card form appears", async () => {
    const error = "Nothing is owed on this booking.";
    stubFetch({ [INTENT_PATH]: [{ status: 409, body: { error, title: "Already paid" } }] });
    render(<PayBalance token={TOKEN} options={[{ kind: "balance", amount: 137.5 }]} />);
    await userEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByTestId("pay-error")).toHaveTextContent(error);
    expect(toast.error).toHaveBeenCalledWith("Already paid", error);
    expect(screen.queryByTestId("demo-payment-form")).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("a declined card is reported and the form stays usable", async () => {
    stubFetch({
      [INTENT_PATH]: [{ status: 200, body: { clientSecret: SECRET, amount: 137.5 } }],
      "/api/demo-payments/confirm": [{ status: 402, body: { error: "Your card was declined.", status: "failed" } }],
    });
    render(<PayBalance token={TOKEN} options={[{ kind: "balance", amount: 137.5 }]} />);
    await userEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await userEvent.click(await screen.findByLabelText("Simulate a declined card"));
    await userEvent.click(screen.getByRole("button", { name: "Pay £137.50" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Payment failed", "Your card was declined."));
    expect(refresh).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Pay £137.50" })).toBeEnabled();
  });
});
