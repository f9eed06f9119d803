import "server-only";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { db } from "@/lib/server/db";
import { errorFields, log } from "@/lib/server/log";
import { queueText } from "@/lib/server/sms/queue-text";

/**
 * The client's "booking confirmed" text, once the payment that confirmed the booking has
 * committed (queueText checks consent, the setting and opt-outs). A failure to queue it is logged
 * and never undoes the payment.
 */
export async function queueConfirmationText(bookingId: number): Promise<void> {
  try {
    const b = await db.booking.findUnique({
      where: { id: bookingId },
      select: { id: true, eventDate: true, startTime: true },
    });
    if (!b) return;
    await queueText({
      kind: "booking-confirmed",
      bookingId: b.id,
      body: `Your booking #${b.id} is confirmed for ${formatIsoDateLong(b.eventDate)} at ${b.startTime}. Details and changes:`,
    });
  } catch (error) {
    log("error", "text_queue_failed", { bookingId, kind: "booking-confirmed", ...errorFields(error) });
  }
}
