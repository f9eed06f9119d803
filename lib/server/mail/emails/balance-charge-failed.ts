import "server-only";
import { formatGBP } from "@/lib/domain";
import { PAY_IN_PERSON_NOTE } from "@/lib/domain/payment-options";
import { manageUrl } from "@/lib/server/links/booking-page";
import { mailBody } from "../compose";
import { SITE_NAME, owedOf, summary, type BookingForMail } from "../format";
import type { OutgoingMail } from "../outbox";

/** To the customer when the balance they agreed to have charged automatically could not be taken: the pay link. */
export function balanceChargeFailedMail(b: BookingForMail, reason: string): OutgoingMail {
  const link = manageUrl(b.id, b.manageLinkVersion ?? 1);
  const payLink = `${link}#pay-heading`;
  const blocks = [
    `Dear ${b.clientName},`,
    `We tried to charge the balance of ${formatGBP(owedOf(b))} for booking #${b.id} to your saved card, as you agreed, but the payment did not go through (${reason}).`,
    `Please pay it by card on your booking page (${payLink}). ${PAY_IN_PERSON_NOTE}`,
    summary(b),
    SITE_NAME,
  ];
  return {
    kind: "balance_charge_failed_client",
    to: b.clientEmail,
    subject: `Action needed: your balance for booking #${b.id}`,
    ...mailBody(blocks, { preview: blocks[1]!, action: { label: "Pay the balance", href: payLink } }),
  };
}
