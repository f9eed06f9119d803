"use client";

/**
 * The one card checkout of the site, used by the booking wizard, the bar's bar-service booking
 * and bar registration:
 *
 *   const checkout = useCheckout({ complete: (paymentIntentId, session) => postJson("/api/bookings", …),
 *                                  onOutcome: (outcome) => … });
 *   const started = await checkout.start({ amount, bookingDetails });   // POST /api/create-payment-intent
 *   <PaymentForm {...checkout.paymentFormProps!} submitLabel="Pay £25.00" />
 *   checkout.paidIntentId && <button onClick={() => checkout.retry()}>   // save again, never pay again
 *
 * start() answers `started` (the session is kept), `cancelled` (reset() ran meanwhile) or a
 * problem; it passes the previous unpaid session's client secret as `replaceClientSecret`, so the
 * server releases that hold. Once the payment form reports success, the intent id is kept as
 * `paidIntentId`, onPaid runs, then complete(); onOutcome gets `paid`, `declined` or a problem
 * (see checkout-outcome.ts). retry() runs complete() again on the paid intent; reset() forgets it all.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import type { IntentAnswer } from "@/lib/validation/booking";
import { ApiError, api } from "@/lib/api-client";

import { classifyProblem, type CheckoutOutcome, type CheckoutProblem } from "./checkout-outcome";
import { intentIdFromSecret } from "./intent-id";

/** The body of POST /api/create-payment-intent (without replaceClientSecret, which the hook adds). */
export interface StartBody {
  /** the total in pounds */
  amount: number;
  bookingDetails: unknown;
}

export type { IntentAnswer };

export interface CheckoutSession<B extends StartBody = StartBody> {
  clientSecret: string;
  paymentIntentId: string;
  /** charged now */
  amountPence: number;
  totalPence: number;
  balanceDueOnDayPence: number;
  /** end of the slot hold (booking intents), ISO; null when the server set none */
  holdExpiresAt: string | null;
  /** the booking the server already drafted for this intent, when it says so */
  bookingId: number | null;
  /** what start() sent */
  request: B;
}

export type StartResult<B extends StartBody = StartBody> =
  { kind: "started"; session: CheckoutSession<B> } | { kind: "cancelled" } | CheckoutProblem;

