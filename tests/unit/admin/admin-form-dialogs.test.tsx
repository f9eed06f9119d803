import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BlockDaysDialog } from "@/components/admin/block-days-dialog";
import { BlockedHoursPanel } from "@/components/admin/blocked-hours-card";
import { CatalogueForm } from "@/components/admin/catalogue-form";
import { LeadNotes } from "@/components/admin/lead-notes";
import { RefundDialog } from "@/components/admin/refund-dialog";
import type { AdminBooking, LeadDto } from "@/components/admin/types";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

// The magician's dialogs and forms that validate with react-hook-form and the lib/validation schemas:
// the same messages as the server, nothing sent while a field is wrong, the parsed values sent when right.

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

const bodyOf = (fn: jest.Mock, path: string, i = 0) => JSON.parse(String(callsTo(fn, path)[i][1].body));

describe("Refund dialog", () => {
  const booking = {
    id: 7,
    clientName: "Ada Lovelace",
    paidPence: 5000,
    refundedPence: 0,
    suggestedRefundPence: 2500,
    refundTier: "half",
    pendingRefundPence: 0,
    failedRefunds: [] as AdminBooking["failedRefunds"],
  } as AdminBooking;

  it("refuses nothing and more than was paid, then refunds the amount typed", async () => {
    const fetch = stubFetch({ "/api/refund-booking": [{ status: 200, body: { ...booking, refundedPence: 3000 } }] });
    const onRefunded = jest.fn();
    render(<RefundDialog booking={booking} open onOpenChange={jest.fn()} onRefunded={onRefunded} />);
    const dialog = screen.getByRole("dialog", { name: "Refund booking" });
    const amount = within(dialog).getByLabelText("Refund amount (£)");
    expect(amount).toHaveValue("25.00");

    await userEvent.clear(amount);
    await userEvent.type(amount, "0");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await within(dialog).findByText("Refund amount must be more than £0.00.")).toBeVisible();

    await userEvent.clear(amount);
    await userEvent.type(amount, "60");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await within(dialog).findByText("Refund amount cannot exceed the amount paid (£50.00).")).toBeVisible();
    expect(callsTo(fetch, "/api/refund-booking")).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, "30");
    await userEvent.type(within(dialog).getByLabelText("Reason (optional)"), "Goodwill");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(onRefunded).toHaveBeenCalled());
    expect(bodyOf(fetch, "/api/refund-booking")).toEqual({ bookingId: 7, amount: 30, reason: "Goodwill" });
    expect(toast.success).toHaveBeenCalledWith("Refund Processed", "£30.00 refunded to Ada Lovelace.");
  });
});

