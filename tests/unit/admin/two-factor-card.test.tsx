import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RECOVERY_FILE_NAME, TwoFactorCard } from "@/components/admin/two-factor-card";
import { toast } from "@/lib/toast";
import { TWO_FACTOR_MESSAGES } from "@/lib/validation/two-factor";
import { callsTo, stubFetch } from "../../support/fetch-stub";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const SETUP = {
  secret: SECRET,
  otpauthUrl: `otpauth://totp/Summon%20a%20Magician:magician?secret=${SECRET}&issuer=Summon%20a%20Magician`,
  qrDataUrl: "data:image/svg+xml;base64,PHN2Zy8+",
  expiresAt: "2030-01-01T12:30:00.000Z",
};
const CODES = Array.from({ length: 10 }, (_, i) => `ab${i}c-defg-hjkm-npq${i}`);
const OFF = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
const ON = { enabled: true, enabledAt: "2030-01-01T12:05:00.000Z", recoveryCodesLeft: 10 };

beforeEach(() => jest.clearAllMocks());

const body = (fetchMock: jest.Mock, path: string, n = 0) => JSON.parse(callsTo(fetchMock, path)[n][1].body);

describe("TwoFactorCard", () => {
  it("sets up with the QR code and the key, refuses a wrong code, then shows the recovery codes once with copy and download", async () => {
    const fetchMock = stubFetch({
      "/api/admin/two-factor": [
        { status: 200, body: OFF },
        { status: 200, body: ON },
      ],
      "/api/admin/two-factor/setup": [{ status: 200, body: SETUP }],
      "/api/admin/two-factor/enable": [
        {
          status: 400,
          body: { error: TWO_FACTOR_MESSAGES.wrongCode, fieldErrors: { code: TWO_FACTOR_MESSAGES.wrongCode } },
        },
        { status: 200, body: { enabled: true, recoveryCodes: CODES } },
      ],
    });
    render(<TwoFactorCard />);
    expect(await screen.findByText("Off: signing in asks for your password only.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));

    expect(await screen.findByRole("img", { name: "QR code for your authenticator app" })).toHaveAttribute(
      "src",
      SETUP.qrDataUrl,
    );
    expect(screen.getByText("GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ")).toBeInTheDocument();

    // Not six digits: refused before any call.
    const codeField = screen.getByLabelText("Enter the 6-digit code the app shows");
    await userEvent.type(codeField, "12");
    await userEvent.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TWO_FACTOR_MESSAGES.enterCode);
    expect(callsTo(fetchMock, "/api/admin/two-factor/enable")).toHaveLength(0);

    // The server's answer to a wrong code, under the field.
    await userEvent.clear(codeField);
    await userEvent.type(codeField, "000000");
    await userEvent.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeInTheDocument();
    expect(codeField).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(codeField);
    await userEvent.type(codeField, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Turn on" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(body(fetchMock, "/api/admin/two-factor/enable", 1)).toEqual({ code: "123456" });
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Two-factor sign-in is on", "Save your recovery codes now.");
    expect(await screen.findByText(/On since 1 Jan 2030 · 10 recovery codes left/)).toBeInTheDocument();

    // Copy: all ten, one a line.
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(CODES.join("\n"));

    // Download: a text file with the codes.
    let blob: Blob | undefined;
    URL.createObjectURL = jest.fn((b: Blob) => {
      blob = b;
      return "blob:codes";
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(clicked[0]?.download).toBe(RECOVERY_FILE_NAME);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob!);
    });
    for (const c of CODES) expect(text).toContain(c);
    click.mockRestore();

    // Once saved, the codes are gone from the page for good.
    await userEvent.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(screen.queryByRole("list", { name: "Recovery codes" })).toBeNull();
    expect(screen.getByRole("button", { name: "Turn off" })).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });

  it("turns off with the password and a code, showing the server's message for a wrong one", async () => {
    const fetchMock = stubFetch({
      "/api/admin/two-factor": [
        { status: 200, body: { ...ON, recoveryCodesLeft: 2 } },
        { status: 200, body: OFF },
      ],
      "/api/admin/two-factor/disable": [
        {
          status: 400,
          body: {
            error: TWO_FACTOR_MESSAGES.wrongPassword,
            fieldErrors: { password: TWO_FACTOR_MESSAGES.wrongPassword },
          },
        },
        { status: 200, body: { enabled: false } },
      ],
    });
    render(<TwoFactorCard />);
    expect(await screen.findByText(/On since 1 Jan 2030 · 2 recovery codes left/)).toBeInTheDocument();
    expect(screen.getByText(/Only 2 recovery codes left/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Turn off" }));

    await userEvent.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
    expect(screen.getByText(TWO_FACTOR_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(TWO_FACTOR_MESSAGES.enterCodeOrRecovery)).toBeInTheDocument();
    expect(callsTo(fetchMock, "/api/admin/two-factor/disable")).toHaveLength(0);

    await userEvent.type(screen.getByLabelText("Your password"), "wrong");
    await userEvent.type(screen.getByLabelText("Code from your app, or a recovery code"), "654321");
    await userEvent.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongPassword)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("Your password"));
    await userEvent.type(screen.getByLabelText("Your password"), "abracadabra");
    await userEvent.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
    expect(await screen.findByText("Off: signing in asks for your password only.")).toBeInTheDocument();
    expect(body(fetchMock, "/api/admin/two-factor/disable", 1)).toEqual({ password: "abracadabra", code: "654321" });
    expect(toast.success).toHaveBeenCalledWith("Two-factor sign-in is off", "Signing in asks for your password only.");
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });
});