export interface CheckoutOptions<B extends StartBody, R> {
  /** completes the purchase once paid (POST /api/bookings, /api/auth/register); throw to fail (an ApiError is classified) */
  complete: (paymentIntentId: string, session: CheckoutSession<B> | null) => Promise<R>;
  /** once, when the provider confirmed the payment, before complete() */
  onPaid?: (paymentIntentId: string, session: CheckoutSession<B> | null) => void;
  /** every outcome after the payment form: paid, declined, or a problem of complete() */
  onOutcome?: (outcome: CheckoutOutcome<R>) => void;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** The session of an answer; an answer without a client secret is a failed request. */
export function sessionFrom<B extends StartBody>(answer: unknown, request: B, status = 200): CheckoutSession<B> {
  const a = (answer && typeof answer === "object" ? answer : {}) as Partial<Record<keyof IntentAnswer, unknown>>;
  if (typeof a.clientSecret !== "string" || !a.clientSecret) throw new ApiError(status, answer ?? null);
  const totalPence = numberOr(a.totalPence, Math.round(request.amount * 100));
  return {
    clientSecret: a.clientSecret,
    paymentIntentId:
      typeof a.paymentIntentId === "string" && a.paymentIntentId
        ? a.paymentIntentId
        : intentIdFromSecret(a.clientSecret),
    amountPence: numberOr(a.amountPence, totalPence),
    totalPence,
    balanceDueOnDayPence: numberOr(a.balanceDueOnDayPence, 0),
    holdExpiresAt: typeof a.holdExpiresAt === "string" && a.holdExpiresAt ? a.holdExpiresAt : null,
    bookingId: typeof a.bookingId === "number" ? a.bookingId : null,
    request,
  };
}

export function useCheckout<B extends StartBody = StartBody, R = unknown>(options: CheckoutOptions<B, R>) {
  const [session, setSessionState] = useState<CheckoutSession<B> | null>(null);
  const [paidIntentId, setPaidState] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [outcome, setOutcome] = useState<CheckoutOutcome<R> | null>(null);

  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const sessionRef = useRef<CheckoutSession<B> | null>(null);
  const paidRef = useRef<string | null>(null);
  /** the client secret of the last unpaid session (also after reset): released by the next start */
  const releasable = useRef<string | null>(null);
  /** bumped by reset(): an answer of an earlier start is not kept */
  const generation = useRef(0);

  const setSession = useCallback((next: CheckoutSession<B> | null) => {
    sessionRef.current = next;
    setSessionState(next);
  }, []);
  const setPaid = useCallback((id: string | null) => {
    paidRef.current = id;
    setPaidState(id);
  }, []);

  const start = useCallback(
    async (body: B): Promise<StartResult<B>> => {
      const run = generation.current;
      setCreating(true);
      try {
        const replace = releasable.current;
        const answer = await api("startCheckout", {
          body: replace ? { ...body, replaceClientSecret: replace } : body,
        });
        const next = sessionFrom(answer, body);
        releasable.current = next.clientSecret;
        if (run !== generation.current) return { kind: "cancelled" };
        setSession(next);
        return { kind: "started", session: next };
      } catch (error) {
        if (run !== generation.current) return { kind: "cancelled" };
        return classifyProblem(error);
      } finally {
        if (run === generation.current) setCreating(false);
      }
    },
    [setSession],
  );

  const report = useCallback((next: CheckoutOutcome<R>) => {
    setOutcome(next);
    optionsRef.current.onOutcome?.(next);
    return next;
  }, []);

  const completeWith = useCallback(
    async (paymentIntentId: string): Promise<CheckoutOutcome<R>> => {
      setCompleting(true);
      let next: CheckoutOutcome<R>;
      try {
        const result = await optionsRef.current.complete(paymentIntentId, sessionRef.current);
        next = { kind: "paid", paymentIntentId, result };
      } catch (error) {
        next = classifyProblem(error);
      }
      setCompleting(false);
      return report(next);
    },
    [report],
  );

  /** The payment form's onSuccess: from now on only complete (and retry), never pay again. */
  const paid = useCallback(
    async (paymentIntentId: string): Promise<CheckoutOutcome<R>> => {
      const current = sessionRef.current;
      const id = paymentIntentId || (current ? intentIdFromSecret(current.clientSecret) : "");
      releasable.current = null;
      setPaid(id);
      optionsRef.current.onPaid?.(id, current);
      return completeWith(id);
    },
    [completeWith, setPaid],
  );

  /** The payment form's onError. */
  const declined = useCallback((message: string) => report({ kind: "declined", message }), [report]);

  /** complete() again on the paid intent (null when nothing was paid). */
  const retry = useCallback(async (): Promise<CheckoutOutcome<R> | null> => {
    const id = paidRef.current;
    return id ? completeWith(id) : null;
  }, [completeWith]);

  /** Picks up a session or a paid intent kept elsewhere (sessionStorage). */
  const resume = useCallback(
    (state: { session?: CheckoutSession<B> | null; paidIntentId?: string | null }) => {
      if (state.session !== undefined) setSession(state.session);
      if (state.paidIntentId !== undefined) setPaid(state.paidIntentId);
    },
    [setPaid, setSession],
  );

  /** Forgets the session, the paid intent and the outcome (going back; closing the dialog). */
  const reset = useCallback(() => {
    generation.current += 1;
    setSession(null);
    setPaid(null);
    setOutcome(null);
    setCreating(false);
  }, [setPaid, setSession]);

  const paymentFormProps = useMemo(
    () =>
      session && {
        clientSecret: session.clientSecret,
        amountPence: session.amountPence,
        onSuccess: async (id: string) => {
          await paid(id);
        },
        onError: (message: string) => {
          declined(message);
        },
      },
    [session, paid, declined],
  );

  return {
    session,
    paidIntentId,
    creating,
    completing,
    outcome,
    paymentFormProps,
    start,
    paid,
    declined,
    retry,
    resume,
    reset,
  };
}

export type Checkout<B extends StartBody = StartBody, R = unknown> = ReturnType<typeof useCheckout<B, R>>;
