import "server-only";
import { formatGBP } from "@/lib/domain";
import { mailBody } from "../compose";
import { summary, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";

/** To the magician when a booking has been paid, with the client's details. */
export function magicianBookingMail(to: string, b: BookingForMail): OutgoingMail {
  const blocks = [
    `A new ${b.source === "bar-service" ? "bar service booking" : "booking"} has been paid.`,
    summary(b),
    `Client: ${[b.clientName, b.clientEmail, b.clientPhone].filter(Boolean).join(", ")}`,
    ...(b.barCommissionPence > 0 ? [`Bar commission: ${formatGBP(b.barCommissionPence)}`] : []),
    ...(b.additionalInfo ? [`Additional information: ${b.additionalInfo}`] : []),
  ];
  const subject = `New booking #${b.id}`;
  return { kind: "magician_booking", to, subject, ...mailBody(blocks, { preview: blocks[0]! }) };
}
