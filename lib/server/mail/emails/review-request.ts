import "server-only";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { reviewUrl } from "@/lib/server/links/review-form";
import { mailBody } from "../compose";
import { SITE_NAME, eventLabel } from "../format";
import type { OutgoingMail } from "../outbox";

export interface BookingForReviewMail {
  id: number;
  clientName: string;
  clientEmail: string;
  eventType: string;
  eventDate: string;
  manageLinkVersion: number;
}

/** The day after the event at 10:00: one request per booking, with the one-time review link. */
export function reviewRequestMail(b: BookingForReviewMail): OutgoingMail {
  const link = reviewUrl(b.id, b.manageLinkVersion);
  const blocks = [
    `Dear ${b.clientName},`,
    `Thank you for having ${SITE_NAME} at your ${eventLabel(b.eventType).toLowerCase()} on ${formatIsoDateLong(b.eventDate)}. We hope you and your guests enjoyed the magic.`,
    "Would you tell others how it went? It takes a minute: choose from one to five stars and write a few words.",
    `Leave your review: ${link}`,
    "The link is yours alone and works once. You choose the name shown with your review, and it appears on our site after the magician has read it.",
    SITE_NAME,
  ];
  return {
    kind: "review_request",
    to: b.clientEmail,
    subject: `How was the magic? (#${b.id})`,
    ...mailBody(blocks, { preview: blocks[1]!, action: { label: "Leave your review", href: link } }),
  };
}
