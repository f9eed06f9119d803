import "server-only";
import { formatGBP, formatIsoDateLong } from "@/lib/domain";
import { venueLine } from "@/lib/domain/venue";
import { mailBody } from "../compose";
import { eventLabel, owedOf, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";

/** The magician's agenda for a day with bookings, at 07:00. */
export function magicianAgendaMail(
  to: string,
  date: string,
  bookings: (BookingForMail & { clientPhone?: string })[],
): OutgoingMail {
  const lines = bookings.map((b) => {
    const balance = owedOf(b);
    return [
      `${b.startTime}–${b.endTime}  ${eventLabel(b.eventType)} for ${b.clientName} (#${b.id})`,
      `  ${venueLine(b.eventLocation, b.eventAddress)}`,
      ...(b.clientPhone ? [`  Phone: ${b.clientPhone}`] : []),
      ...(balance > 0 ? [`  Balance to collect: ${formatGBP(balance)}`] : []),
    ].join("\n");
  });
  const count = `${bookings.length} booking${bookings.length === 1 ? "" : "s"}`;
  const blocks = [`Today, ${formatIsoDateLong(date)}: ${count}.`, ...lines];
  return {
    kind: "magician_agenda",
    to,
    subject: `Today's agenda: ${count}`,
    ...mailBody(blocks, { preview: blocks[0]! }),
  };
}
