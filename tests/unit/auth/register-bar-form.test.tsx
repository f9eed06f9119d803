import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RegisterBarForm } from "@/components/auth/register-bar-form";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const SECRET = "pi_demo_0123456789abcdef01234567_secret_0123456789abcdef01234567";
const INTENT = "pi_demo_0123456789abcdef01234567";

async function fillForm(username: string) {
  await userEvent.type(screen.getByLabelText("Bar/Venue Name"), "The Race Bar");
  await userEvent.type(screen.getByLabelText("Owner/Manager Name"), "Rory Race");
  await userEvent.type(screen.getByLabelText("Venue Address"), "5 Race Street, Glasgow");
  await userEvent.type(screen.getByLabelText("Contact Phone"), "0141 555 0456");
  await userEvent.type(screen.getByLabelText("Email"), "race@race.example");
  await userEvent.type(screen.getByLabelText("Username"), username);
  await userEvent.type(screen.getByLabelText("Password"), "race-pass-123");
}

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
});

describe("RegisterBarForm checkout", () => {
  it("a username taken while paying: back to step 1, the payment kept, the account created on it without paying again", async () => {
    const fetchMock = stubFetch({
      "/api/auth/check-username": [{ status: 200, body: { exists: false } }],
      "/api/create-payment-intent": [
        {
          status: 200,
          body: {
            clientSecret: SECRET,
            paymentIntentId: INTENT,
            amountPence: 2500,
            totalPence: 2500,
            balanceDueOnDayPence: 0,
          },
        },
      ],
      "/api/demo-payments/confirm": [{ status: 200, body: { status: "succeeded", paymentIntentId: INTENT } }],
      "/api/auth/register": [
        { status: 409, body: { error: "Username already taken" } },
        { status: 201, body: { id: 3 } },
      ],
    });
    render(<RegisterBarForm />);
    await fillForm("racebar");
    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await screen.findByRole("heading", { level: 1, name: "Registration Payment" });
    expect(JSON.parse(callsTo(fetchMock, "/api/create-payment-intent")[0][1].body)).toMatchObject({
      amount: 25,
      bookingDetails: { eventType: "Bar Registration", clientName: "The Race Bar" },
    });

    await userEvent.click(screen.getByRole("button", { name: /Pay £25.00/ }));
    await screen.findByRole("heading", { level: 1, name: "Bar Information" });
    expect(toast.success).toHaveBeenCalledWith("Payment Successful!", "Creating your account...");
    expect(toast.error).toHaveBeenCalledWith(
      "Username already taken",
      "Please choose a different username. Your payment is kept: you will not be charged again.",
    );
    expect(screen.getByText(/Your £25.00 registration fee has been received./)).toBeInTheDocument();
    expect(window.sessionStorage.getItem("register-bar:paid-intent")).toBe(INTENT);

    await userEvent.type(screen.getByLabelText("Username"), "2");
    await userEvent.click(screen.getByRole("button", { name: "Complete Registration" }));
    // on to the sign-in page, which fills in the username
    await waitFor(() => expect(push).toHaveBeenCalledWith("/admin?registered=racebar2"));
    expect(toast.success).toHaveBeenCalledWith(
      "Registration successful",
      "A welcome e-mail with your receipt is on its way.",
    );
    const registrations = callsTo(fetchMock, "/api/auth/register");
    expect(registrations).toHaveLength(2);
    expect(JSON.parse(registrations[1][1].body)).toMatchObject({
      username: "racebar2",
      registrationPaymentId: INTENT,
    });
    expect(callsTo(fetchMock, "/api/create-payment-intent")).toHaveLength(1);
    expect(window.sessionStorage.getItem("register-bar:paid-intent")).toBeNull();
  });

  it("a refused payment set-up keeps the server's message; Back keeps the session", async () => {
    const fetchMock = stubFetch({
      "/api/auth/check-username": [{ status: 200, body: { exists: false } }],
      "/api/create-payment-intent": [
        { status: 400, body: { error: "Registration details are invalid." } },
        {
          status: 200,
          body: {
            clientSecret: SECRET,
            paymentIntentId: INTENT,
            amountPence: 2500,
            totalPence: 2500,
            balanceDueOnDayPence: 0,
          },
        },
      ],
    });
    render(<RegisterBarForm />);
    await fillForm("racebar");
    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Registration process failed", "Registration details are invalid."),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Bar Information" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await screen.findByRole("button", { name: /Pay £25.00/ });
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await screen.findByRole("button", { name: /Pay £25.00/ });
    expect(callsTo(fetchMock, "/api/create-payment-intent")).toHaveLength(2);
  });
});
