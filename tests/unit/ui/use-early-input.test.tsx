// Text typed into server-rendered forms (sign-in, registration, a review, the dashboard's inline
// forms) before React hydrated them is kept: in the fields once the forms have rendered again, and in what
// they send.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";

import { LoginForm } from "@/components/auth/login-form";
import { RegisterBarForm } from "@/components/auth/register-bar-form";
import { AddJourneyForm } from "@/components/admin/books/add-journey-form";
import { BlockedHoursPanel } from "@/components/admin/blocked-hours-card";
import { LeadNotes } from "@/components/admin/lead-notes";
import { SettingsForm } from "@/components/admin/settings-form";
import { SettingsPasswordForm } from "@/components/admin/settings-password-form";
import type { LeadDto } from "@/components/admin/types";
import { ReviewForm } from "@/components/reviews/review-form";
import { callsTo, stubFetch } from "../../support/fetch-stub";
import { MAGICIAN_SETTINGS } from "../../support/magician-settings";

const signIn = jest.fn();
jest.mock("next-auth/react", () => ({
  signIn: (...args: unknown[]) => signIn(...args),
  signOut: jest.fn(),
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
  jest.clearAllMocks();
});

/** The server's HTML, typed into (as a person does before the scripts run), then hydrated. */
async function typeThenHydrate(element: ReactElement, typed: Record<string, string>) {
  container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  for (const [label, value] of Object.entries(typed)) {
    const input = screen.getByLabelText(label) as HTMLInputElement;
    // a person's typing: the value changes without React listening
    input.value = value;
  }
  await act(async () => {
    root = hydrateRoot(container!, element, { onRecoverableError: () => undefined });
  });
}

const BAR = {
  "Bar/Venue Name": "The Early Bar",
  "Owner/Manager Name": "Eve Early",
  "Venue Address": "1 Early Street, Glasgow",
  "Contact Phone": "0141 555 0111",
  Email: "early@early.example",
  Username: "earlybar",
  Password: "early-pass-123",
};

describe("typing before hydration", () => {
  it("the bar registration keeps all seven fields, shows no error and sends them", async () => {
    const fetchMock = stubFetch({
      "/api/auth/check-username": [{ status: 200, body: { exists: false } }],
      "/api/create-payment-intent": [{ status: 503, body: { error: "Payments are off" } }],
    });
    await typeThenHydrate(<RegisterBarForm />, BAR);
    const form = screen.getByRole("form", { name: "Bar information" });
    await waitFor(() => expect(form).toHaveAttribute("data-hydrated"));
    for (const [label, value] of Object.entries(BAR)) expect(screen.getByLabelText(label)).toHaveValue(value);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    });
    await waitFor(() => expect(callsTo(fetchMock, "/api/create-payment-intent")).toHaveLength(1));
    expect(screen.queryByText(/required|at least/i, { selector: "[data-slot=form-message]" })).toBeNull();
    expect(JSON.parse(callsTo(fetchMock, "/api/create-payment-intent")[0][1].body)).toMatchObject({
      bookingDetails: { clientName: "The Early Bar" },
    });
    for (const [label, value] of Object.entries(BAR)) expect(screen.getByLabelText(label)).toHaveValue(value);
  });

  it("the bar registration does not take the focus from a field being typed into", async () => {
    await typeThenHydrate(<RegisterBarForm />, {});
    expect(document.activeElement).not.toBe(screen.getByRole("heading", { level: 1 }));
  });

  it("the sign-in form keeps the username and password and signs in with them", async () => {
    signIn.mockResolvedValue({ ok: false, error: "CredentialsSignin" });
    await typeThenHydrate(<LoginForm />, { Username: "magician", Password: "abracadabra" });
    await waitFor(() => expect(screen.getByRole("form", { name: "Sign in" })).toHaveAttribute("data-hydrated"));
    expect(screen.getByLabelText("Username")).toHaveValue("magician");
    expect(screen.getByLabelText("Password")).toHaveValue("abracadabra");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    });
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    expect(signIn.mock.calls[0][1]).toMatchObject({ username: "magician", password: "abracadabra" });
  });

  it("the sign-in form keeps a prefilled username changed before hydration", async () => {
    await typeThenHydrate(<LoginForm registeredUsername="newbar" />, { Username: "otherbar" });
    await waitFor(() => expect(screen.getByRole("form", { name: "Sign in" })).toHaveAttribute("data-hydrated"));
    expect(screen.getByLabelText("Username")).toHaveValue("otherbar");
  });

  it("the review form keeps the review and the name, and sends them", async () => {
    const fetchMock = stubFetch({ "/api/reviews": [{ status: 201, body: { ok: true } }] });
    const review = "Typed before the page's scripts ran: a wonderful evening.";
    await typeThenHydrate(<ReviewForm token="tok" googleReviewUrl={null} />, {
      "Your review": review,
      "Name to show (optional)": "Early Eilidh",
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("radio", { name: /^5 stars:/ }));
    });
    expect(screen.getByLabelText("Your review")).toHaveValue(review);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send my review" }));
    });
    await waitFor(() => expect(callsTo(fetchMock, "/api/reviews")).toHaveLength(1));
    expect(JSON.parse(callsTo(fetchMock, "/api/reviews")[0][1].body)).toMatchObject({
      rating: 5,
      text: review,
      displayName: "Early Eilidh",
    });
  });

  it("the Books tab's journey form keeps the journey typed while its code loaded, and adds it", async () => {
    const fetchMock = stubFetch({ "/api/admin/mileage": [{ status: 201, body: { id: 1 } }] });
    await typeThenHydrate(<AddJourneyForm today="2026-11-28" onAdded={() => undefined} />, {
      From: "Home",
      To: "Oban PA34",
      Miles: "97",
      Purpose: "Viewing a venue",
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add journey" }));
    });
    await waitFor(() => expect(callsTo(fetchMock, "/api/admin/mileage")).toHaveLength(1));
    expect(JSON.parse(callsTo(fetchMock, "/api/admin/mileage")[0][1].body)).toMatchObject({
      date: "2026-11-28",
      from: "Home",
      to: "Oban PA34",
      miles: 97,
      purpose: "Viewing a venue",
    });
  });

  /** Presses the form's submit button once hydrated and answers the body sent to `path`. */
  async function sent(fetchMock: jest.Mock, button: string, path: string): Promise<unknown> {
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: button }));
    });
    await waitFor(() => expect(callsTo(fetchMock, path)).toHaveLength(1));
    return JSON.parse(callsTo(fetchMock, path)[0][1].body);
  }

  it("the settings tab's business details keep a phone number changed while the tab's code loaded", async () => {
    const settings = MAGICIAN_SETTINGS;
    const fetchMock = stubFetch({ "/api/settings": [{ status: 200, body: settings }] });
    await typeThenHydrate(<SettingsForm initial={settings} onSaved={() => undefined} />, {
      "Contact Phone": "0141 496 0123",
    });
    expect(await sent(fetchMock, "Save Settings", "/api/settings")).toMatchObject({ contactPhone: "0141 496 0123" });
  });

  it("the password change keeps the three passwords", async () => {
    const fetchMock = stubFetch({ "/api/settings/password": [{ status: 200, body: { ok: true } }] });
    await typeThenHydrate(<SettingsPasswordForm />, {
      "Current Password": "old-password-123",
      "New Password": "new-password-456",
      "Confirm New Password": "new-password-456",
    });
    expect(await sent(fetchMock, "Change Password", "/api/settings/password")).toEqual({
      currentPassword: "old-password-123",
      newPassword: "new-password-456",
    });
  });

  it("a lead's note box keeps the note", async () => {
    const fetchMock = stubFetch({ "/api/leads/3/notes": [{ status: 201, body: {} }] });
    const lead = { id: 3, name: "Grace", notes: [] } as unknown as LeadDto;
    await typeThenHydrate(<LeadNotes lead={lead} />, { "Add a note": "Called back before the page was ready" });
    expect(await sent(fetchMock, "Add note", "/api/leads/3/notes")).toEqual({
      text: "Called back before the page was ready",
    });
  });

  it("the block-hours form keeps the hours and the note", async () => {
    const fetchMock = stubFetch({ "/api/blocked-hours": [{ status: 201, body: {} }] });
    await typeThenHydrate(<BlockedHoursPanel date="2099-03-10" today="2099-03-01" hours={[]} />, {
      From: "20:00",
      To: "22:30",
      "Note (optional)": "Wedding in Leith",
    });
    expect(await sent(fetchMock, "Block hours", "/api/blocked-hours")).toMatchObject({
      date: "2099-03-10",
      startTime: "20:00",
      endTime: "22:30",
      note: "Wedding in Leith",
    });
  });
});
