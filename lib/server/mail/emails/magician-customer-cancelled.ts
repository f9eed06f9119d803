import "server-only";
import { formatGBP } from "@/lib/domain";
import { mailBody } from "../compose";
import { summary, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";

/** To the magician when a customer cancels from their booking page. */
export function magicianCustomerCancelledMail(
  to: string,
  b: BookingForMail,
  refundPence: number,
  reason?: string,
): OutgoingMail {
  const blocks = [
    `${b.clientName} cancelled booking #${b.id} from their booking page.`,
    summary(b),
    `Refunded under the terms: ${formatGBP(refundPence)}`,
    ...(reason ? [`Reason given: ${reason}`] : []),
  ];
  return {
    kind: "magician_customer_cancelled",
    to,
    subject: `Booking #${b.id} cancelled by the customer`,
    ...mailBody(blocks, { preview: blocks[0]! }),
  };
}
