import "server-only";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { waitlistLeaveUrl, waitlistOfferUrl } from "@/lib/server/links/waitlist-page";
import { mailBody } from "../compose";
import { SITE_NAME } from "../format";
import type { OutgoingMail } from "../outbox";

export interface WaitlistEntryForMail {
  clientName: string;
  clientEmail: string;
  eventDate: string;
  earliestStart: string;
  latestStart: string;
  leaveToken: string;
}

function leaveLine(entry: WaitlistEntryForMail): string {
  return `To leave the waiting list: ${waitlistLeaveUrl(entry.leaveToken)}`;
}

/** Joined: what they wait for, and how to leave. */
export function waitlistJoinedMail(entry: WaitlistEntryForMail): OutgoingMail {
  const blocks = [
    `Dear ${entry.clientName},`,
    `You are on the waiting list for ${formatIsoDateLong(entry.eventDate)}, for a start between ${entry.earliestStart} and ${entry.latestStart}. If a time frees, we will e-mail you a link to book it.`,
    leaveLine(entry),
    SITE_NAME,
  ];
  return {
    kind: "waitlist-joined",
    to: entry.clientEmail,
    subject: `You are on the waiting list for ${formatIsoDateLong(entry.eventDate)}`,
    ...mailBody(blocks, { preview: blocks[1]! }),
  };
}

export interface WaitlistOfferForMail {
  token: string;
  startTime: string;
  endTime: string;
  expiresAt: Date;
}

/** A time freed: the link that books it, valid until the offer ends. */
export function waitlistOfferMail(entry: WaitlistEntryForMail, offer: WaitlistOfferForMail): OutgoingMail {
  const link = waitlistOfferUrl(offer.token);
  const until = offer.expiresAt.toLocaleString("en-GB", {
    timeZone: "Europe/London",
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
  });
  const blocks = [
    `Dear ${entry.clientName},`,
    `A time has freed on ${formatIsoDateLong(entry.eventDate)}: ${offer.startTime} to ${offer.endTime}. It is yours to book until ${until}; after that it is offered to the next person waiting.`,
    `Book it here: ${link}`,
    leaveLine(entry),
    SITE_NAME,
  ];
  return {
    kind: "waitlist-offer",
    to: entry.clientEmail,
    subject: `A time has freed on ${formatIsoDateLong(entry.eventDate)}`,
    ...mailBody(blocks, { preview: blocks[1]!, action: { label: "Book this time", href: link } }),
  };
}
