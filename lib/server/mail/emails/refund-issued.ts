import "server-only";
import { formatGBP } from "@/lib/domain";
import { mailBody } from "../compose";
import { summary, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";
import { signOff, type MailSender } from "../sender";

/** To the customer when the magician refunds money from the dashboard. */
export function refundIssuedMail(b: BookingForMail, amountPence: number, sender?: MailSender): OutgoingMail {
  const blocks = [
    `Dear ${b.clientName},`,
    `${formatGBP(amountPence)} has been refunded to the card you paid with for booking #${b.id}. Refunds usually reach your account within 5 to 10 working days.`,
    summary(b),
    signOff(sender),
  ];
  return {
    kind: "refund_issued_client",
    to: b.clientEmail,
    subject: `Refund of ${formatGBP(amountPence)} for booking #${b.id}`,
    ...mailBody(blocks, { preview: blocks[1]! }),
  };
}
