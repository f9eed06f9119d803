import "server-only";
import { formatGBP } from "@/lib/domain";
import { mailBody } from "../compose";
import { summary, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";

/** To the magician when a later payment arrives: paid from the booking page, or the saved card charged on its due date. */
export function magicianPaymentReceivedMail(
  to: string,
  b: BookingForMail,
  amountPence: number,
  automatic = false,
): OutgoingMail {
  const blocks = [
    automatic
      ? `The balance of ${formatGBP(amountPence)} for booking #${b.id} (${b.clientName}) was charged automatically to the client's saved card, as they agreed.`
      : `${b.clientName} paid ${formatGBP(amountPence)} for booking #${b.id}.`,
    summary(b),
  ];
  return {
    kind: "payment_received_magician",
    to,
    subject: `Payment of ${formatGBP(amountPence)} for booking #${b.id}`,
    ...mailBody(blocks, { preview: blocks[0]! }),
  };
}
