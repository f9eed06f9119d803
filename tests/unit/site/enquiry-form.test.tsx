import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { EnquiryForm } from "@/components/site/enquiry-form";
import { toast } from "@/lib/toast";
import { must } from "../../support/must";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const MESSAGES = [
  "Name must be at least 2 characters.",
  "Please enter a valid email address.",
  "Please enter a valid phone number.",
  "Please select an event type.",
  "Please enter a location.",
  "Message must be at least 10 characters.",
];

const fakeResponse = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  statusText: "",
  text: async () => JSON.stringify(body),
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Your Name"), "Jane Smith");
  await user.type(screen.getByLabelText("Email Address"), "jane@example.com");
  await user.type(screen.getByLabelText("Phone Number"), "07700 900123");
  await user.selectOptions(screen.getByLabelText("Event Type"), "wedding");
  await user.type(screen.getByLabelText("Event Location"), "Glasgow");
  await user.type(screen.getByLabelText("Your Message"), "A wedding in June, about 80 guests.");
}

describe("EnquiryForm", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    (toast.success as jest.Mock).mockReset();
    (toast.error as jest.Mock).mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("shows every message on submit, then re-validates on change", async () => {
    const user = userEvent.setup();
    render(<EnquiryForm />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    for (const message of MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your Name"), "Jo");
    await waitFor(() => expect(screen.queryByText(must(MESSAGES[0], "a message"))).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the lead, resets and shows the success toast", async () => {
    fetchMock.mockResolvedValue(fakeResponse(201, { id: 1 }));
    const user = userEvent.setup();
    render(<EnquiryForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "Message sent successfully!",
        "Thank you for reaching out. We will get back to you soon.",
      ),
    );
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/leads");
    expect(JSON.parse(init.body)).toEqual({
      name: "Jane Smith",
      email: "jane@example.com",
      phone: "07700 900123",
      eventType: "wedding",
      location: "Glasgow",
      message: "A wedding in June, about 80 guests.",
    });
    expect(screen.getByLabelText("Your Name")).toHaveValue("");
  });

  it("keeps the values and shows the destructive toast on failure", async () => {
    fetchMock.mockResolvedValue(fakeResponse(500, { error: "boom" }));
    const user = userEvent.setup();
    render(<EnquiryForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error sending message", "Please try again later."));
    expect(screen.getByLabelText("Your Name")).toHaveValue("Jane Smith");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});
