import "server-only";
import { formatGBP } from "@/lib/domain";
import { mailBody } from "../compose";
import { summary, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";

/** To the magician when a customer pays from their booking page. */
export function magicianPaymentReceivedMail(to: string, b: BookingForMail, amountPence: number): OutgoingMail {
  const blocks = [
    `${b.clientName} paid ${formatGBP(amountPence)} for booking #${b.id} from their booking page.`,
    summary(b),
  ];
  return {
    kind: "payment_received_magician",
    to,
    subject: `Payment of ${formatGBP(amountPence)} for booking #${b.id}`,
    ...mailBody(blocks, { preview: blocks[0]! }),
  };
}
