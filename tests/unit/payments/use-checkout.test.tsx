import { act, renderHook } from "@testing-library/react";
import { classifyProblem, problemText, type CheckoutOutcome } from "@/components/payments/checkout-outcome";
import { ApiError as CheckoutHttpError, postJson } from "@/lib/api-client/request";
import { useCheckout, type CheckoutOptions, type StartBody } from "@/components/payments/use-checkout";
import { callsTo } from "../../support/fetch-stub";

const SECRET = "pi_demo_0123456789abcdef01234567_secret_0123456789abcdef01234567";
const SECRET_2 = "pi_demo_fedcba9876543210fedcba98_secret_fedcba9876543210fedcba98";
const BODY: StartBody = { amount: 275, bookingDetails: { eventDate: "2099-05-01", startTime: "14:00" } };

type Answer = { status: number; body?: unknown } | Error;

function answer(status: number, body?: unknown) {
  const text = body === undefined ? "" : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: "", json: async () => body, text: async () => text };
}

/**
 * fetch answering by path, one answer after another; returns the mock. Not the shared stub (tests/support/fetch-stub.ts):
 * each answer is used once (no last answer repeating), an Error answer is thrown (a network failure), only 2xx is ok
 * and an answer without a body has an empty text, as the checkout hook's tests need.
 */
function stubFetch(routes: Record<string, Answer[]>) {
  const fn = jest.fn(async (path: string) => {
    const next = routes[path]?.shift();
    if (!next) throw new Error(`unexpected fetch ${path}`);
    if (next instanceof Error) throw next;
    return answer(next.status, next.body);
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

const intentAnswer = (extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    clientSecret: SECRET,
    paymentIntentId: "pi_demo_0123456789abcdef01234567",
    amountPence: 27500,
    totalPence: 27500,
    balanceDueOnDayPence: 0,
    ...extra,
  },
});

const sent = (fn: jest.Mock, path: string, index = 0) => JSON.parse(callsTo(fn, path)[index][1].body as string);

function setup(options: Partial<CheckoutOptions<StartBody, unknown>> = {}) {
  const outcomes: CheckoutOutcome[] = [];
  const complete = jest.fn((id: string) => postJson("/api/bookings", { stripePaymentId: id }));
  const hook = renderHook(() => useCheckout({ complete, onOutcome: (o) => outcomes.push(o), ...options }));
  return { ...hook, complete, outcomes };
}

describe("useCheckout: start", () => {
  it("creates the intent and keeps the session, with bookingId and holdExpiresAt when the server sends them", async () => {
    const fetchMock = stubFetch({
      "/api/create-payment-intent": [
        intentAnswer({ bookingId: 41, holdExpiresAt: "2099-05-01T10:15:00.000Z", amountPence: 13750 }),
      ],
    });
    const { result } = setup();
    let started: Awaited<ReturnType<typeof result.current.start>> | undefined;
    let pending: Promise<unknown>;
    act(() => {
      pending = result.current.start(BODY).then((r) => (started = r));
    });
    expect(result.current.creating).toBe(true);
    await act(async () => {
      await pending;
    });
    expect(result.current.creating).toBe(false);
    expect(started?.kind).toBe("started");
    expect(result.current.session).toEqual({
      clientSecret: SECRET,
      paymentIntentId: "pi_demo_0123456789abcdef01234567",
      amountPence: 13750,
      totalPence: 27500,
      balanceDueOnDayPence: 0,
      holdExpiresAt: "2099-05-01T10:15:00.000Z",
      bookingId: 41,
      request: BODY,
    });
    expect(sent(fetchMock, "/api/create-payment-intent")).toEqual(BODY);
    expect(result.current.paymentFormProps).toMatchObject({ clientSecret: SECRET, amountPence: 13750 });
  });

  it("works without bookingId and holdExpiresAt, and releases the previous unpaid session when starting again (also after reset)", async () => {
    const fetchMock = stubFetch({
      "/api/create-payment-intent": [
        intentAnswer(),
        { status: 200, body: { ...intentAnswer().body, clientSecret: SECRET_2 } },
        intentAnswer(),
      ],
    });
    const { result } = setup();
    await act(async () => {
      await result.current.start(BODY);
    });
    expect(result.current.session).toMatchObject({ holdExpiresAt: null, bookingId: null });
    await act(async () => {
      await result.current.start(BODY);
    });
    expect(sent(fetchMock, "/api/create-payment-intent", 1)).toEqual({ ...BODY, replaceClientSecret: SECRET });
    act(() => result.current.reset());
    await act(async () => {
      await result.current.start(BODY);
    });
    expect(sent(fetchMock, "/api/create-payment-intent", 2)).toEqual({ ...BODY, replaceClientSecret: SECRET_2 });
  });

  it("409 is a slot refusal (hold-expired) with the server's title and message", async () => {
    stubFetch({
      "/api/create-payment-intent": [
        {
          status: 409,
          body: { error: "Sorry, that time was just taken.", title: "Time unavailable", code: "time-conflict" },
        },
      ],
    });
    const { result } = setup();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.start(BODY);
    });
    expect(outcome).toEqual({
      kind: "hold-expired",
      status: 409,
      title: "Time unavailable",
      message: "Sorry, that time was just taken.",
      code: "time-conflict",
    });
    expect(result.current.session).toBeNull();
    expect(result.current.creating).toBe(false);
  });

  it("a 400 whose code starts with date- is a slot refusal too", async () => {
    stubFetch({
      "/api/create-payment-intent": [
        { status: 400, body: { error: "This date has passed.", title: "Date unavailable", code: "date-past" } },
      ],
    });
    const { result } = setup();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.start(BODY);
    });
    expect(outcome).toMatchObject({
      kind: "hold-expired",
      status: 400,
      code: "date-past",
      title: "Date unavailable",
      message: "This date has passed.",
    });
  });

  it("any other failure is 'failed' and keeps the server's message", async () => {
    stubFetch({
      "/api/create-payment-intent": [
        {
          status: 400,
          body: { error: "Price mismatch: £275.00 expected, £250.00 sent.", fieldErrors: { amount: "x" } },
        },
        { status: 502, body: "" },
        new TypeError("Failed to fetch"),
        { status: 200, body: { nothing: true } },
      ],
    });
    const { result } = setup();
    const outcomes: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      await act(async () => {
        outcomes.push(await result.current.start(BODY));
      });
    }
    expect(outcomes[0]).toMatchObject({
      kind: "failed",
      status: 400,
      message: "Price mismatch: £275.00 expected, £250.00 sent.",
    });
    expect(outcomes[1]).toMatchObject({ kind: "failed", status: 502, message: null });
    expect(outcomes[2]).toMatchObject({ kind: "failed", status: null, message: null });
    expect(problemText(outcomes[2] as never, "fallback")).toBe("Failed to fetch");
    // an answer without a client secret cannot be paid
    expect(outcomes[3]).toMatchObject({ kind: "failed", status: 200, message: null });
    expect(problemText(outcomes[3] as never, "fallback")).toBe("fallback");
    expect(result.current.session).toBeNull();
  });

  it("an answer that arrives after reset() is not kept", async () => {
    stubFetch({ "/api/create-payment-intent": [intentAnswer()] });
    const { result } = setup();
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.start(BODY);
      result.current.reset();
    });
    let outcome: unknown;
    await act(async () => {
      outcome = await pending;
    });
    expect(outcome).toEqual({ kind: "cancelled" });
    expect(result.current.session).toBeNull();
    expect(result.current.creating).toBe(false);
  });
});

