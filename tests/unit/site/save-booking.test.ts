import { EMPTY_DETAILS, bookingDetailsPayload, quoteFor } from "@/components/booking/booking-payload";
import { saveBooking, saveFailure } from "@/components/booking/save-booking";
import { classifyProblem } from "@/components/payments/checkout-outcome";
import { FALLBACK_SERVICES } from "@/lib/domain/services";

const details = {
  ...EMPTY_DETAILS,
  selectedServiceIds: [FALLBACK_SERVICES[0]!.id],
  duration: "60",
  eventDate: "2099-05-01",
  startTime: "14:00",
};
const payload = bookingDetailsPayload(details, quoteFor(details, FALLBACK_SERVICES, "other"), "other");

/** fetch answering one answer after another whatever the path (saveBooking only posts to /api/bookings); not the route-table stub of tests/support/fetch-stub.ts. */
function stubFetch(...answers: { status: number; body: unknown }[]) {
  const fn = jest.fn(async () => {
    const next = answers.shift()!;
    return { ok: next.status < 400, status: next.status, statusText: "", text: async () => JSON.stringify(next.body) };
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

const RETRY = {
  ok: false,
  kind: "retry",
  title: "Booking not saved yet",
  message:
    "Your payment went through, but we could not save the booking. Please try again: you will not be charged twice.",
};

describe("saving a paid booking", () => {
  afterEach(() => jest.useRealTimers());

  it("a refusal (4xx) is not retried and keeps the server's title and message", async () => {
    const fetchMock = stubFetch({
      status: 409,
      body: {
        error: "Sorry, that time was just taken. Your payment has been refunded.",
        title: "Time unavailable",
        refunded: true,
      },
    });
    expect(await saveBooking(payload, "pi_1")).toEqual({
      ok: false,
      kind: "refused",
      title: "Time unavailable",
      message: "Sorry, that time was just taken. Your payment has been refunded.",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, { body: string }])[1].body)).toMatchObject({
      stripePaymentId: "pi_1",
      paymentIntentId: "pi_1",
    });
  });

  it("server trouble is tried 3 times, then 'retry' with the same payment", async () => {
    jest.useFakeTimers();
    const fetchMock = stubFetch(
      { status: 503, body: {} },
      { status: 502, body: {} },
      { status: 500, body: { error: "x" } },
    );
    const saved = saveBooking(payload, "pi_1");
    await jest.advanceTimersByTimeAsync(5000);
    expect(await saved).toEqual(RETRY);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("tells a 402 as a payment problem and defaults the texts", () => {
    expect(saveFailure(classifyProblem({ status: 402, body: { error: "Payment not completed" } }))).toEqual({
      kind: "payment",
      title: "Payment Failed",
      message: "Payment not completed",
    });
    expect(saveFailure(classifyProblem({ status: 400, body: null }))).toEqual({
      kind: "refused",
      title: "Booking not possible",
      message: "Your booking could not be saved.",
    });
    expect(saveFailure(classifyProblem({ status: 429, body: { error: "Too many" } }))).toMatchObject({ kind: "retry" });
    expect(saveFailure(classifyProblem(new TypeError("Failed to fetch")))).toMatchObject({ kind: "retry" });
  });
});
