import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PaymentForm } from "@/components/payments/payment-form";

const SECRET = "pi_demo_0123456789abcdef01234567_secret_0123456789abcdef01234567";

function mockFetch(status: number, body: unknown) {
  const fn = jest
    .fn()
    .mockResolvedValue({ ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe("PaymentForm (demo gateway)", () => {
  it("shows the demo label, pays with the prefilled card and reports the intent id", async () => {
    const fetchMock = mockFetch(200, { status: "succeeded", paymentIntentId: "pi_demo_0123456789abcdef01234567" });
    const onSuccess = jest.fn();
    render(<PaymentForm clientSecret={SECRET} amountPence={27500} onSuccess={onSuccess} />);
    expect(screen.getByText("Demo payment mode — no real card is charged")).toBeInTheDocument();
    expect(screen.getByLabelText("Card number")).toHaveValue("4242 4242 4242 4242");
    await userEvent.click(screen.getByRole("button", { name: /Pay £275.00/ }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("pi_demo_0123456789abcdef01234567"));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      clientSecret: SECRET,
      outcome: "succeed",
      // the demo card's number says which demo card it is (4000 0000 0000 0341 declines off-session once saved)
      card: "4242424242424242",
    });
    expect(screen.getByRole("button", { name: /Booking Completed/ })).toBeDisabled();
  });

  it("simulates a declined card: inline message and onError, button usable again", async () => {
    const fetchMock = mockFetch(402, { error: "Your card was declined.", status: "failed" });
    const onError = jest.fn();
    render(
      <PaymentForm
        clientSecret={SECRET}
        amountPence={2500}
        submitLabel="Pay £25.00"
        onSuccess={jest.fn()}
        onError={onError}
      />,
    );
    await userEvent.click(screen.getByLabelText("Simulate a declined card"));
    expect(screen.getByLabelText("Card number")).toHaveValue("4000 0000 0000 0002");
    await userEvent.click(screen.getByRole("button", { name: /Pay £25.00/ }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith("Your card was declined."));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).outcome).toBe("fail");
    expect(screen.getByTestId("payment-error")).toHaveTextContent("Your card was declined.");
    expect(screen.getByRole("button", { name: /Pay £25.00/ })).toBeEnabled();
  });

  it("refuses an expired card before anything is sent", async () => {
    const fetchMock = mockFetch(200, { status: "succeeded", paymentIntentId: "pi_demo_0123456789abcdef01234567" });
    const onSuccess = jest.fn();
    render(<PaymentForm clientSecret={SECRET} amountPence={2500} submitLabel="Pay £25.00" onSuccess={onSuccess} />);
    await userEvent.clear(screen.getByLabelText("Expiry (MM / YY)"));
    await userEvent.type(screen.getByLabelText("Expiry (MM / YY)"), "01 / 20");
    await userEvent.click(screen.getByRole("button", { name: /Pay £25.00/ }));
    expect(screen.getByTestId("payment-error")).toHaveTextContent("This card has expired: check the expiry date.");
    await userEvent.clear(screen.getByLabelText("Expiry (MM / YY)"));
    await userEvent.type(screen.getByLabelText("Expiry (MM / YY)"), "13 / 40");
    await userEvent.click(screen.getByRole("button", { name: /Pay £25.00/ }));
    expect(screen.getByTestId("payment-error")).toHaveTextContent("Please enter a valid expiry date.");
    await userEvent.clear(screen.getByLabelText("Expiry (MM / YY)"));
    await userEvent.type(screen.getByLabelText("Expiry (MM / YY)"), "13 / 20");
    await userEvent.click(screen.getByRole("button", { name: /Pay £25.00/ }));
    expect(screen.getByTestId("payment-error")).toHaveTextContent("Please enter a valid expiry date.");
    await userEvent.clear(screen.getByLabelText("Expiry (MM / YY)"));
    await userEvent.type(screen.getByLabelText("Expiry (MM / YY)"), "12");
    await userEvent.click(screen.getByRole("button", { name: /Pay £25.00/ }));
    expect(screen.getByTestId("payment-error")).toHaveTextContent(
      "Please enter the card number, expiry date (MM / YY) and CVC.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("is disabled with its disabled label until allowed", () => {
    render(
      <PaymentForm
        clientSecret={SECRET}
        amountPence={13750}
        disabled
        disabledLabel="Agree to deposit terms to continue"
        onSuccess={jest.fn()}
      />,
    );
    expect(screen.getByRole("button", { name: /Agree to deposit terms to continue/ })).toBeDisabled();
  });
});
