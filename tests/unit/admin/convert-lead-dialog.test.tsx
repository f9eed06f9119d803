import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvertLeadDialog } from "@/components/admin/convert-lead-dialog";
import type { LeadDto, ServiceDto } from "@/components/admin/types";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

// The convert-lead dialog checks its fields with the server's convert schema (same messages) and sends the
// lead's client details with the parsed event details.

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
beforeEach(() => jest.clearAllMocks());

const lead = {
  id: 4,
  name: "Lena Lead",
  email: "lena@example.com",
  phone: "07700 900777",
  eventType: "corporate",
  location: "Glasgow",
} as unknown as LeadDto;
const services = [
  { id: 2, title: "Corporate Events", basePrice: 500 },
  { id: 3, title: "Weddings", basePrice: 700 },
] as unknown as ServiceDto[];

describe("Convert lead dialog", () => {
  it("shows the server's messages and sends nothing, then converts with the lead's client details", async () => {
    const fetch = stubFetch({
      "/api/leads/4/convert": [{ status: 201, body: { bookingId: 9, eventDate: "2099-05-01" } }],
    });
    const onConverted = jest.fn();
    render(<ConvertLeadDialog lead={lead} services={services} onClose={jest.fn()} onConverted={onConverted} />);
    const dialog = screen.getByRole("dialog", { name: "Convert Lead to Booking" });
    expect(within(dialog).getByText("Create a booking for Lena Lead. The lead becomes converted.")).toBeVisible();
    expect(within(dialog).getByLabelText("Event location")).toHaveValue("Glasgow");
    expect(within(dialog).getByLabelText("Guest count")).toHaveValue(1);
    expect(within(dialog).getByLabelText("Duration (minutes)")).toHaveValue(60);
    expect(within(dialog).getByLabelText("Total amount (£)")).toHaveValue(150);

    await userEvent.clear(within(dialog).getByLabelText("Total amount (£)"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    expect(await within(dialog).findByText("Event address is required")).toBeVisible();
    expect(within(dialog).getByText("Event date is required")).toBeVisible();
    expect(within(dialog).getByText("Start time is required")).toBeVisible();
    expect(within(dialog).getByText("Total amount is required")).toBeVisible();
    const servicesMessage = within(dialog).getByText("At least one service must be selected");
    expect(within(dialog).getByRole("group", { name: "Services" })).toHaveAttribute(
      "aria-describedby",
      servicesMessage.id,
    );
    expect(callsTo(fetch, "/api/leads/4/convert")).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText("Address"), "George Square");
    fireEvent.change(within(dialog).getByLabelText("Date"), { target: { value: "2099-05-01" } });
    fireEvent.change(within(dialog).getByLabelText("Start time"), { target: { value: "19:00" } });
    await userEvent.type(within(dialog).getByLabelText("Total amount (£)"), "480.5");
    await userEvent.click(within(dialog).getByText("Corporate Events - £500"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    await waitFor(() => expect(onConverted).toHaveBeenCalled());
    expect(JSON.parse(String(callsTo(fetch, "/api/leads/4/convert")[0][1].body))).toEqual({
      clientName: "Lena Lead",
      clientEmail: "lena@example.com",
      clientPhone: "07700 900777",
      eventType: "corporate",
      eventLocation: "Glasgow",
      eventAddress: "George Square",
      eventDate: "2099-05-01",
      startTime: "19:00",
      guestCount: 1,
      duration: 60,
      totalAmount: 480.5,
      paymentType: "deposit",
      selectedServices: [2],
    });
    expect(toast.success).toHaveBeenCalledWith("Lead converted", expect.stringContaining("Booking #9 on"));
  });
});

describe("Convert lead dialog while the page re-renders it", () => {
  const props = { services, onClose: jest.fn(), onConverted: jest.fn() };
  const field = (label: string) => within(screen.getByRole("dialog")).getByLabelText(label);

  it("keeps what was typed when handed a new object of the same lead, and starts afresh on reopening", async () => {
    const { rerender } = render(<ConvertLeadDialog lead={lead} {...props} />);
    await userEvent.type(field("Address"), "George Square");
    await userEvent.clear(field("Event location"));
    await userEvent.type(field("Event location"), "Paisley");
    // a router.refresh or a poll: the same lead, a new object
    rerender(<ConvertLeadDialog lead={{ ...lead }} {...props} />);
    expect(field("Address")).toHaveValue("George Square");
    expect(field("Event location")).toHaveValue("Paisley");

    rerender(<ConvertLeadDialog lead={null} {...props} />);
    rerender(<ConvertLeadDialog lead={{ ...lead }} {...props} />);
    expect(field("Address")).toHaveValue("");
    expect(field("Event location")).toHaveValue("Glasgow");
  });

  it("refills for another lead", async () => {
    const { rerender } = render(<ConvertLeadDialog lead={lead} {...props} />);
    await userEvent.type(field("Address"), "George Square");
    rerender(<ConvertLeadDialog lead={{ ...lead, id: 5, name: "Otto", location: "Edinburgh" }} {...props} />);
    expect(field("Address")).toHaveValue("");
    expect(field("Event location")).toHaveValue("Edinburgh");
  });
});
