import "server-only";

/**
 * The booking e-mails, by the names their callers use. Each kind of e-mail is a module of its own
 * in ./emails (its text and its main action), drawn in the one layout (./emails/layout.tsx).
 */
export { CANCELLATION_TERMS, SITE_NAME, bookingCalendarFile, type BookingForMail } from "./format";
export { mailSender, magicianEmail, signOff, type MailSender } from "./sender";
export { bookingConfirmationMail } from "./emails/booking-confirmation";
export { magicianBookingMail } from "./emails/magician-booking";
export { magicianLeadMail } from "./emails/magician-lead";
export { customerReminderMail } from "./emails/customer-reminder";
export { magicianAgendaMail } from "./emails/magician-agenda";
export { magicianCancelledMail } from "./emails/magician-cancelled";
export { refundIssuedMail } from "./emails/refund-issued";
export { customerCancelledMail } from "./emails/customer-cancelled";
export { magicianCustomerCancelledMail } from "./emails/magician-customer-cancelled";
export { paymentRefundedMail } from "./emails/payment-refunded";
export { magicianRefundMail } from "./emails/magician-refund";
export { magicianRefundFailedMail } from "./emails/magician-refund-failed";
