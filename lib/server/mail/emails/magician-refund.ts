import "server-only";
import { formatGBP } from "@/lib/domain";
import { mailBody } from "../compose";
import type { OutgoingMail } from "../outbox";

/** To the magician when a payment for a slot that could no longer be booked was refunded (or the refund failed). */
export function magicianRefundMail(
  to: string,
  info: { intentId: string; amountPence: number; reason: string; refundOk: boolean },
): OutgoingMail {
  const blocks = [
    info.refundOk
      ? "A payment arrived for a slot that could no longer be booked. It was refunded automatically."
      : "A payment arrived for a slot that could no longer be booked. The AUTOMATIC REFUND FAILED: please refund it in the Stripe dashboard.",
    `Payment: ${info.intentId}\nAmount: ${formatGBP(info.amountPence)}\nReason: ${info.reason}`,
  ];
  return {
    kind: "magician_refund",
    to,
    subject: info.refundOk ? "Payment refunded automatically" : "Action needed: refund failed",
    ...mailBody(blocks, { preview: blocks[0]! }),
  };
}
