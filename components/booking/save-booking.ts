import { ApiError, apiRequest } from "@/components/site/api";

import type { BookingDetailsPayload } from "./booking-payload";

export type SaveOutcome =
  | { ok: true; booking: { id?: number; totalAmount?: string | number } | null }
  /** the server refused the booking (e.g. the day filled up): back to the event details */
  | { ok: false; kind: "refused"; title: string; message: string }
  /** the provider has not confirmed the payment */
  | { ok: false; kind: "payment"; title: string; message: string }
  /** network / server trouble: try saving again with the same payment (never pay twice) */
  | { ok: false; kind: "retry"; title: string; message: string };

function bodyField(error: ApiError, name: string): string | null {
  const body = error.body as Record<string, unknown> | null;
  const value = body && typeof body === "object" ? body[name] : null;
  return typeof value === "string" ? value : null;
}

/** POST /api/bookings for a paid booking (public flow). */
export async function saveBooking(details: BookingDetailsPayload, paymentIntentId: string): Promise<SaveOutcome> {
  const body = {
    ...details,
    stripePaymentId: paymentIntentId,
    paymentIntentId,
    paymentStatus: "pending",
    createdAt: new Date().toISOString(),
  };
  let lastError: unknown = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const booking = await apiRequest<{ id?: number; totalAmount?: string | number } | null>("/api/bookings", { body });
      return { ok: true, booking };
    } catch (error) {
      lastError = error;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) break;
      await new Promise((resolve) => setTimeout(resolve, 600 * (attempt + 1)));
    }
  }
  if (lastError instanceof ApiError) {
    const message = lastError.serverMessage ?? "Your booking could not be saved.";
    if (lastError.status === 402) return { ok: false, kind: "payment", title: bodyField(lastError, "title") ?? "Payment Failed", message };
    if (lastError.status >= 400 && lastError.status < 500 && lastError.status !== 429) {
      return { ok: false, kind: "refused", title: bodyField(lastError, "title") ?? "Booking not possible", message };
    }
  }
  return {
    ok: false,
    kind: "retry",
    title: "Booking not saved yet",
    message: "Your payment went through, but we could not save the booking. Please try again: you will not be charged twice.",
  };
}
