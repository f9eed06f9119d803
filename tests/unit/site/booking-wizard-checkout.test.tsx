import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import BookingWizard from "@/components/booking/booking-wizard";
import { addDays, formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { FALLBACK_SERVICES } from "@/lib/domain/services";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch, type Routes } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// Radix captures pointers and scrolls options into view; jsdom does neither.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

const PENDING_KEY = "summon-a-magician.pending-booking";
const SECRET = "pi_demo_0123456789abcdef01234567_secret_0123456789abcdef01234567";
const INTENT = "pi_demo_0123456789abcdef01234567";

function isoIn(days: number): string {
  const [y = NaN, m = NaN, d = NaN] = londonToday().split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
const DATE = isoIn(45);

/** What the wizard fetches on every run, fresh for each stub; a test's own routes win. */
const base = (): Routes => ({
  "/api/registered-bars": [{ status: 200, body: [] }],
  "/api/services": [{ status: 200, body: FALLBACK_SERVICES }],
  "/api/bookings-public": [{ status: 200, body: [] }],
  "/api/blocked-days-public": [{ status: 200, body: [] }],
  "/api/availability": [{ status: 200, body: { date: DATE, selectable: true, times: ["13:00", "14:00", "15:00"] } }],
  "/api/demo-payments/confirm": [{ status: 200, body: { status: "succeeded", paymentIntentId: INTENT } }],
});

async function choose(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

async function nextStep(dialog: HTMLElement, expected: string) {
  await userEvent.click(within(dialog).getByRole("button", { name: "Next Step" }));
  await within(dialog).findByText(expected);
}

/** Location, event details, services and contact: up to the payment set-up. */
async function fillWizard() {
  const onOpenChange = jest.fn();
  render(
    <BookingWizard open onOpenChange={onOpenChange} title="Summon a Magician" initialServices={FALLBACK_SERVICES} />,
  );
  const dialog = await screen.findByRole("dialog", { name: "Summon a Magician" });
  await userEvent.type(within(dialog).getByLabelText("Event address"), "1 George Square, Glasgow G2 1DU");
  await nextStep(dialog, "Step 2 of 5: Event Details");

  await choose(within(dialog).getByRole("combobox", { name: "Event type" }), "Birthday Party");
  for (let i = 0; i < 4 && !dialog.querySelector(`button[data-iso="${DATE}"]`); i++) {
    await userEvent.click(within(dialog).getByRole("button", { name: "Next month" }));
  }
  await userEvent.click(dialog.querySelector<HTMLButtonElement>(`button[data-iso="${DATE}"]`)!);
  await waitFor(() => expect(within(dialog).getByRole("combobox", { name: "Arrival time" })).toBeEnabled());
  await choose(within(dialog).getByRole("combobox", { name: "Arrival time" }), "14:00");
  await userEvent.type(within(dialog).getByLabelText("Number of guests"), "40");
  await nextStep(dialog, "Step 3 of 5: Services");

  await userEvent.click(within(dialog).getByRole("checkbox", { name: /Close-Up Magic/ }));
  await choose(within(dialog).getByRole("combobox", { name: "Performance duration" }), "60 minutes");
  await nextStep(dialog, "Step 4 of 5: Confirmation");

  await userEvent.type(within(dialog).getByLabelText("First name"), "Ada");
  await userEvent.type(within(dialog).getByLabelText("Last name"), "Lovelace");
  await userEvent.type(within(dialog).getByLabelText("Email"), "ada@example.com");
  await userEvent.type(within(dialog).getByLabelText("Phone"), "07700 900789");
  await userEvent.click(within(dialog).getByRole("checkbox", { name: /I accept the terms and conditions/ }));
  return { dialog, onOpenChange };
}

const intent = {
  status: 200,
  body: {
    clientSecret: SECRET,
    paymentIntentId: INTENT,
    amountPence: 27500,
    totalPence: 27500,
    balanceDueOnDayPence: 0,
    holdExpiresAt: "2099-01-01T00:15:00Z",
  },
};

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
});

