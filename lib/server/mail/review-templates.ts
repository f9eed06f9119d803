import "server-only";

/** E-mails about reviews: the customer's request the day after the event, and the magician's note of a review to read. Each kind is a module in ./emails. */
export { reviewRequestMail, type BookingForReviewMail } from "./emails/review-request";
export { magicianReviewMail } from "./emails/magician-review";
