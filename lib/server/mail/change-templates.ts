import "server-only";

/** E-mails about a booking that changes after it was made: a move, a later payment, a booking made from an enquiry, a new link, a dispute. Each kind is a module in ./emails. */
export { bookingMovedMail, type PreviousSlot } from "./emails/booking-moved";
export { magicianBookingMovedMail } from "./emails/magician-booking-moved";
export { paymentReceivedMail } from "./emails/payment-received";
export { magicianPaymentReceivedMail } from "./emails/magician-payment-received";
export { enquiryBookingMail } from "./emails/enquiry-booking";
export { magicianDisputeMail } from "./emails/magician-dispute";
export { bookingLinkReplacedMail } from "./emails/booking-link-replaced";
export { balanceChargeFailedMail } from "./emails/balance-charge-failed";
export { magicianBalanceChargeFailedMail } from "./emails/magician-balance-charge-failed";
