import "server-only";
import { formatGBP } from "@/lib/domain";
import { mailBody } from "../compose";
import { summary, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";

/** To the magician when a card holder disputes a payment: the bank holds the money until it decides. */
export function magicianDisputeMail(
  to: string,
  b: BookingForMail,
  info: { amountPence: number; reason: string },
): OutgoingMail {
  const blocks = [
    `A payment of ${formatGBP(info.amountPence)} for booking #${b.id} (${b.clientName}) has been disputed with the card holder's bank (reason: ${info.reason}).`,
    "Answer the dispute in the Stripe dashboard with the booking's details and your correspondence; the booking is marked disputed on your dashboard.",
    summary(b),
  ];
  return {
    kind: "payment_disputed_magician",
    to,
    subject: `Action needed: payment disputed for booking #${b.id}`,
    ...mailBody(blocks, { preview: blocks[0]! }),
  };
}
