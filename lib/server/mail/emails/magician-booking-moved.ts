import "server-only";
import { formatIsoDateLong } from "@/lib/domain";
import { mailBody } from "../compose";
import { calendarAttachment, summary, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";
import { slotWhen, type PreviousSlot } from "./booking-moved";

/** To the magician when a customer moves their booking from its page. */
export function magicianBookingMovedMail(to: string, b: BookingForMail, previous: PreviousSlot): OutgoingMail {
  const blocks = [
    `${b.clientName} moved booking #${b.id} from ${slotWhen(previous)} to ${slotWhen(b)} from their booking page.`,
    summary(b),
  ];
  return {
    kind: "booking_moved_magician",
    to,
    subject: `Booking #${b.id} moved to ${formatIsoDateLong(b.eventDate)}`,
    ...mailBody(blocks, { preview: blocks[0]! }),
    attachments: calendarAttachment(b),
  };
}
