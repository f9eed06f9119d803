import "server-only";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { quoteUrl } from "@/lib/server/links/quote-page";
import { mailBody } from "../compose";
import { SITE_NAME, eventLabel } from "../format";
import type { OutgoingMail } from "../outbox";

export interface PromotedHoldForMail {
  id: number;
  clientName: string;
  clientEmail: string;
  eventType: string;
  eventDate: string;
  expiresOn: string;
  linkVersion: number;
}

/** A quote's hold moved up to first: its client learns the date is now theirs until the quote expires. */
export function holdPromotedMail(q: PromotedHoldForMail): OutgoingMail {
  const link = quoteUrl(q.id, q.linkVersion);
  const until = formatIsoDateLong(q.expiresOn);
  const blocks = [
    `Dear ${q.clientName},`,
    `The date is now held for you until ${until}.`,
    `Your ${eventLabel(q.eventType).toLowerCase()} on ${formatIsoDateLong(q.eventDate)} is pencilled in for you: accept the quote by then to book it. ${link}`,
    SITE_NAME,
  ];
  return {
    kind: "hold-promoted",
    to: q.clientEmail,
    subject: `The date is now held for you (Q-${q.id})`,
    ...mailBody(blocks, { preview: blocks[1]!, action: { label: "Read the quote", href: link } }),
  };
}
