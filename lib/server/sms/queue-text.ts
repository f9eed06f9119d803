import "server-only";

/*
 * PLACEHOLDER: the texting module replaces this file with the real queue (consent, opt-outs,
 * settings, quiet hours, the job that sends). Callers depend only on this signature.
 */

export type TextKind = "booking-confirmed" | "reminder" | "balance-due" | "review-request" | "on-my-way";

export interface TextToQueue {
  kind: TextKind;
  bookingId: number;
  /** the message without the business name prefix and opt-out words the queue adds */
  body: string;
}

export type QueuedText =
  | { queued: true; id: number; sendAfter: Date }
  | { queued: false; reason: "no-consent" | "opted-out" | "not-textable" | "turned-off" };

/** Queues a text to the booking's client; never sends inside the caller's transaction. */
export async function queueText(text: TextToQueue): Promise<QueuedText> {
  void text;
  return { queued: false, reason: "turned-off" };
}