describe("useCheckout: after the payment", () => {
  async function started(routes: Record<string, Answer[]>, options: Partial<CheckoutOptions<StartBody, unknown>> = {}) {
    const fetchMock = stubFetch({ "/api/create-payment-intent": [intentAnswer()], ...routes });
    const hook = setup(options);
    await act(async () => {
      await hook.result.current.start(BODY);
    });
    return { ...hook, fetchMock };
  }

  it("paid: onPaid, then complete(paymentIntentId, session), then the 'paid' outcome", async () => {
    const onPaid = jest.fn();
    const { result, complete, outcomes, fetchMock } = await started(
      { "/api/bookings": [{ status: 201, body: { id: 7 } }] },
      { onPaid },
    );
    await act(async () => {
      await result.current.paymentFormProps!.onSuccess("pi_paid");
    });
    expect(onPaid).toHaveBeenCalledWith("pi_paid", result.current.session);
    expect(complete).toHaveBeenCalledWith("pi_paid", result.current.session);
    expect(sent(fetchMock, "/api/bookings")).toEqual({ stripePaymentId: "pi_paid" });
    expect(outcomes).toEqual([{ kind: "paid", paymentIntentId: "pi_paid", result: { id: 7 } }]);
    expect(result.current.outcome).toEqual(outcomes[0]);
    expect(result.current.paidIntentId).toBe("pi_paid");
    expect(result.current.completing).toBe(false);
  });

  it("without an id from the form, the intent id comes from the client secret", async () => {
    const { result, complete } = await started({ "/api/bookings": [{ status: 201, body: {} }] });
    await act(async () => {
      await result.current.paymentFormProps!.onSuccess("");
    });
    expect(complete).toHaveBeenCalledWith("pi_demo_0123456789abcdef01234567", expect.anything());
  });

  it("declined: the payment form's message, nothing completed, no paid intent", async () => {
    const { result, complete, outcomes } = await started({});
    act(() => result.current.paymentFormProps!.onError!("Your card was declined."));
    expect(outcomes).toEqual([{ kind: "declined", message: "Your card was declined." }]);
    expect(complete).not.toHaveBeenCalled();
    expect(result.current.paidIntentId).toBeNull();
  });

  it("409 with refunded: true is 'place taken and refunded'", async () => {
    const { result, outcomes } = await started({
      "/api/bookings": [
        {
          status: 409,
          body: {
            error: "That time was taken meanwhile. Your payment has been refunded.",
            title: "Time unavailable",
            code: "time-conflict",
            refunded: true,
          },
        },
      ],
    });
    await act(async () => {
      await result.current.paymentFormProps!.onSuccess("pi_paid");
    });
    expect(outcomes).toEqual([
      {
        kind: "place-taken",
        status: 409,
        refunded: true,
        title: "Time unavailable",
        code: "time-conflict",
        message: "That time was taken meanwhile. Your payment has been refunded.",
      },
    ]);
  });

  it("complete() failing keeps paidIntentId; retry() completes again on the same payment, without a new intent", async () => {
    const { result, complete, outcomes, fetchMock } = await started({
      "/api/bookings": [
        { status: 503, body: { error: "Database unavailable" } },
        { status: 201, body: { id: 9 } },
      ],
    });
    await act(async () => {
      await result.current.paymentFormProps!.onSuccess("pi_paid");
    });
    expect(outcomes[0]).toMatchObject({ kind: "failed", status: 503, message: "Database unavailable" });
    expect(result.current.paidIntentId).toBe("pi_paid");
    expect(result.current.session?.clientSecret).toBe(SECRET);

    let retried: unknown;
    await act(async () => {
      retried = await result.current.retry();
    });
    expect(complete).toHaveBeenCalledTimes(2);
    expect(complete).toHaveBeenLastCalledWith("pi_paid", expect.objectContaining({ clientSecret: SECRET }));
    expect(retried).toEqual({ kind: "paid", paymentIntentId: "pi_paid", result: { id: 9 } });
    expect(outcomes).toHaveLength(2);
    expect(callsTo(fetchMock, "/api/create-payment-intent")).toHaveLength(1);
  });

  it("a paid start never releases its intent: the next start sends no replaceClientSecret", async () => {
    const { result, fetchMock } = await started({
      "/api/bookings": [{ status: 201, body: {} }],
      "/api/create-payment-intent": [intentAnswer(), intentAnswer()],
    });
    await act(async () => {
      await result.current.paymentFormProps!.onSuccess("pi_paid");
    });
    act(() => result.current.reset());
    await act(async () => {
      await result.current.start(BODY);
    });
    expect(sent(fetchMock, "/api/create-payment-intent", 1)).toEqual(BODY);
  });

  it("resume() picks up a paid intent kept elsewhere; retry() completes it with no session", async () => {
    stubFetch({ "/api/bookings": [{ status: 201, body: {} }] });
    const { result, complete } = setup();
    expect(await result.current.retry()).toBeNull();
    act(() => result.current.resume({ paidIntentId: "pi_kept" }));
    expect(result.current.paidIntentId).toBe("pi_kept");
    await act(async () => {
      await result.current.retry();
    });
    expect(complete).toHaveBeenCalledWith("pi_kept", null);
  });

  it("reset() forgets the session, the paid intent and the outcome", async () => {
    const { result } = await started({ "/api/bookings": [{ status: 500, body: { error: "boom" } }] });
    await act(async () => {
      await result.current.paymentFormProps!.onSuccess("pi_paid");
    });
    expect(result.current.outcome?.kind).toBe("failed");
    act(() => result.current.reset());
    expect(result.current.session).toBeNull();
    expect(result.current.paidIntentId).toBeNull();
    expect(result.current.outcome).toBeNull();
    expect(result.current.paymentFormProps).toBeNull();
  });
});

describe("classifyProblem", () => {
  it("reads status and body of any error that has them", () => {
    expect(
      classifyProblem(new CheckoutHttpError(409, { error: "Gone", title: "Date unavailable", code: "date-full" })),
    ).toMatchObject({ kind: "hold-expired", code: "date-full" });
    expect(classifyProblem({ status: 400, body: { error: "Bad", code: "amount-mismatch" } })).toMatchObject({
      kind: "failed",
      status: 400,
      message: "Bad",
    });
    expect(classifyProblem({ status: 402, body: { message: "Payment not completed" } })).toMatchObject({
      kind: "failed",
      message: "Payment not completed",
    });
    expect(classifyProblem(new Error("x"))).toMatchObject({ kind: "failed", status: null, message: null });
  });
});
