import "server-only";
import { errorFields, log } from "@/lib/server/log";
import { queueText } from "@/lib/server/sms/queue-text";

/**
 * The text beside the pay-link mail when the automatic charge gave up (queueText checks consent, the
 * magician's switch and opt-outs). A text that cannot be queued is logged, never a failed charge run.
 */
export async function queueBalanceDueText(bookingId: number): Promise<void> {
  try {
    await queueText({
      kind: "balance-due",
      bookingId,
      body: "We could not charge the balance to your saved card. Please pay it on your booking page:",
    });
  } catch (error) {
    log("error", "text_queue_failed", { bookingId, kind: "balance-due", ...errorFields(error) });
  }
}
