import "server-only";
import { formatGBP } from "@/lib/domain";
import { mailBody } from "../compose";
import { summary, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";

/**
 * To the magician when a refund the card network first accepted as pending then failed or was
 * cancelled: the money has not gone back, and the customer has not been told otherwise.
 */
export function magicianRefundFailedMail(
  to: string,
  b: BookingForMail,
  info: { amountPence: number; reason: string },
): OutgoingMail {
  const blocks = [
    `The refund of ${formatGBP(info.amountPence)} for booking #${b.id} (${b.clientName}) failed: ${info.reason}. The money has not gone back to the customer.`,
    "Open the booking on your dashboard to try the refund again, or contact the customer to return the money another way.",
    summary(b),
  ];
  return {
    kind: "refund_failed_magician",
    to,
    subject: `Action needed: refund failed for booking #${b.id}`,
    ...mailBody(blocks, { preview: blocks[0]! }),
  };
}
