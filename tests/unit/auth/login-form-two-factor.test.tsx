import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signIn, signOut } from "next-auth/react";
import { LoginForm } from "@/components/auth/login-form";
import { toast } from "@/lib/toast";
import { TWO_FACTOR_MESSAGES } from "@/lib/validation/two-factor";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh: jest.fn() }) }));
jest.mock("next-auth/react", () => ({ signIn: jest.fn(), signOut: jest.fn() }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const signInMock = signIn as jest.Mock;
const refused = (error: string) => ({ ok: false, error, status: 401, url: null });
const accepted = { ok: true, error: null, status: 200, url: "http://localhost/admin" };

beforeEach(() => {
  jest.clearAllMocks();
  // GET /api/auth/validate after a successful sign-in (through lib/api-client).
  answerSession(200, { role: "magician", id: 1, username: "magician", barName: null });
});

function answerSession(status: number, body: unknown) {
  global.fetch = jest.fn(async () => ({
    ok: status < 400,
    status,
    statusText: "",
    text: async () => JSON.stringify(body),
  })) as unknown as typeof fetch;
}

async function enterPassword() {
  render(<LoginForm />);
  await userEvent.type(screen.getByLabelText("Username"), "magician");
  await userEvent.type(screen.getByLabelText("Password"), "abracadabra");
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("LoginForm's two-factor step", () => {
  it("asks for the code when the server wants one, then signs in with username, password and code", async () => {
    signInMock.mockResolvedValueOnce(refused(TWO_FACTOR_MESSAGES.required)).mockResolvedValueOnce(accepted);
    await enterPassword();

    const codeField = await screen.findByLabelText("Authentication code");
    expect(screen.getByText(TWO_FACTOR_MESSAGES.required)).toBeInTheDocument();
    expect(codeField).toHaveFocus();
    expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    // The password step is gone; nothing failed, so no failure toast.
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(signInMock).toHaveBeenNthCalledWith(1, "credentials", {
      username: "magician",
      password: "abracadabra",
      redirect: false,
    });

    await userEvent.type(codeField, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/admin/magician"));
    expect(signInMock).toHaveBeenNthCalledWith(2, "credentials", {
      username: "magician",
      password: "abracadabra",
      code: "123456",
      redirect: false,
    });
    expect(toast.success).toHaveBeenCalledWith("Welcome back!", "Signed in to the magician's dashboard.");
  });

  it("a wrong code: the server's message, the code cleared, still on the code step; an empty code is not sent", async () => {
    signInMock
      .mockResolvedValueOnce(refused(TWO_FACTOR_MESSAGES.required))
      .mockResolvedValueOnce(refused(TWO_FACTOR_MESSAGES.wrongSignInCode));
    await enterPassword();
    const codeField = await screen.findByLabelText("Authentication code");

    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.enterCodeOrRecovery)).toBeInTheDocument();
    expect(signInMock).toHaveBeenCalledTimes(1);

    await userEvent.type(codeField, "000000");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Login Failed", "That code is not right. Please try again."),
    );
    expect(screen.getByLabelText("Authentication code")).toHaveValue("");
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it("takes a recovery code in the same field, and 'Use another account' goes back to an empty password", async () => {
    signInMock
      .mockResolvedValueOnce(refused(TWO_FACTOR_MESSAGES.required))
      .mockResolvedValueOnce(refused("Too many failed sign-in attempts. Please wait 15 minutes and try again."));
    await enterPassword();
    await userEvent.type(await screen.findByLabelText("Authentication code"), "abcd-efgh-jkmn-pqrs");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(signInMock).toHaveBeenCalledTimes(2));
    expect(signInMock.mock.calls[1][1]).toMatchObject({ code: "abcd-efgh-jkmn-pqrs" });
    // Locked out: back to the first step.
    expect(toast.error).toHaveBeenCalledWith(
      "Login Failed",
      "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    );
    expect(await screen.findByLabelText("Password")).toHaveValue("");

    signInMock.mockResolvedValueOnce(refused(TWO_FACTOR_MESSAGES.required));
    await userEvent.type(screen.getByLabelText("Password"), "abracadabra");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await screen.findByLabelText("Authentication code");
    await userEvent.click(screen.getByRole("button", { name: "Use another account" }));
    expect(screen.getByLabelText("Username")).toHaveValue("magician");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });

  it("an account without two-factor sign-in signs in in one step", async () => {
    signInMock.mockResolvedValueOnce(accepted);
    await enterPassword();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/admin/magician"));
    expect(screen.queryByLabelText("Authentication code")).toBeNull();
    expect(signInMock).toHaveBeenCalledTimes(1);
  });

  it("asks who signed in through the API client, and signs out again when the server refuses the session", async () => {
    signInMock.mockResolvedValueOnce(accepted);
    answerSession(401, { error: "Please sign in.", code: "unauthorized" });
    await enterPassword();

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Login Failed",
        "This account has no dashboard. Please contact the magician.",
      ),
    );
    expect(global.fetch).toHaveBeenCalledWith("/api/auth/validate", expect.objectContaining({ method: "GET" }));
    expect(signOut).toHaveBeenCalledWith({ redirect: false });
    expect(replace).not.toHaveBeenCalled();
  });
});
