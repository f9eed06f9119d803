import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RegisterBarForm } from "@/components/auth/register-bar-form";
import { toast } from "@/lib/toast";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const SECRET = "pi_demo_0123456789abcdef01234567_secret_0123456789abcdef01234567";
const INTENT = "pi_demo_0123456789abcdef01234567";

type Route = (body: Record<string, unknown> | null) => { status: number; body: unknown };

/** fetch by path (query ignored); each path answers from its list, the last answer repeating. */
function stubFetch(routes: Record<string, Route[]>) {
  const fn = jest.fn(async (url: string, init?: { body?: string }) => {
    const path = url.split("?")[0];
    const list = routes[path];
    if (!list) throw new Error(`unexpected fetch ${path}`);
    const route = list.length > 1 ? list.shift()! : list[0];
    const { status, body } = route(init?.body ? JSON.parse(init.body) : null);
    return { ok: status < 400, status, statusText: "", text: async () => JSON.stringify(body) };
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

const calls = (fn: jest.Mock, path: string) => fn.mock.calls.filter(([url]) => String(url).split("?")[0] === path);

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
      "/api/auth/check-username": [() => ({ status: 200, body: { exists: false } })],
      "/api/create-payment-intent": [() => ({ status: 200, body: { clientSecret: SECRET, paymentIntentId: INTENT, amountPence: 2500, totalPence: 2500, balanceDueOnDayPence: 0 } })],
      "/api/demo-payments/confirm": [() => ({ status: 200, body: { status: "succeeded", paymentIntentId: INTENT } })],
      "/api/auth/register": [() => ({ status: 409, body: { error: "Username already taken" } }), () => ({ status: 201, body: { id: 3 } })],
    });
    render(<RegisterBarForm />);
    await fillForm("racebar");
    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await screen.findByRole("heading", { level: 1, name: "Registration Payment" });
    expect(JSON.parse(calls(fetchMock, "/api/create-payment-intent")[0][1].body)).toMatchObject({
      amount: 25,
      bookingDetails: { eventType: "Bar Registration", clientName: "The Race Bar" },
    });

    await userEvent.click(screen.getByRole("button", { name: /Pay £25.00/ }));
    await screen.findByRole("heading", { level: 1, name: "Bar Information" });
    expect(toast.success).toHaveBeenCalledWith("Payment Successful!", "Creating your account...");
    expect(toast.error).toHaveBeenCalledWith("Username already taken", "Please choose a different username. Your payment is kept: you will not be charged again.");
    expect(screen.getByText(/Your £25.00 registration fee has been received./)).toBeInTheDocument();
    expect(window.sessionStorage.getItem("register-bar:paid-intent")).toBe(INTENT);

    await userEvent.type(screen.getByLabelText("Username"), "2");
    await userEvent.click(screen.getByRole("button", { name: "Complete Registration" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/admin"));
    expect(toast.success).toHaveBeenCalledWith("Registration successful", "Your bar is registered. Please sign in with your username and password.");
    const registrations = calls(fetchMock, "/api/auth/register");
    expect(registrations).toHaveLength(2);
    expect(JSON.parse(registrations[1][1].body)).toMatchObject({ username: "racebar2", registrationPaid: true, registrationPaymentId: INTENT });
    expect(calls(fetchMock, "/api/create-payment-intent")).toHaveLength(1);
    expect(window.sessionStorage.getItem("register-bar:paid-intent")).toBeNull();
  });

  it("a refused payment set-up keeps the server's message; Back keeps the session", async () => {
    const fetchMock = stubFetch({
      "/api/auth/check-username": [() => ({ status: 200, body: { exists: false } })],
      "/api/create-payment-intent": [
        () => ({ status: 400, body: { error: "Registration details are invalid." } }),
        () => ({ status: 200, body: { clientSecret: SECRET, paymentIntentId: INTENT, amountPence: 2500, totalPence: 2500, balanceDueOnDayPence: 0 } }),
      ],
    });
    render(<RegisterBarForm />);
    await fillForm("racebar");
    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Registration process failed", "Registration details are invalid."));
    expect(screen.getByRole("heading", { level: 1, name: "Bar Information" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await screen.findByRole("button", { name: /Pay £25.00/ });
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await screen.findByRole("button", { name: /Pay £25.00/ });
    expect(calls(fetchMock, "/api/create-payment-intent")).toHaveLength(2);
  });
});
