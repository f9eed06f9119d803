import "server-only";

/** The e-mails of quotes' pencil holds and of the waiting list (./emails/hold-promoted.ts, ./emails/waitlist.ts). */
export { holdPromotedMail, type PromotedHoldForMail } from "./emails/hold-promoted";
export {
  waitlistJoinedMail,
  waitlistOfferMail,
  type WaitlistEntryForMail,
  type WaitlistOfferForMail,
} from "./emails/waitlist";
