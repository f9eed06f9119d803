import "server-only";
import { formatGBP } from "@/lib/domain";
import { PAY_IN_PERSON_NOTE } from "@/lib/domain/payment-options";
import { manageUrl } from "@/lib/server/links/booking-page";
import { mailBody } from "../compose";
import { SITE_NAME, owedOf, summary, type BookingForMail } from "../format";
import { documentAttachments } from "@/lib/server/documents/attachments";
import type { OutgoingMail } from "../outbox";

/** The customer's receipt for a payment made from the booking page, with its document (by number) attached. */
export function paymentReceivedMail(b: BookingForMail, amountPence: number, documents: string[] = []): OutgoingMail {
  const owed = owedOf(b);
  const link = manageUrl(b.id, b.manageLinkVersion ?? 1);
  const blocks = [
    `Dear ${b.clientName},`,
    `Thank you: we have received ${formatGBP(amountPence)} for booking #${b.id}.`,
    owed > 0
      ? `${formatGBP(owed)} remains, which you can pay from your booking page. ${PAY_IN_PERSON_NOTE}`
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
    subject: `Payment received for booking #${b.id}`,
    ...mailBody(blocks, { preview: blocks[1]!, action: { label: "See your booking", href: link } }),
    ...(documents.length > 0 ? { attachments: documentAttachments(documents) } : {}),
  };
}
