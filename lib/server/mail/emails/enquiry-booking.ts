import "server-only";
import { formatIsoDateLong } from "@/lib/domain";
import { PAY_IN_PERSON_NOTE } from "@/lib/domain/payment-options";
import { manageUrl } from "@/lib/server/links/booking-page";
import { mailBody } from "../compose";
import { SITE_NAME, calendarAttachment, summary, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";

/** To the customer of a booking the magician made from their enquiry: what was agreed and how to pay. */
export function enquiryBookingMail(b: BookingForMail): OutgoingMail {
  const link = manageUrl(b.id, b.manageLinkVersion ?? 1);
  const blocks = [
    `Dear ${b.clientName},`,
    `Following your enquiry, the magician has reserved ${formatIsoDateLong(b.eventDate)} at ${b.startTime} for you (booking #${b.id}).`,
    summary(b),
    `See your booking and pay ${b.paymentType === "deposit" ? "the deposit or the total" : "for it"} securely by card on your booking page: ${link}`,
    ...(b.paymentType === "deposit" ? [PAY_IN_PERSON_NOTE] : []),
    "The attached calendar file adds the event to your calendar.",
    SITE_NAME,
  ];
  return {
    kind: "enquiry_booking_client",
    to: b.clientEmail,
    subject: `Your booking is reserved (#${b.id})`,
    ...mailBody(blocks, { preview: blocks[1]!, action: { label: "See your booking and pay", href: link } }),
    attachments: calendarAttachment(b),
  };
}
