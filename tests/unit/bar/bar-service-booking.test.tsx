import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BarServiceBookingDialog, type BarServiceOption } from "@/components/bar/bar-service-booking";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const SECRET = "pi_demo_0123456789abcdef01234567_secret_0123456789abcdef01234567";
const INTENT = "pi_demo_0123456789abcdef01234567";
const SERVICE: BarServiceOption = {
  id: 4,
  title: "Bar Close-Up Residency",
  description: "Table to table",
  basePrice: 300,
  discount: 20,
  pricePence: 24000,
};

async function toPayment(fetchMock: jest.Mock) {
  const onClose = jest.fn();
  render(<BarServiceBookingDialog service={SERVICE} onClose={onClose} />);
  const dialog = screen.getByRole("dialog");
  await userEvent.click(within(dialog).getByRole("button", { name: "Next month" }));
  const day = dialog.querySelector<HTMLButtonElement>("button[data-iso$='-15']")!;
  await userEvent.click(day);
  await waitFor(() => expect(within(dialog).getByRole("combobox", { name: "Start Time" })).toHaveTextContent("19:00"));
  await userEvent.click(within(dialog).getByRole("button", { name: "Next" }));
  await userEvent.click(await within(dialog).findByRole("button", { name: "Proceed to Payment" }));
  await within(dialog).findByText("Step 3 of 3: Complete Payment");
  expect(JSON.parse(callsTo(fetchMock, "/api/create-payment-intent")[0][1].body)).toMatchObject({
    amount: 240,
    bookingDetails: { eventType: "Bar Booking", barServiceIds: [4], eventDate: day.dataset.iso, startTime: "19:00" },
  });
  return { dialog, onClose, date: day.dataset.iso };
}

beforeEach(() => jest.clearAllMocks());

describe("BarServiceBookingDialog checkout", () => {
  const intent = {
    status: 200,
    body: {
      clientSecret: SECRET,
      paymentIntentId: INTENT,
      amountPence: 24000,
      totalPence: 24000,
      balanceDueOnDayPence: 0,
      holdExpiresAt: "2099-01-01T00:15:00Z",
    },
  };
  const availability = { status: 200, body: { date: "x", times: ["18:00", "19:00", "20:00"] } };

  it("pays, saves the booking with the paid intent and closes", async () => {
    const fetchMock = stubFetch({
      "/api/bar/availability": [availability],
      "/api/create-payment-intent": [intent],
      "/api/demo-payments/confirm": [{ status: 200, body: { status: "succeeded", paymentIntentId: INTENT } }],
      "/api/bookings": [{ status: 201, body: { id: 12 } }],
    });
    const { dialog, onClose, date } = await toPayment(fetchMock);
    await userEvent.click(within(dialog).getByRole("button", { name: /Pay £240.00/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(
      "Booking Created Successfully!",
      "Your booking will appear in the magician's dashboard.",
    );
    expect(refresh).toHaveBeenCalled();
    expect(JSON.parse(callsTo(fetchMock, "/api/bookings")[0][1].body)).toEqual({
      barServiceIds: [4],
      eventDate: date,
      startTime: "19:00",
      stripePaymentId: INTENT,
    });
  });

  it("a failed save after the payment shows 'Booking Failed' and offers to save again, never to pay again", async () => {
    const fetchMock = stubFetch({
      "/api/bar/availability": [availability],
      "/api/create-payment-intent": [intent],
      "/api/demo-payments/confirm": [{ status: 200, body: { status: "succeeded", paymentIntentId: INTENT } }],
      "/api/bookings": [{ status: 500, body: { error: "boom" } }],
    });
    const { dialog, onClose } = await toPayment(fetchMock);
    await userEvent.click(within(dialog).getByRole("button", { name: /Pay £240.00/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Booking Failed",
        "Payment was successful, but there was a problem creating your booking. Please contact support.",
      ),
    );
    expect(onClose).not.toHaveBeenCalled();

    // Paid: no way back to a second payment, only saving again.
    expect(within(dialog).getByRole("button", { name: "Back" })).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: /Pay £240.00/ })).toBeNull();
    const retry = stubFetch({ "/api/bookings": [{ status: 201, body: { id: 7 } }] });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save my booking" }));
    await waitFor(() => expect(callsTo(retry, "/api/bookings")).toHaveLength(1));
    expect(callsTo(retry, "/api/create-payment-intent")).toHaveLength(0);
    expect(JSON.parse(callsTo(retry, "/api/bookings")[0][1].body).stripePaymentId).toBe(INTENT);
  });

  it("a refused set-up shows 'Payment Setup Failed'", async () => {
    const fetchMock = stubFetch({ "/api/bar/availability": [availability], "/api/create-payment-intent": [intent] });
    const { dialog } = await toPayment(fetchMock);
    stubFetch({ "/api/create-payment-intent": [{ status: 409, body: { error: "Taken", title: "Time unavailable" } }] });
    await userEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Proceed to Payment" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Payment Setup Failed",
        "There was a problem setting up the payment. Please try again later.",
      ),
    );
  });

  it("a new set-up after going back releases the earlier unpaid hold", async () => {
    const fetchMock = stubFetch({ "/api/bar/availability": [availability], "/api/create-payment-intent": [intent] });
    const { dialog } = await toPayment(fetchMock);
    await userEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Proceed to Payment" }));
    await within(dialog).findByText("Step 3 of 3: Complete Payment");
    const starts = callsTo(fetchMock, "/api/create-payment-intent");
    expect(starts).toHaveLength(2);
    expect(JSON.parse(starts[1][1].body).replaceClientSecret).toBe(SECRET);
  });
});
