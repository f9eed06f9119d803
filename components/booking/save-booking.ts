import { classifyProblem, type CheckoutProblem } from "@/components/payments/checkout-outcome";
import { ApiError, api, type Answer } from "@/lib/api-client";

import type { BookingDetailsPayload } from "./booking-payload";

export type SaveFailure =
  /** the server refused the booking (e.g. the day filled up): back to the event details */
  | { kind: "refused"; title: string; message: string }
  /** the provider has not confirmed the payment */
  | { kind: "payment"; title: string; message: string }
  /** network / server trouble: try saving again with the same payment (never pay twice) */
  | { kind: "retry"; title: string; message: string };

export type SaveOutcome = { ok: true; booking: SavedBooking | null } | ({ ok: false } & SaveFailure);

type SavedBooking = Answer<"submitBooking">;

const refusedForGood = (status: number) => status >= 400 && status < 500 && status !== 429;

/**
 * POST /api/bookings for a paid booking (public flow), up to 3 attempts while the trouble is
 * the network or the server's; throws the last error (an ApiError when answered).
 */
export async function postBooking(
  details: BookingDetailsPayload,
  paymentIntentId: string,
  clientSecret?: string,
): Promise<SavedBooking | null> {
  const body = {
    ...details,
    stripePaymentId: paymentIntentId,
    // proves this browser holds the payment: the answer then carries the booking page's link
    ...(clientSecret ? { clientSecret } : {}),
    paymentIntentId,
    paymentStatus: "pending",
    createdAt: new Date().toISOString(),
  };
  let lastError: unknown = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await api("submitBooking", { body });
    } catch (error) {
      lastError = error;
      if (error instanceof ApiError && refusedForGood(error.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 600 * (attempt + 1)));
    }
  }
  throw lastError;
}

/** What the visitor is told when saving a paid booking failed. */
export function saveFailure(problem: CheckoutProblem): SaveFailure {
  const status = problem.status;
  if (status !== null) {
    const message = problem.message ?? "Your booking could not be saved.";
    if (status === 402) return { kind: "payment", title: problem.title ?? "Payment Failed", message };
    if (refusedForGood(status)) return { kind: "refused", title: problem.title ?? "Booking not possible", message };
  }
  return {
    kind: "retry",
    title: "Booking not saved yet",
    message:
      "Your payment went through, but we could not save the booking. Please try again: you will not be charged twice.",
  };
}

/** postBooking with its failure told as a SaveFailure (the /checkout and /booking-success pages). */
export async function saveBooking(details: BookingDetailsPayload, paymentIntentId: string): Promise<SaveOutcome> {
  try {
    return { ok: true, booking: await postBooking(details, paymentIntentId) };
  } catch (error) {
    return { ok: false, ...saveFailure(classifyProblem(error)) };
  }
}
