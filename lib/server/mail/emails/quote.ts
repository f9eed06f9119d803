import "server-only";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { quoteTotalPence, type QuoteLineItem } from "@/lib/domain/quotes";
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
  note: string | null;
  linkVersion: number;
}

/** The quote e-mail: what the magician proposes, and the link where the client reads and accepts it. */
export function quoteMail(q: QuoteForMail): OutgoingMail {
  const link = quoteUrl(q.id, q.linkVersion);
  const blocks = [
    `Dear ${q.clientName},`,
    `Thank you for your enquiry. Here is our quote for your ${eventLabel(q.eventType).toLowerCase()} on ${formatIsoDateLong(q.eventDate)}:`,
    [
      ...q.lines.map((l) => `- ${l.description}: ${formatGBP(l.amountPence)}`),
      `Total: ${formatGBP(quoteTotalPence(q.lines))}`,
    ].join("\n"),
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
