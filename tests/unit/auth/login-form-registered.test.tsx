// The sign-in page a newly registered bar lands on: its username filled in, the password focused,
// and a message that stays until it signs in.
import { render, screen } from "@testing-library/react";

import { LoginForm } from "@/components/auth/login-form";

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock("next-auth/react", () => ({ signIn: jest.fn(), signOut: jest.fn() }));

describe("LoginForm after a registration", () => {
  it("fills in the username, focuses the password and says the bar is registered", () => {
    render(<LoginForm registeredUsername="lantern01" />);
    expect(screen.getByLabelText("Username")).toHaveValue("lantern01");
    expect(screen.getByLabelText("Password")).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Your bar is registered: sign in to open your dashboard.");
  });

  it("shows neither on a plain visit", () => {
    render(<LoginForm />);
    expect(screen.getByLabelText("Username")).toHaveValue("");
    expect(screen.queryByText(/Your bar is registered/)).toBeNull();
  });
});
