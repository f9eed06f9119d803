import "server-only";
import { formatGBP, formatIsoDateLong } from "@/lib/domain";
import { PAY_IN_PERSON_NOTE } from "@/lib/domain/payment-options";
import { venueLine } from "@/lib/domain/venue";
import { manageUrl } from "@/lib/server/links/booking-page";
import { mailBody } from "../compose";
import { autoBalanceChargeDateOf, owedOf, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";
import { signOff, type MailSender } from "../sender";

/**
 * The customer's reminder, 7 days or 1 day before the event; with a balance due, its button pays it,
 * unless the customer agreed to have it charged to their card before the event (then it says when).
 */
export function customerReminderMail(
  b: BookingForMail & { parkingAvailable?: boolean | null },
  daysBefore: number,
  sender?: MailSender,
): OutgoingMail {
  const when = daysBefore === 1 ? "tomorrow" : `in ${daysBefore} days`;
  const balance = owedOf(b);
  const link = manageUrl(b.id, b.manageLinkVersion ?? 1);
  const payLink = `${link}#pay-heading`;
  const chargeOn = autoBalanceChargeDateOf(b);
  // Charged automatically on or after this reminder's day; a reminder after the charge day carries the pay link.
  const automatic = chargeOn !== null && daysBefore >= b.autoBalanceDaysBefore!;
  const blocks = [
    `Dear ${b.clientName},`,
    `A reminder: your magic performance is ${when}, on ${formatIsoDateLong(b.eventDate)}. The magician arrives at ${b.startTime}.`,
    `Where: ${venueLine(b.eventLocation, b.eventAddress)}` +
      (b.parkingAvailable === true
        ? "\nParking: available, as you told us."
        : b.parkingAvailable === false
          ? "\nParking: none at the venue, as you told us; the magician will park nearby."
          : ""),
    ...(balance > 0 && automatic
      ? [
          `Balance due: ${formatGBP(balance)}, to be charged to your card on ${formatIsoDateLong(chargeOn!)} as you agreed.`,
        ]
      : balance > 0
        ? [
            `Balance due: ${formatGBP(balance)}. Pay it now by card on your booking page (${payLink}). ${PAY_IN_PERSON_NOTE}`,
          ]
        : []),
    `Your booking page (details, move or cancel under the terms): ${link}`,
    signOff(sender),
  ];
  const subject = `Reminder: your booking ${when} (#${b.id})`;
  const action =
    balance > 0 && !automatic ? { label: "Pay the balance", href: payLink } : { label: "See your booking", href: link };
  return {
    kind: `customer_reminder_${daysBefore}d`,
    to: b.clientEmail,
    subject,
    ...mailBody(blocks, { preview: blocks[1]!, action }),
  };
}
