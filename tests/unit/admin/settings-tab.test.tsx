import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SettingsForm } from "@/components/admin/settings-form";
import { SettingsTab } from "@/components/admin/settings-tab";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";
import { MAGICIAN_SETTINGS } from "../../support/magician-settings";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const SETTINGS = MAGICIAN_SETTINGS;

beforeEach(() => jest.clearAllMocks());

const detailsForm = () => screen.getByRole("form", { name: "Business details" });
const passwordForm = () => screen.getByRole("form", { name: "Change password" });

async function replace(label: string, value: string, within_ = detailsForm()) {
  const field = within(within_).getByLabelText(label);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

describe("SettingsTab", () => {
  it("loads the settings into the form and saves the changed phone with PATCH /api/settings", async () => {
    const saved = { ...SETTINGS, contactPhone: "0141 496 0123" };
    const fetchMock = stubFetch({
      "/api/settings": [
        { status: 200, body: SETTINGS },
        { status: 200, body: saved },
      ],
    });
    render(<SettingsTab />);
    expect(await screen.findByLabelText("Contact Phone")).toHaveValue("07700 900123");
    expect(screen.getByLabelText("Display Name")).toHaveValue("Summon a Magician");
    await replace("Contact Phone", "0141 496 0123");
    await userEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Settings Saved", "Bars and customers now see these details."),
    );
    const patch = callsTo(fetchMock, "/api/settings").find(([, init]) => init?.method === "PATCH")!;
    expect(JSON.parse(patch[1].body)).toEqual(saved);
  });

  it("shows the field messages in the browser before sending anything", async () => {
    const fetchMock = stubFetch({ "/api/settings": [{ status: 200, body: SETTINGS }] });
    render(<SettingsTab />);
    await screen.findByLabelText("Contact Phone");
    await replace("Contact Phone", "12345");
    await replace("Contact Email", "nope");
    await replace("Google Review Link", "http://g.page/x");
    await userEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Please enter a valid phone number.")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText("Please enter a link that starts with https://, or leave it empty.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "/api/settings")).toHaveLength(1);
  });

  it("puts the server's field messages on their fields", async () => {
    stubFetch({
      "/api/settings": [
        { status: 200, body: SETTINGS },
        {
          status: 400,
          body: {
            error: "Please check the highlighted fields.",
            fieldErrors: { contactEmail: "Please enter a valid email address." },
          },
        },
      ],
    });
    render(<SettingsTab />);
    await screen.findByLabelText("Contact Phone");
    await userEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Update Failed", "Please check the highlighted fields.");
  });

  it("changes the password, and shows a wrong current password on its field", async () => {
    const fetchMock = stubFetch({
      "/api/settings": [{ status: 200, body: SETTINGS }],
      "/api/settings/password": [
        {
          status: 400,
          body: {
            error: "Current password is incorrect",
            fieldErrors: { currentPassword: "Current password is incorrect" },
          },
        },
        { status: 200, body: { success: true, message: "Your password has been updated successfully." } },
      ],
    });
    render(<SettingsTab />);
    await screen.findByLabelText("Contact Phone");
    await replace("Current Password", "wrong-password", passwordForm());
    await replace("New Password", "a-new-secret-1", passwordForm());
    await replace("Confirm New Password", "a-new-secret-1", passwordForm());
    await userEvent.click(within(passwordForm()).getByRole("button", { name: "Change Password" }));
    expect(await within(passwordForm()).findByText("Current password is incorrect")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Password Change Failed", "Current password is incorrect");

    await replace("Current Password", "abracadabra", passwordForm());
    await userEvent.click(within(passwordForm()).getByRole("button", { name: "Change Password" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Password Changed", "Your password has been updated successfully."),
    );
    expect(JSON.parse(callsTo(fetchMock, "/api/settings/password")[1][1].body)).toEqual({
      currentPassword: "abracadabra",
      newPassword: "a-new-secret-1",
    });
    expect(within(passwordForm()).getByLabelText("Current Password")).toHaveValue("");
  });

  it("checks the new password with the spec's messages", async () => {
    stubFetch({ "/api/settings": [{ status: 200, body: SETTINGS }] });
    render(<SettingsTab />);
    await screen.findByLabelText("Contact Phone");
    await replace("New Password", "abc", passwordForm());
    await replace("Confirm New Password", "abcdef", passwordForm());
    await userEvent.click(within(passwordForm()).getByRole("button", { name: "Change Password" }));
    expect(await within(passwordForm()).findByText("Current password is required.")).toBeInTheDocument();
    expect(within(passwordForm()).getByText("New password must be at least 6 characters.")).toBeInTheDocument();
  });
});

describe("SettingsForm while the page hands it the settings again", () => {
  const settings = (over: Partial<typeof SETTINGS> = {}) => ({ ...SETTINGS, ...over });

  it("keeps what was typed through a reload of the same settings, and of changed ones", async () => {
    const { rerender } = render(<SettingsForm initial={settings()} onSaved={jest.fn()} />);
    await replace("Display Name", "The Great Zucchini");
    // a refresh or a late answer: equal values, a new object
    rerender(<SettingsForm initial={settings()} onSaved={jest.fn()} />);
    expect(screen.getByLabelText("Display Name")).toHaveValue("The Great Zucchini");
    // saved elsewhere meanwhile (another tab): what is being typed still wins
    rerender(<SettingsForm initial={settings({ contactPhone: "0141 496 0999" })} onSaved={jest.fn()} />);
    expect(screen.getByLabelText("Display Name")).toHaveValue("The Great Zucchini");
    expect(screen.getByLabelText("Contact Phone")).toHaveValue("07700 900123");
  });

  it("shows changed settings when nothing was typed", () => {
    const { rerender } = render(<SettingsForm initial={settings()} onSaved={jest.fn()} />);
    rerender(<SettingsForm initial={settings({ contactPhone: "0141 496 0999" })} onSaved={jest.fn()} />);
    expect(screen.getByLabelText("Contact Phone")).toHaveValue("0141 496 0999");
  });

  it("shows what the server saved after a save, and follows later changes again", async () => {
    stubFetch({ "/api/settings": [{ status: 200, body: settings({ displayName: "The Great Zucchini" }) }] });
    const onSaved = jest.fn();
    const { rerender } = render(<SettingsForm initial={settings()} onSaved={onSaved} />);
    await replace("Display Name", "  The Great Zucchini  ");
    await userEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.getByLabelText("Display Name")).toHaveValue("The Great Zucchini");
    rerender(<SettingsForm initial={onSaved.mock.calls[0][0]} onSaved={onSaved} />);
    rerender(<SettingsForm initial={settings({ displayName: "Zucchini & Co" })} onSaved={onSaved} />);
    expect(screen.getByLabelText("Display Name")).toHaveValue("Zucchini & Co");
  });
});
