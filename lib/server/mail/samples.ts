import "server-only";
import type { OutgoingMail } from "./outbox";
import type { BookingForMail } from "./format";
import { bookingConfirmationMail } from "./emails/booking-confirmation";
import { customerCancelledMail } from "./emails/customer-cancelled";
import { customerReminderMail } from "./emails/customer-reminder";
import { magicianAgendaMail } from "./emails/magician-agenda";
import { magicianBookingMail } from "./emails/magician-booking";
import { cancelledByMagicianMail } from "./emails/cancelled-by-magician";
import { magicianCustomerCancelledMail } from "./emails/magician-customer-cancelled";
import { magicianLeadMail } from "./emails/magician-lead";
import { magicianRefundFailedMail } from "./emails/magician-refund-failed";
import { magicianRefundMail } from "./emails/magician-refund";
import { paymentRefundedMail } from "./emails/payment-refunded";
import { refundIssuedMail } from "./emails/refund-issued";
import { type MailSender } from "./sender";
import { balanceChargeFailedMail } from "./emails/balance-charge-failed";
import { bookingLinkReplacedMail } from "./emails/booking-link-replaced";
import { bookingMovedMail } from "./emails/booking-moved";
import { enquiryBookingMail } from "./emails/enquiry-booking";
import { magicianBalanceChargeFailedMail } from "./emails/magician-balance-charge-failed";
import { magicianBookingMovedMail } from "./emails/magician-booking-moved";
import { magicianDisputeMail } from "./emails/magician-dispute";
import { magicianPaymentReceivedMail } from "./emails/magician-payment-received";
import { paymentReceivedMail } from "./emails/payment-received";
import { barWelcomeMail } from "./emails/bar-welcome";
import { magicianBarRegisteredMail } from "./emails/magician-bar-registered";
import { quoteMail } from "./emails/quote";
import { magicianReviewMail } from "./emails/magician-review";
import { reviewRequestMail } from "./emails/review-request";
import { questionnaireReminderMail } from "./emails/questionnaire-reminder";

/**
 * Every kind of e-mail with fixed data (no clock, no database): what the tests check for links and
 * render at a phone's width, and what `npm run mail:samples` prints. Links depend only on SITE_URL
 * and the link secret, so with those fixed the samples are the same on every run. A new kind of
 * e-mail adds its sample here.
 */

const MAGICIAN = "magician@summonamagician.example";

export const SAMPLE_SENDER: MailSender = {
  displayName: "The Great Zoltan",
  contactEmail: "bookings@summonamagician.example",
  contactPhone: "0141 496 0123",
  businessAddress: "12 Wand Street, Glasgow G1 1AA",
};

/** A deposit-paid party with a balance due: the longest booking e-mails. */
export const SAMPLE_BOOKING: BookingForMail & { clientPhone: string; parkingAvailable: boolean } = {
  id: 1042,
  clientName: "Morag Fitzgerald-MacAllister",
  clientEmail: "morag.fitzgerald-macallister@example.co.uk",
  clientPhone: "07700 900123",
  eventType: "birthday",
  eventDate: "2027-06-12",
  startTime: "19:00",
  endTime: "20:00",
  duration: "60",
  guestCount: 40,
  eventLocation: "The Corinthian Club",
  eventAddress: "191 Ingram Street, Glasgow G1 1DA",
  selectedServices: [{ title: "Close-up Magic", price: 250 }],
  totalPence: 25000,
  paidPence: 12500,
  barCommissionPence: 0,
  paymentType: "deposit",
  source: "public",
  additionalInfo: "It is a surprise party: please arrive by the side door.",
  manageLinkVersion: 1,
  icsSequence: 0,
  status: "confirmed",
  paymentStatus: "deposit_paid",
  parkingAvailable: true,
};

const PREVIOUS_SLOT = { eventDate: "2027-06-05", startTime: "18:00" };

const BAR = {
  username: "lantern01",
  email: "owner@lantern.example",
  barName: "The Gilded Lantern",
  ownerName: "Nina Owner",
  barAddress: "12 Ashton Lane, Glasgow G12 8SJ",
  contactPhone: "0141 555 0192",
};
const RECEIPT = { amountPence: 2500, paidAt: new Date("2027-03-01T12:00:00Z"), paymentId: "pi_sample_registration" };

export function mailSamples(): OutgoingMail[] {
  const b = SAMPLE_BOOKING;
  const paid = { ...b, paidPence: 25000, paymentStatus: "paid" };
  return [
    bookingConfirmationMail(b, SAMPLE_SENDER),
    magicianBookingMail(MAGICIAN, b),
    magicianLeadMail(MAGICIAN, {
      id: 77,
      name: b.clientName,
      email: b.clientEmail,
      phone: "07700 900123",
      eventType: "wedding",
      location: "Glasgow",
      message: "Could you do a walkabout set during the drinks reception?",
    }),
    customerReminderMail(b, 7, SAMPLE_SENDER),
    magicianAgendaMail(MAGICIAN, b.eventDate, [b]),
    cancelledByMagicianMail(b, 12500, SAMPLE_SENDER),
    refundIssuedMail(b, 12500, SAMPLE_SENDER),
    customerCancelledMail(b, 0, SAMPLE_SENDER),
    magicianCustomerCancelledMail(MAGICIAN, b, 0, "The venue closed."),
    paymentRefundedMail(b.clientEmail, b.clientName, 12500, true, SAMPLE_SENDER),
    magicianRefundMail(MAGICIAN, { intentId: "pi_sample", amountPence: 12500, reason: "slot taken", refundOk: true }),
    magicianRefundFailedMail(MAGICIAN, b, { amountPence: 13750, reason: "the card has expired or been cancelled" }),
    bookingMovedMail(b, PREVIOUS_SLOT, "customer"),
    magicianBookingMovedMail(MAGICIAN, b, PREVIOUS_SLOT),
    paymentReceivedMail(paid, 12500),
    magicianPaymentReceivedMail(MAGICIAN, paid, 12500),
    enquiryBookingMail({ ...b, paidPence: 0, status: "pending", paymentStatus: "pending" }),
    magicianDisputeMail(MAGICIAN, b, { amountPence: 12500, reason: "fraudulent" }),
    bookingLinkReplacedMail({ ...b, manageLinkVersion: 2 }),
    balanceChargeFailedMail(b, "Your card was declined."),
    magicianBalanceChargeFailedMail(MAGICIAN, b, "Your card was declined."),
    quoteMail({
      id: 31,
      clientName: b.clientName,
      clientEmail: b.clientEmail,
      eventType: "wedding",
      eventDate: "2027-08-21",
      expiresOn: "2027-04-30",
      lines: [
        { description: "Close-up magic during the drinks reception", amountPence: 35000 },
        { description: "Returning client", amountPence: -5000 },
      ],
      note: "Happy to move between the two rooms.",
      paymentType: "deposit",
      leadId: 12,
      linkVersion: 1,
    }),
    barWelcomeMail(BAR, RECEIPT, SAMPLE_SENDER),
    magicianBarRegisteredMail(MAGICIAN, BAR, RECEIPT),
    reviewRequestMail({ ...b, manageLinkVersion: 1 }),
    questionnaireReminderMail(
      { ...b, manageLinkVersion: 1 },
      ["What is the birthday child's name?", "Where can the magician park?"],
      "2027-06-10",
      SAMPLE_SENDER,
    ),
    magicianReviewMail(MAGICIAN, { bookingId: b.id, rating: 5, text: "Wonderful evening!", displayName: "Morag" }),
  ];
}
