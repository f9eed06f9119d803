import "server-only";
import type { SlotProblem } from "@/lib/server/availability/slot-errors";

/**
 * The shapes of a payment event and of its settlement, shared by settlement.ts (which re-exports
 * them for its callers), settlement-events.ts and settlement-reversals.ts.
 */

/** A payment event as a gateway reports it (payments/types.ts). */
export type { PaymentEvent as PaymentEventInput, PaymentEventType } from "@/lib/server/payments/types";

export interface SettlementResult {
  duplicate: boolean;
  /** the intent is not one of ours */
  unknownIntent?: boolean;
  bookingId?: number;
  bookingCreated?: boolean;
  /** a paid intent whose slot could not be booked any more: refunded automatically */
  refunded?: { amountPence: number; problem: RefusalReason; ok: boolean };
}

/** Why a succeeded payment could not confirm its booking (and was refunded). */
export type RefusalReason = SlotProblem | "no-booking" | "cancelled" | "quote-signed-again";

/** The wizard's message for a refusal: the slot's own, else "time no longer available". */
export function slotProblemOf(reason: RefusalReason): SlotProblem {
  return reason === "no-booking" || reason === "cancelled" || reason === "quote-signed-again" ? "conflict" : reason;
}