describe("Block Days dialog", () => {
  it("shows the schema's messages, then blocks the range", async () => {
    const fetch = stubFetch({ "/api/blocked-days": [{ status: 200, body: { blocked: [{}, {}], skipped: [] } }] });
    const onBlocked = jest.fn();
    const onOpenChange = jest.fn();
    render(<BlockDaysDialog open onOpenChange={onOpenChange} defaultDate="2099-03-10" onBlocked={onBlocked} />);
    const dialog = screen.getByRole("dialog", { name: "Block Days" });
    fireEvent.change(within(dialog).getByLabelText("Start date"), { target: { value: "" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Block Days" }));
    expect(await within(dialog).findByText("Start date is required.")).toBeVisible();
    expect(callsTo(fetch, "/api/blocked-days")).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Start date"), { target: { value: "2099-03-10" } });
    fireEvent.change(within(dialog).getByLabelText("End date"), { target: { value: "2099-03-11" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Block Days" }));
    await waitFor(() => expect(onBlocked).toHaveBeenCalled());
    expect(bodyOf(fetch, "/api/blocked-days")).toEqual({ startDate: "2099-03-10", endDate: "2099-03-11" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(toast.success).toHaveBeenCalledWith("Days blocked", "2 days blocked.");
  });
});

describe("Lead notes", () => {
  const lead = { id: 3, name: "Grace", notes: [] } as unknown as LeadDto;

  it("asks for a note, then saves the trimmed text and empties the box", async () => {
    const fetch = stubFetch({ "/api/leads/3/notes": [{ status: 201, body: {} }] });
    render(<LeadNotes lead={lead} />);
    await userEvent.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Please write a note.")).toBeVisible();
    expect(callsTo(fetch, "/api/leads/3/notes")).toHaveLength(0);

    const box = screen.getByLabelText("Add a note");
    await userEvent.type(box, "  Called back  ");
    await userEvent.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(bodyOf(fetch, "/api/leads/3/notes")).toEqual({ text: "Called back" });
    expect(box).toHaveValue("");
  });
});

describe("Catalogue form", () => {
  it("shows the schema's messages for a bar service, then creates it with numbers", async () => {
    const fetch = stubFetch({ "/api/bar-services": [{ status: 201, body: {} }] });
    const onSaved = jest.fn();
    render(<CatalogueForm kind="bar-service" item="new" onClose={jest.fn()} onSaved={onSaved} />);
    const dialog = screen.getByRole("dialog", { name: "Add New Bar Service" });
    await userEvent.type(within(dialog).getByLabelText("Title"), "E");
    await userEvent.clear(within(dialog).getByLabelText("Price (£)"));
    await userEvent.clear(within(dialog).getByLabelText("Discount (%)"));
    await userEvent.type(within(dialog).getByLabelText("Discount (%)"), "150");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Title must be at least 2 characters long.")).toBeVisible();
    expect(within(dialog).getByText("Description must be at least 10 characters long.")).toBeVisible();
    expect(within(dialog).getByText("Price must be at least 1.")).toBeVisible();
    expect(within(dialog).getByText("Discount must be between 0 and 100.")).toBeVisible();
    expect(callsTo(fetch, "/api/bar-services")).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText("Title"), "scapology");
    await userEvent.type(within(dialog).getByLabelText("Description"), "Chains, locks and a tank.");
    await userEvent.type(within(dialog).getByLabelText("Price (£)"), "600");
    await userEvent.clear(within(dialog).getByLabelText("Discount (%)"));
    await userEvent.type(within(dialog).getByLabelText("Discount (%)"), "15");
    await userEvent.click(within(dialog).getByRole("switch", { name: "Active" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodyOf(fetch, "/api/bar-services")).toEqual({
      title: "Escapology",
      description: "Chains, locks and a tank.",
      image: null,
      basePrice: 600,
      discount: 15,
      isActive: false,
    });
    expect(toast.success).toHaveBeenCalledWith("Bar service created", "Escapology was added.");
  });

  const barService = (over: object = {}) => ({
    id: 8,
    title: "Escapology",
    description: "Chains and locks.",
    image: null,
    basePrice: 600,
    discount: 15,
    isActive: true,
    ...over,
  });
  const form = (item: ReturnType<typeof barService> | "new" | null) => (
    <CatalogueForm kind="bar-service" item={item} onClose={jest.fn()} onSaved={jest.fn()} />
  );
  const field = (label: string) => within(screen.getByRole("dialog")).getByLabelText(label);

  it("keeps what was typed when handed a new object of the same service", async () => {
    const { rerender } = render(form(barService()));
    await userEvent.clear(field("Price (£)"));
    await userEvent.type(field("Price (£)"), "650");
    await userEvent.type(field("Title"), " Act");
    // a router.refresh (after a save elsewhere) or a poll: the same service, a new object
    rerender(form(barService()));
    expect(field("Price (£)")).toHaveValue(650);
    expect(field("Title")).toHaveValue("Escapology Act");
  });

  it("starts afresh when opened again or for another service", async () => {
    const { rerender } = render(form(barService()));
    await userEvent.type(field("Title"), " Act");
    rerender(form(null));
    rerender(form(barService()));
    expect(field("Title")).toHaveValue("Escapology");

    await userEvent.type(field("Title"), " Act");
    rerender(form(barService({ id: 9, title: "Mind Reading", discount: 5 })));
    expect(field("Title")).toHaveValue("Mind Reading");
    expect(field("Discount (%)")).toHaveValue(5);
  });
});

describe("Block hours", () => {
  it("shows the schema's messages, then blocks the hours of the calendar's day and empties the form", async () => {
    const fetch = stubFetch({ "/api/blocked-hours": [{ status: 201, body: {} }] });
    render(<BlockedHoursPanel date="2099-03-10" today="2099-03-01" hours={[]} />);
    const form = screen.getByRole("form", { name: "Block hours" });
    await userEvent.click(within(form).getByRole("button", { name: "Block hours" }));
    expect(await within(form).findByText("Start time is required.")).toBeVisible();
    expect(within(form).getByText("End time is required.")).toBeVisible();

    fireEvent.change(within(form).getByLabelText("From"), { target: { value: "20:00" } });
    fireEvent.change(within(form).getByLabelText("To"), { target: { value: "19:00" } });
    await userEvent.click(within(form).getByRole("button", { name: "Block hours" }));
    expect(await within(form).findByText("The end time must be after the start time (on the same day).")).toBeVisible();
    expect(callsTo(fetch, "/api/blocked-hours")).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText("To"), { target: { value: "22:30" } });
    await userEvent.type(within(form).getByLabelText("Note (optional)"), "Wedding in Leith");
    await userEvent.click(within(form).getByRole("button", { name: "Block hours" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(bodyOf(fetch, "/api/blocked-hours")).toEqual({
      date: "2099-03-10",
      startTime: "20:00",
      endTime: "22:30",
      note: "Wedding in Leith",
    });
    expect(within(form).getByLabelText("From")).toHaveValue("");
  });
});
