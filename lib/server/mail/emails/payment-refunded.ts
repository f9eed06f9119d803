import "server-only";
import { formatGBP } from "@/lib/domain";
import { mailBody } from "../compose";
import { documentAttachments } from "@/lib/server/documents/attachments";
import type { OutgoingMail } from "../outbox";
import { signOff, type MailSender } from "../sender";

/**
 * Sent when a payment arrived for a slot that could no longer be booked, and was refunded: with the
 * payment's receipt and the refund's credit note (`documents`, by number), which cancel each other out.
 */
export function paymentRefundedMail(
  to: string,
  name: string,
  amountPence: number,
  refundOk: boolean,
  sender?: MailSender,
  documents: string[] = [],
  /** the card network accepted the refund but has not made it yet: it is on its way, not refunded */
  pending = false,
): OutgoingMail {
  const blocks = [
    `Dear ${name},`,
    refundOk && pending
      ? `Unfortunately the date and time you chose were no longer available when your payment arrived, so no booking was made and your payment of ${formatGBP(amountPence)} is being refunded in full: the refund is on its way to your card. Refunds usually reach your account within 5 to 10 working days.`
      : refundOk
        ? `Unfortunately the date and time you chose were no longer available when your payment arrived, so no booking was made and your payment of ${formatGBP(amountPence)} has been refunded in full. Refunds usually reach your account within 5 to 10 working days.`
        : `Unfortunately the date and time you chose were no longer available when your payment arrived, so no booking was made. Your payment of ${formatGBP(amountPence)} will be refunded in full; the magician has been told and will contact you.`,
    "Please choose another date on our website, or reply to this e-mail and we will help you find one.",
    ...(documents.length > 0
      ? [
          `The receipt for your payment and the credit note for its refund (${documents.join(", ")}) are attached as PDFs.`,
        ]
      : []),
    signOff(sender),
  ];
  return {
    kind: "payment_refunded_client",
    to,
    subject: "We could not confirm your booking",
    ...mailBody(blocks, { preview: blocks[1]! }),
    ...(documents.length > 0 ? { attachments: documentAttachments(documents) } : {}),
  };
}
