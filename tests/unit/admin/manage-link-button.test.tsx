import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ManageLinkButton } from "@/components/admin/manage-link-button";
import type { AdminBooking } from "@/components/admin/types";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const PATH = "/api/bookings/42/manage-link";
const booking = (status = "confirmed") => ({ id: 42, clientName: "Ada Lovelace", status }) as AdminBooking;

afterEach(() => jest.clearAllMocks());

describe("Send a new booking link", () => {
  it("asks first, then replaces the link and says so", async () => {
    const fetchMock = stubFetch({ [PATH]: [{ status: 200, body: { manageUrl: "https://x.test/booking/t" } }] });
    render(<ManageLinkButton booking={booking()} />);
    await userEvent.click(screen.getByRole("button", { name: "Send a new booking link" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Send a new booking link?" });
    expect(dialog).toHaveTextContent("The links sent before stop working at once.");
    expect(callsTo(fetchMock, PATH)).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Send new link" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("New booking link sent", expect.any(String)));
    const [[, init]] = callsTo(fetchMock, PATH);
    expect(init).toMatchObject({ method: "POST" });
  });

  it("keeps the link when the magician goes back, and toasts a refusal", async () => {
    const fetchMock = stubFetch({
      [PATH]: [{ status: 409, body: { error: "This booking was never paid, so it has no booking page to send." } }],
    });
    render(<ManageLinkButton booking={booking()} />);
    await userEvent.click(screen.getByRole("button", { name: "Send a new booking link" }));
    await userEvent.click(await screen.findByRole("button", { name: "Keep the current link" }));
    expect(callsTo(fetchMock, PATH)).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Send a new booking link" }));
    await userEvent.click(await screen.findByRole("button", { name: "Send new link" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Could not send a new link",
        "This booking was never paid, so it has no booking page to send.",
      ),
    );
  });

  it("is not offered for a checkout never paid", () => {
    render(<ManageLinkButton booking={booking("awaiting_payment")} />);
    expect(screen.queryByRole("button", { name: "Send a new booking link" })).toBeNull();
  });
});
