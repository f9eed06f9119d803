import "server-only";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { quotePaymentSplit, quoteTotalPence, type QuoteLineItem } from "@/lib/domain/quotes";
import { quoteUrl } from "@/lib/server/links/quote-page";
import { mailBody } from "../compose";
import { SITE_NAME, eventLabel } from "../format";
import type { OutgoingMail } from "../outbox";

export interface QuoteForMail {
  id: number;
  clientName: string;
  clientEmail: string;
  eventType: string;
  eventDate: string;
  expiresOn: string;
  lines: readonly QuoteLineItem[];
  /** full | deposit */
  paymentType: string;
  /** the enquiry it answers; null for a quote made from scratch */
  leadId: number | null;
  note: string | null;
  linkVersion: number;
}

/** The quote e-mail: what the magician proposes, and the link where the client reads and accepts it. */
export function quoteMail(q: QuoteForMail): OutgoingMail {
  const link = quoteUrl(q.id, q.linkVersion);
  const total = quoteTotalPence(q.lines);
  const { dueNowPence, balancePence } = quotePaymentSplit(total, q.paymentType === "deposit" ? "deposit" : "full");
  const blocks = [
    `Dear ${q.clientName},`,
    `${q.leadId ? "Thank you for your enquiry. " : ""}Here is our quote for your ${eventLabel(q.eventType).toLowerCase()} on ${formatIsoDateLong(q.eventDate)}:`,
    [...q.lines.map((l) => `- ${l.description}: ${formatGBP(l.amountPence)}`), `Total: ${formatGBP(total)}`].join("\n"),
    balancePence > 0
      ? `To book the date: a deposit of ${formatGBP(dueNowPence)} when you accept, and the balance of ${formatGBP(balancePence)} as the quote sets out.`
      : `To book the date: the total of ${formatGBP(dueNowPence)} when you accept.`,
    ...(q.note ? [q.note] : []),
    `Read the quote and its terms, and accept it by typing your name: ${link}`,
    `The quote is valid until ${formatIsoDateLong(q.expiresOn)}. The date is booked once you accept and pay.`,
    SITE_NAME,
  ];
  return {
    kind: "quote",
    to: q.clientEmail,
    subject: `Your quote from ${SITE_NAME} (Q-${q.id})`,
    ...mailBody(blocks, { preview: blocks[1]!, action: { label: "Accept the quote", href: link } }),
  };
}
