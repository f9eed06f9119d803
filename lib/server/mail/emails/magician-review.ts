import "server-only";
import { reviewAuthor } from "@/lib/domain/reviews";
import { mailBody } from "../compose";
import type { OutgoingMail } from "../outbox";

/** To the magician when a review arrives: it waits in the dashboard's Reviews tab until published. */
export function magicianReviewMail(
  to: string,
  review: { bookingId: number; rating: number; text: string; displayName: string | null },
): OutgoingMail {
  const blocks = [
    `A ${review.rating}-star review of booking #${review.bookingId} has arrived, from ${reviewAuthor(review.displayName)}.`,
    review.text,
    "It is not shown on the site until you publish it: open the Reviews tab of your dashboard.",
  ];
  return {
    kind: "magician_review",
    to,
    subject: `New ${review.rating}-star review (booking #${review.bookingId})`,
    ...mailBody(blocks, { preview: blocks[0]! }),
  };
}
