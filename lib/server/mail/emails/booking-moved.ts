import "server-only";
import { formatIsoDateLong } from "@/lib/domain";
import { manageUrl } from "@/lib/server/links/booking-page";
import { mailBody } from "../compose";
import { SITE_NAME, calendarAttachment, summary, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";

export interface PreviousSlot {
  eventDate: string;
  startTime: string;
}

/** A slot as the move e-mails name it: "Saturday 6 June 2026 at 19:00". */
export const slotWhen = (slot: PreviousSlot) => `${formatIsoDateLong(slot.eventDate)} at ${slot.startTime}`;

/** To the customer when their booking moves (by them or by the magician), with the updated calendar event. */
export function bookingMovedMail(b: BookingForMail, previous: PreviousSlot, by: "customer" | "magician"): OutgoingMail {
  const link = manageUrl(b.id, b.manageLinkVersion ?? 1);
  const blocks = [
    `Dear ${b.clientName},`,
    by === "customer"
      ? `Your booking #${b.id} has moved, as you asked: from ${slotWhen(previous)} to ${slotWhen(b)}.`
      : `The magician has moved your booking #${b.id} from ${slotWhen(previous)} to ${slotWhen(b)}. Reply to this e-mail if the new time does not suit you.`,
    "The price has not changed.",
    summary(b),
    "The attached calendar file updates the event in your calendar.",
    `Your booking page: ${link}`,
    SITE_NAME,
  ];
  return {
    kind: "booking_moved_client",
    to: b.clientEmail,
    subject: `Your booking has moved (#${b.id})`,
    ...mailBody(blocks, { preview: blocks[1]!, action: { label: "See your booking", href: link } }),
    attachments: calendarAttachment(b),
  };
}
