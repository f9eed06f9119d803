import "server-only";
import { formatGBP, formatIsoDateLong } from "@/lib/domain";
import { PAY_IN_PERSON_NOTE } from "@/lib/domain/payment-options";
import { manageUrl } from "@/lib/server/links/booking-page";
import { SITE_NAME, calendarAttachment, owedOf, summary, toHtml, type BookingForMail } from "./format";
import type { OutgoingMail } from "./outbox";

/** E-mails about a booking that changes after it was made: a move, a later payment, a booking made from an enquiry. */

export interface PreviousSlot {
  eventDate: string;
  startTime: string;
}

function linkOf(b: BookingForMail): string {
  return manageUrl(b.id, b.manageLinkVersion ?? 1);
}

const when = (slot: PreviousSlot) => `${formatIsoDateLong(slot.eventDate)} at ${slot.startTime}`;

/** To the customer when their booking moves (by them or by the magician), with the updated calendar event. */
export function bookingMovedMail(b: BookingForMail, previous: PreviousSlot, by: "customer" | "magician"): OutgoingMail {
  const text = [
    `Dear ${b.clientName},`,
    by === "customer"
      ? `Your booking #${b.id} has moved, as you asked: from ${when(previous)} to ${when(b)}.`
      : `The magician has moved your booking #${b.id} from ${when(previous)} to ${when(b)}. Reply to this e-mail if the new time does not suit you.`,
    "The price has not changed.",
    summary(b),
    "The attached calendar file updates the event in your calendar.",
    `Your booking page: ${linkOf(b)}`,
    SITE_NAME,
  ].join("\n\n");
  return {
    kind: "booking_moved_client",
    to: b.clientEmail,
    subject: `Your booking has moved (#${b.id})`,
    text,
    html: toHtml(text),
    attachments: calendarAttachment(b),
  };
}

/** To the magician when a customer moves their booking from its page. */
export function magicianBookingMovedMail(to: string, b: BookingForMail, previous: PreviousSlot): OutgoingMail {
  const text = [
    `${b.clientName} moved booking #${b.id} from ${when(previous)} to ${when(b)} from their booking page.`,
    summary(b),
  ].join("\n\n");
  return {
    kind: "booking_moved_magician",
    to,
    subject: `Booking #${b.id} moved to ${formatIsoDateLong(b.eventDate)}`,
    text,
    html: toHtml(text),
    attachments: calendarAttachment(b),
  };
}

/** The customer's receipt for a payment made from the booking page. */
export function paymentReceivedMail(b: BookingForMail, amountPence: number): OutgoingMail {
  const owed = owedOf(b);
  const text = [
    `Dear ${b.clientName},`,
    `Thank you: we have received ${formatGBP(amountPence)} for booking #${b.id}.`,
    owed > 0
      ? `${formatGBP(owed)} remains, which you can pay from your booking page. ${PAY_IN_PERSON_NOTE}`
      : "Your booking is now paid in full.",
    summary(b),
    `Your booking page: ${linkOf(b)}`,
    SITE_NAME,
  ].join("\n\n");
  return {
    kind: "payment_received_client",
    to: b.clientEmail,
    subject: `Payment received for booking #${b.id}`,
    text,
    html: toHtml(text),
  };
}

export function magicianPaymentReceivedMail(to: string, b: BookingForMail, amountPence: number): OutgoingMail {
  const text = [
    `${b.clientName} paid ${formatGBP(amountPence)} for booking #${b.id} from their booking page.`,
    summary(b),
  ].join("\n\n");
  return {
    kind: "payment_received_magician",
    to,
    subject: `Payment of ${formatGBP(amountPence)} for booking #${b.id}`,
    text,
    html: toHtml(text),
  };
}

/** To the customer of a booking the magician made from their enquiry: what was agreed and how to pay. */
export function enquiryBookingMail(b: BookingForMail): OutgoingMail {
  const text = [
    `Dear ${b.clientName},`,
    `Following your enquiry, the magician has reserved ${formatIsoDateLong(b.eventDate)} at ${b.startTime} for you (booking #${b.id}).`,
    summary(b),
    `See your booking and pay ${b.paymentType === "deposit" ? "the deposit or the total" : "for it"} securely by card on your booking page: ${linkOf(b)}`,
    ...(b.paymentType === "deposit" ? [PAY_IN_PERSON_NOTE] : []),
    "The attached calendar file adds the event to your calendar.",
    SITE_NAME,
  ].join("\n\n");
  return {
    kind: "enquiry_booking_client",
    to: b.clientEmail,
    subject: `Your booking is reserved (#${b.id})`,
    text,
    html: toHtml(text),
    attachments: calendarAttachment(b),
  };
}

/** To the customer when the magician replaces their booking's link: the earlier links no longer open it. */
export function bookingLinkReplacedMail(b: BookingForMail): OutgoingMail {
  const text = [
    `Dear ${b.clientName},`,
    `Here is a new link to your booking #${b.id} on ${formatIsoDateLong(b.eventDate)} at ${b.startTime}. The links we sent you before no longer open it.`,
    `Your booking page: ${linkOf(b)}`,
    "Please keep this link to yourself: anyone who has it can see and change your booking.",
    SITE_NAME,
  ].join("\n\n");
  return {
    kind: "booking_link_client",
    to: b.clientEmail,
    subject: `A new link to your booking (#${b.id})`,
    text,
    html: toHtml(text),
  };
}

/** To the magician when a card holder disputes a payment: the bank holds the money until it decides. */
export function magicianDisputeMail(
  to: string,
  b: BookingForMail,
  info: { amountPence: number; reason: string },
): OutgoingMail {
  const text = [
    `A payment of ${formatGBP(info.amountPence)} for booking #${b.id} (${b.clientName}) has been disputed with the card holder's bank (reason: ${info.reason}).`,
    "Answer the dispute in the Stripe dashboard with the booking's details and your correspondence; the booking is marked disputed on your dashboard.",
    summary(b),
  ].join("\n\n");
  return {
    kind: "payment_disputed_magician",
    to,
    subject: `Action needed: payment disputed for booking #${b.id}`,
    text,
    html: toHtml(text),
  };
}
