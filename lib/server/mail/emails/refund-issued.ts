import "server-only";
import { formatGBP } from "@/lib/domain";
import { mailBody } from "../compose";
import { summary, type BookingForMail } from "../format";
import { documentAttachments } from "@/lib/server/documents/attachments";
import type { OutgoingMail } from "../outbox";
import { signOff, type MailSender } from "../sender";

/**
 * To the customer when the magician refunds money from the dashboard, with the refund's credit
 * notes (by number). `pending`: the card network has accepted the refund but not yet made it, so
 * the customer is told it is on its way, not that it has been refunded.
 */
export function refundIssuedMail(
  b: BookingForMail,
  amountPence: number,
  sender?: MailSender,
  creditNotes: string[] = [],
  pending = false,
): OutgoingMail {
  const blocks = [
    `Dear ${b.clientName},`,
    pending
      ? `A refund of ${formatGBP(amountPence)} to the card you paid with for booking #${b.id} is on its way: the card network is processing it. Refunds usually reach your account within 5 to 10 working days.`
      : `${formatGBP(amountPence)} has been refunded to the card you paid with for booking #${b.id}. Refunds usually reach your account within 5 to 10 working days.`,
    summary(b),
    ...(creditNotes.length > 0
      ? [`The credit note for this refund (${creditNotes.join(", ")}) is attached as a PDF.`]
      : []),
    signOff(sender),
  ];
  return {
    kind: "refund_issued_client",
    to: b.clientEmail,
    subject: `Refund of ${formatGBP(amountPence)} for booking #${b.id}`,
    ...mailBody(blocks, { preview: blocks[1]! }),
    ...(creditNotes.length > 0 ? { attachments: documentAttachments(creditNotes) } : {}),
  };
}
