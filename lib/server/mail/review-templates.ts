import "server-only";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { reviewAuthor } from "@/lib/domain/reviews";
import { reviewUrl } from "@/lib/server/links/review-form";
import { SITE_NAME, eventLabel, toHtml } from "./format";
import type { OutgoingMail } from "./outbox";

/** E-mails about reviews: the customer's request the day after the event, and the magician's note of a review to read. */

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
  const text = [
    `Dear ${b.clientName},`,
    `Thank you for having ${SITE_NAME} at your ${eventLabel(b.eventType).toLowerCase()} on ${formatIsoDateLong(b.eventDate)}. We hope you and your guests enjoyed the magic.`,
    "Would you tell others how it went? It takes a minute: choose from one to five stars and write a few words.",
    `Leave your review: ${reviewUrl(b.id, b.manageLinkVersion)}`,
    "The link is yours alone and works once. You choose the name shown with your review, and it appears on our site after the magician has read it.",
    SITE_NAME,
  ].join("\n\n");
  return {
    kind: "review_request",
    to: b.clientEmail,
    subject: `How was the magic? (#${b.id})`,
    text,
    html: toHtml(text),
  };
}

/** To the magician when a review arrives: it waits in the dashboard's Reviews tab until published. */
export function magicianReviewMail(
  to: string,
  review: { bookingId: number; rating: number; text: string; displayName: string | null },
): OutgoingMail {
  const text = [
    `A ${review.rating}-star review of booking #${review.bookingId} has arrived, from ${reviewAuthor(review.displayName)}.`,
    review.text,
    "It is not shown on the site until you publish it: open the Reviews tab of your dashboard.",
  ].join("\n\n");
  return {
    kind: "magician_review",
    to,
    subject: `New ${review.rating}-star review (booking #${review.bookingId})`,
    text,
    html: toHtml(text),
  };
}
