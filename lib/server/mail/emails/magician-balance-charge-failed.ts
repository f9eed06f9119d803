import "server-only";
import { formatGBP } from "@/lib/domain";
import { mailBody } from "../compose";
import { owedOf, summary, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";

/** To the magician when every automatic attempt to charge a booking's balance was declined. */
export function magicianBalanceChargeFailedMail(to: string, b: BookingForMail, reason: string): OutgoingMail {
  const blocks = [
    `The automatic charge of the balance of ${formatGBP(owedOf(b))} for booking #${b.id} (${b.clientName}) failed three times over 48 hours (${reason}).`,
    "The client has been e-mailed the link to pay it from their booking page; otherwise it is due on the day.",
    summary(b),
  ];
  return {
    kind: "balance_charge_failed_magician",
    to,
    subject: `Balance not collected for booking #${b.id}`,
    ...mailBody(blocks, { preview: blocks[0]! }),
  };
}