describe("BookingWizard checkout", () => {
  it("a time taken meanwhile (409) sends the visitor back to the event details with the server's toast", async () => {
    const fetchMock = stubFetch(
      {
        "/api/create-payment-intent": [
          {
            status: 409,
            body: { error: "Sorry, that time was just taken.", title: "Time unavailable", code: "time-conflict" },
          },
        ],
      },
      base(),
    );
    const { dialog } = await fillWizard();
    await nextStep(dialog, "Step 2 of 5: Event Details");
    expect(toast.error).toHaveBeenCalledWith("Time unavailable", "Sorry, that time was just taken.");
    expect(JSON.parse(callsTo(fetchMock, "/api/create-payment-intent")[0][1].body)).toMatchObject({
      amount: 275,
      bookingDetails: { eventDate: DATE, startTime: "14:00" },
    });
    expect(window.sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it("paid but not saved: 'Save my booking' saves on the same payment, then the success dialog", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const fetchMock = stubFetch(
      {
        "/api/create-payment-intent": [intent],
        "/api/bookings": [
          { status: 503, body: {} },
          { status: 503, body: {} },
          { status: 503, body: {} },
          { status: 201, body: { id: 8 } },
        ],
      },
      base(),
    );
    try {
      const { dialog, onOpenChange } = await fillWizard();
      await nextStep(dialog, "Step 5 of 5: Payment");
      expect(JSON.parse(window.sessionStorage.getItem(PENDING_KEY)!)).toMatchObject({
        clientSecret: SECRET,
        amountPence: 27500,
        totalPence: 27500,
      });

      await userEvent.click(await within(dialog).findByRole("button", { name: "Pay £275.00" }));
      await waitFor(() => expect(callsTo(fetchMock, "/api/bookings")).toHaveLength(1));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      await within(dialog).findByRole("button", { name: "Save my booking" });
      expect(toast.error).toHaveBeenCalledWith(
        "Booking not saved yet",
        "Your payment went through, but we could not save the booking. Please try again: you will not be charged twice.",
      );
      expect(
        within(dialog).getByText(
          "Your payment went through. Finish saving your booking: you will not be charged again.",
        ),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole("button", { name: "Previous" })).toBeDisabled();
      expect(JSON.parse(window.sessionStorage.getItem(PENDING_KEY)!)).toMatchObject({ paymentIntentId: INTENT });

      await userEvent.click(within(dialog).getByRole("button", { name: "Save my booking" }));
      await screen.findByRole("dialog", { name: "Booking Successful!" });
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(toast.success).toHaveBeenCalledWith(
        "Booking Successful!",
        "Your magical experience is confirmed. We'll be in touch shortly with more details.",
      );
      expect(callsTo(fetchMock, "/api/create-payment-intent")).toHaveLength(1);
      expect(callsTo(fetchMock, "/api/bookings")).toHaveLength(4);
      expect(JSON.parse(callsTo(fetchMock, "/api/bookings")[3][1].body)).toMatchObject({
        stripePaymentId: INTENT,
        eventDate: DATE,
        startTime: "14:00",
      });
      expect(window.sessionStorage.getItem(PENDING_KEY)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("Previous from the payment step and Next again releases the earlier unpaid hold", async () => {
    const fetchMock = stubFetch({ "/api/create-payment-intent": [intent] }, base());
    const { dialog } = await fillWizard();
    await nextStep(dialog, "Step 5 of 5: Payment");
    await userEvent.click(within(dialog).getByRole("button", { name: "Previous" }));
    await within(dialog).findByText("Step 4 of 5: Confirmation");
    await nextStep(dialog, "Step 5 of 5: Payment");
    const starts = callsTo(fetchMock, "/api/create-payment-intent");
    expect(starts).toHaveLength(2);
    expect(JSON.parse(starts[1][1].body).replaceClientSecret).toBe(SECRET);
  });
});

describe("BookingWizard automatic balance", () => {
  it("offers the optional tick under a deposit when the magician has it on, and sends the consent with the checkout", async () => {
    const fetchMock = stubFetch(
      {
        "/api/payment-terms": [{ status: 200, body: { autoBalance: { enabled: true, daysBefore: 7 } } }],
        "/api/create-payment-intent": [{ status: 503, body: { error: "Payments are not configured" } }],
      },
      base(),
    );
    const { dialog } = await fillWizard();
    const tick = /^Charge the balance of £137\.50 to this card on /;
    // paying in full leaves no balance: no tick
    expect(within(dialog).queryByRole("checkbox", { name: tick })).toBeNull();
    await userEvent.click(within(dialog).getByRole("radio", { name: /Pay a 50% deposit/ }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /remaining 50% balance/ }));
    const consent = within(dialog).getByRole("checkbox", { name: tick });
    expect(consent).toHaveAccessibleName(
      `Charge the balance of £137.50 to this card on ${formatIsoDateLong(addDays(DATE, -7))}`,
    );
    await userEvent.click(consent);
    await userEvent.click(within(dialog).getByRole("button", { name: "Next Step" }));
    await waitFor(() => expect(callsTo(fetchMock, "/api/create-payment-intent")).toHaveLength(1));
    expect(JSON.parse(callsTo(fetchMock, "/api/create-payment-intent")[0][1].body)).toMatchObject({
      bookingDetails: { paymentType: "deposit", depositAgreement: true, autoBalance: true },
    });
  });
});
