import "server-only";
import { formatIsoDateLong } from "@/lib/domain";
import { manageUrl } from "@/lib/server/links/booking-page";
import { mailBody } from "../compose";
import { SITE_NAME, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";

/** To the customer when the magician replaces their booking's link: the earlier links no longer open it. */
export function bookingLinkReplacedMail(b: BookingForMail): OutgoingMail {
  const link = manageUrl(b.id, b.manageLinkVersion ?? 1);
  const blocks = [
    `Dear ${b.clientName},`,
    `Here is a new link to your booking #${b.id} on ${formatIsoDateLong(b.eventDate)} at ${b.startTime}. The links we sent you before no longer open it.`,
    `Your booking page: ${link}`,
    "Please keep this link to yourself: anyone who has it can see and change your booking.",
    SITE_NAME,
  ];
  return {
    kind: "booking_link_client",
    to: b.clientEmail,
    subject: `A new link to your booking (#${b.id})`,
    ...mailBody(blocks, { preview: blocks[1]!, action: { label: "See your booking", href: link } }),
  };
}
