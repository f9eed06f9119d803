import "server-only";
import { formatGBP } from "@/lib/domain";
import { manageUrl } from "@/lib/server/links/booking-page";
import { mailBody } from "../compose";
import { SITE_NAME, autoBalanceChargeDateOf, balanceNote, owedOf, summary, type BookingForMail } from "../format";
import { documentAttachments } from "@/lib/server/documents/attachments";
import type { OutgoingMail } from "../outbox";

/**
 * The customer's receipt for a later payment, with its document (by number) attached: one made from
 * the booking page, or (`automatic`) the balance charged to their saved card on its due date.
 */
export function paymentReceivedMail(
  b: BookingForMail,
  amountPence: number,
  documents: string[] = [],
  automatic = false,
): OutgoingMail {
  const owed = owedOf(b);
  const link = manageUrl(b.id, b.manageLinkVersion ?? 1);
  const blocks = [
    `Dear ${b.clientName},`,
    automatic
      ? `As you agreed when you paid the deposit, we have charged the balance of ${formatGBP(amountPence)} for booking #${b.id} to your card automatically.`
      : `Thank you: we have received ${formatGBP(amountPence)} for booking #${b.id}.`,
    owed > 0
      ? autoBalanceChargeDateOf(b)
        ? `${formatGBP(owed)} remains. ${balanceNote(b)}`
        : `${formatGBP(owed)} remains, which you can pay from your booking page. ${balanceNote(b)}`
      : "Your booking is now paid in full.",
    summary(b),
    ...(documents.length > 0
      ? [`The receipt or VAT invoice for this payment (${documents.join(", ")}) is attached as a PDF.`]
      : []),
    `Your booking page: ${link}`,
    SITE_NAME,
  ];
  return {
    kind: "payment_received_client",
    to: b.clientEmail,
    subject: automatic ? `Balance charged for booking #${b.id}` : `Payment received for booking #${b.id}`,
    ...mailBody(blocks, { preview: blocks[1]!, action: { label: "See your booking", href: link } }),
    ...(documents.length > 0 ? { attachments: documentAttachments(documents) } : {}),
  };
}
