import "server-only";
import { BAR_CANCELLATION_NOTE } from "@/lib/domain";
import { manageUrl } from "@/lib/server/links/booking-page";
import { mailBody } from "../compose";
import {
  CANCELLATION_TERMS,
  SITE_NAME,
  balanceNote,
  calendarAttachment,
  owedOf,
  summary,
  type BookingForMail,
} from "../format";
import { documentAttachments } from "@/lib/server/documents/attachments";
import type { OutgoingMail } from "../outbox";
import { signOff, type MailSender } from "../sender";

/**
 * The customer's confirmation once a booking is paid: the summary, the terms, the calendar file, the
 * payment's receipt or VAT invoice (`documents`, by number) and the booking page.
 */
export function bookingConfirmationMail(
  b: BookingForMail,
  sender?: MailSender,
  documents: string[] = [],
): OutgoingMail {
  const link = manageUrl(b.id, b.manageLinkVersion ?? 1);
  const terms = b.source === "bar-service" ? `Cancellation terms: ${BAR_CANCELLATION_NOTE}` : CANCELLATION_TERMS;
  const blocks = [
    `Dear ${b.clientName},`,
    `Thank you for booking ${SITE_NAME}. Your booking is confirmed and your payment has been received.`,
    summary(b),
    terms,
    "The attached calendar file adds the event to your calendar. Reply to this e-mail if anything needs changing.",
    ...(documents.length > 0
      ? [`The receipt or VAT invoice for this payment (${documents.join(", ")}) is attached as a PDF.`]
      : []),
    `Your booking page (see it, pay what is due, move it or cancel under the terms above): ${link}`,
    ...(owedOf(b) > 0 ? [balanceNote(b)] : []),
    signOff(sender),
  ];
  const subject = `Your booking is confirmed (#${b.id})`;
  return {
    kind: "booking_confirmation",
    to: b.clientEmail,
    subject,
    ...mailBody(blocks, { preview: subject, action: { label: "See your booking", href: link } }),
    attachments: [...calendarAttachment(b), ...documentAttachments(documents)],
  };
}
