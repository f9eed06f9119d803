import "server-only";
import { formatGBP } from "@/lib/domain";
import { mailBody } from "../compose";
import { CALENDAR_REMOVAL, calendarAttachment, summary, type BookingForMail } from "../format";
import { documentAttachments } from "@/lib/server/documents/attachments";
import type { OutgoingMail } from "../outbox";
import { signOff, type MailSender } from "../sender";

/** To the customer when the magician cancels their booking from the dashboard, with the refund's credit notes (by number). */
export function cancelledByMagicianMail(
  b: BookingForMail,
  refundPence: number,
  sender?: MailSender,
  creditNotes: string[] = [],
): OutgoingMail {
  const blocks = [
    `Dear ${b.clientName},`,
    `We are sorry: your booking #${b.id} has been cancelled by the magician.`,
    summary(b),
    refundPence > 0
      ? `${formatGBP(refundPence)} is being refunded to the card you paid with; refunds usually reach your account within 5 to 10 working days.`
      : b.paidPence > 0
        ? "The magician will contact you about the money you paid."
        : "Nothing was paid, so nothing is due.",
    "Reply to this e-mail if you would like another date.",
    ...(creditNotes.length > 0
      ? [`The credit note for the refund (${creditNotes.join(", ")}) is attached as a PDF.`]
      : []),
    CALENDAR_REMOVAL,
    signOff(sender),
  ];
  return {
    kind: "magician_cancelled_client",
    to: b.clientEmail,
    subject: `Your booking has been cancelled (#${b.id})`,
    ...mailBody(blocks, { preview: blocks[1]! }),
    // same UID, CANCELLED: the customer's calendar drops the event
    attachments: [...calendarAttachment({ ...b, status: "cancelled" }), ...documentAttachments(creditNotes)],
  };
}
