import "server-only";
import { BAR_CANCELLATION_NOTE, formatGBP, formatIsoDateLong } from "@/lib/domain";
import { db, type Prisma } from "@/lib/server/db";
import { manageUrl } from "@/lib/server/links/booking-page";
import { getMagicianSettings, type MagicianSettings } from "@/lib/server/settings";
import {
  CANCELLATION_TERMS,
  SITE_NAME,
  bookingCalendarFile,
  calendarAttachment,
  eventLabel,
  owedOf,
  pence,
  summary,
  toHtml,
  type BookingForMail,
} from "./format";
import type { OutgoingMail } from "./outbox";
import { PAY_IN_PERSON_NOTE } from "@/lib/domain/payment-options";
import { venueLine } from "@/lib/domain/venue";

type Client = typeof db | Prisma.TransactionClient;

export { CANCELLATION_TERMS, SITE_NAME, bookingCalendarFile, type BookingForMail };

/** Who a customer's mail comes from: the magician's settings (the Settings tab). */
export type MailSender = Pick<MagicianSettings, "displayName" | "contactEmail" | "contactPhone" | "businessAddress">;

/** The sender for customer mails, read inside the transaction that queues them. */
export const mailSender = (client: Client): Promise<MailSender> => getMagicianSettings(client);

/**
 * How a customer's mail signs off: the magician's display name, business address, phone and e-mail, so the
 * customer can reach the magician (replies go to MAIL_FROM, which may be a no-reply address). Without a
 * sender, the site's name alone.
 */
export function signOff(sender?: MailSender): string {
  if (!sender) return SITE_NAME;
  return [
    sender.displayName || SITE_NAME,
    ...(sender.businessAddress ? [sender.businessAddress] : []),
    ...(sender.contactPhone ? [`Phone: ${sender.contactPhone}`] : []),
    ...(sender.contactEmail ? [`Email: ${sender.contactEmail}`] : []),
  ].join("\n");
}

export function bookingConfirmationMail(b: BookingForMail, sender?: MailSender): OutgoingMail {
  const terms = b.source === "bar-service" ? `Cancellation terms: ${BAR_CANCELLATION_NOTE}` : CANCELLATION_TERMS;
  const text = [
    `Dear ${b.clientName},`,
    `Thank you for booking ${SITE_NAME}. Your booking is confirmed and your payment has been received.`,
    summary(b),
    terms,
    "The attached calendar file adds the event to your calendar. Reply to this e-mail if anything needs changing.",
    `Your booking page (see it, pay what is due, move it or cancel under the terms above): ${manageUrl(b.id, b.manageLinkVersion ?? 1)}`,
    ...(owedOf(b) > 0 ? [PAY_IN_PERSON_NOTE] : []),
    signOff(sender),
  ].join("\n\n");
  return {
    kind: "booking_confirmation",
    to: b.clientEmail,
    subject: `Your booking is confirmed (#${b.id})`,
    text,
    html: toHtml(text),
    attachments: calendarAttachment(b),
  };
}

export function magicianBookingMail(to: string, b: BookingForMail): OutgoingMail {
  const text = [
    `A new ${b.source === "bar-service" ? "bar service booking" : "booking"} has been paid.`,
    summary(b),
    `Client: ${[b.clientName, b.clientEmail, b.clientPhone].filter(Boolean).join(", ")}`,
    ...(pence(b.barCommission) > 0 ? [`Bar commission: ${formatGBP(pence(b.barCommission))}`] : []),
    ...(b.additionalInfo ? [`Additional information: ${b.additionalInfo}`] : []),
  ].join("\n\n");
  return { kind: "magician_booking", to, subject: `New booking #${b.id}`, text, html: toHtml(text) };
}

export function magicianLeadMail(
  to: string,
  lead: {
    id: number;
    name: string;
    email: string;
    phone: string;
    eventType: string;
    location: string | null;
    message: string;
  },
): OutgoingMail {
  const text = [
    `A new enquiry (#${lead.id}) has arrived.`,
    [
      `Name: ${lead.name}`,
      `Email: ${lead.email}`,
      `Phone: ${lead.phone}`,
      `Event type: ${eventLabel(lead.eventType)}`,
      `Location: ${lead.location ?? "not given"}`,
    ].join("\n"),
    `Message:\n${lead.message}`,
  ].join("\n\n");
  return { kind: "magician_lead", to, subject: `New enquiry #${lead.id}`, text, html: toHtml(text) };
}

/** The customer's reminder, 7 days or 1 day before the event. */
export function customerReminderMail(
  b: BookingForMail & { parkingAvailable?: boolean | null },
  daysBefore: number,
  sender?: MailSender,
): OutgoingMail {
  const when = daysBefore === 1 ? "tomorrow" : `in ${daysBefore} days`;
  const balance = owedOf(b);
  const text = [
    `Dear ${b.clientName},`,
    `A reminder: your magic performance is ${when}, on ${formatIsoDateLong(b.eventDate)}. The magician arrives at ${b.startTime}.`,
    `Where: ${venueLine(b.eventLocation, b.eventAddress)}` +
      (b.parkingAvailable === true
        ? "\nParking: available, as you told us."
        : b.parkingAvailable === false
          ? "\nParking: none at the venue, as you told us; the magician will park nearby."
          : ""),
    ...(balance > 0
      ? [
          `Balance due: ${formatGBP(balance)}. Pay it now by card on your booking page (${manageUrl(b.id, b.manageLinkVersion ?? 1)}#pay-heading). ${PAY_IN_PERSON_NOTE}`,
        ]
      : []),
    `Your booking page (details, move or cancel under the terms): ${manageUrl(b.id, b.manageLinkVersion ?? 1)}`,
    signOff(sender),
  ].join("\n\n");
  return {
    kind: `customer_reminder_${daysBefore}d`,
    to: b.clientEmail,
    subject: `Reminder: your booking ${when} (#${b.id})`,
    text,
    html: toHtml(text),
  };
}

/** The magician's agenda for a day with bookings, at 07:00. */
export function magicianAgendaMail(
  to: string,
  date: string,
  bookings: (BookingForMail & { clientPhone?: string })[],
): OutgoingMail {
  const lines = bookings.map((b) => {
    const balance = owedOf(b);
    return [
      `${b.startTime}–${b.endTime}  ${eventLabel(b.eventType)} for ${b.clientName} (#${b.id})`,
      `  ${venueLine(b.eventLocation, b.eventAddress)}`,
      ...(b.clientPhone ? [`  Phone: ${b.clientPhone}`] : []),
      ...(balance > 0 ? [`  Balance to collect: ${formatGBP(balance)}`] : []),
    ].join("\n");
  });
  const text = [
    `Today, ${formatIsoDateLong(date)}: ${bookings.length} booking${bookings.length === 1 ? "" : "s"}.`,
    ...lines,
  ].join("\n\n");
  return {
    kind: "magician_agenda",
    to,
    subject: `Today's agenda: ${bookings.length} booking${bookings.length === 1 ? "" : "s"}`,
    text,
    html: toHtml(text),
  };
}

const CALENDAR_REMOVAL = "The attached calendar file takes the event out of your calendar.";

/** To the customer when the magician cancels their booking from the dashboard. */
export function magicianCancelledMail(b: BookingForMail, refundPence: number, sender?: MailSender): OutgoingMail {
  const text = [
    `Dear ${b.clientName},`,
    `We are sorry: your booking #${b.id} has been cancelled by the magician.`,
    summary(b),
    refundPence > 0
      ? `${formatGBP(refundPence)} is being refunded to the card you paid with; refunds usually reach your account within 5 to 10 working days.`
      : pence(b.paidAmount) > 0
        ? "The magician will contact you about the money you paid."
        : "Nothing was paid, so nothing is due.",
    "Reply to this e-mail if you would like another date.",
    CALENDAR_REMOVAL,
    signOff(sender),
  ].join("\n\n");
  return {
    kind: "magician_cancelled_client",
    to: b.clientEmail,
    subject: `Your booking has been cancelled (#${b.id})`,
    text,
    html: toHtml(text),
    // same UID, CANCELLED: the customer's calendar drops the event
    attachments: calendarAttachment({ ...b, status: "cancelled" }),
  };
}

/** To the customer when the magician refunds money from the dashboard. */
export function refundIssuedMail(b: BookingForMail, amountPence: number, sender?: MailSender): OutgoingMail {
  const text = [
    `Dear ${b.clientName},`,
    `${formatGBP(amountPence)} has been refunded to the card you paid with for booking #${b.id}. Refunds usually reach your account within 5 to 10 working days.`,
    summary(b),
    signOff(sender),
  ].join("\n\n");
  return {
    kind: "refund_issued_client",
    to: b.clientEmail,
    subject: `Refund of ${formatGBP(amountPence)} for booking #${b.id}`,
    text,
    html: toHtml(text),
  };
}

/** To the customer who cancelled from their booking page. */
export function customerCancelledMail(b: BookingForMail, refundPence: number, sender?: MailSender): OutgoingMail {
  const text = [
    `Dear ${b.clientName},`,
    `Your booking #${b.id} has been cancelled, as you asked.`,
    summary(b),
    refundPence > 0
      ? `${formatGBP(refundPence)} is being refunded to the card you paid with; refunds usually reach your account within 5 to 10 working days.`
      : "Under the cancellation terms no refund is due.",
    CALENDAR_REMOVAL,
    signOff(sender),
  ].join("\n\n");
  return {
    kind: "customer_cancelled_client",
    to: b.clientEmail,
    subject: `Your booking is cancelled (#${b.id})`,
    text,
    html: toHtml(text),
    // same UID, CANCELLED: the customer's calendar drops the event
    attachments: calendarAttachment({ ...b, status: "cancelled" }),
  };
}

export function magicianCustomerCancelledMail(
  to: string,
  b: BookingForMail,
  refundPence: number,
  reason?: string,
): OutgoingMail {
  const text = [
    `${b.clientName} cancelled booking #${b.id} from their booking page.`,
    summary(b),
    `Refunded under the terms: ${formatGBP(refundPence)}`,
    ...(reason ? [`Reason given: ${reason}`] : []),
  ].join("\n\n");
  return {
    kind: "magician_customer_cancelled",
    to,
    subject: `Booking #${b.id} cancelled by the customer`,
    text,
    html: toHtml(text),
  };
}

/** Sent when a payment arrived for a slot that could no longer be booked, and was refunded. */
export function paymentRefundedMail(
  to: string,
  name: string,
  amountPence: number,
  refundOk: boolean,
  sender?: MailSender,
): OutgoingMail {
  const text = [
    `Dear ${name},`,
    refundOk
      ? `Unfortunately the date and time you chose were no longer available when your payment arrived, so no booking was made and your payment of ${formatGBP(amountPence)} has been refunded in full. Refunds usually reach your account within 5 to 10 working days.`
      : `Unfortunately the date and time you chose were no longer available when your payment arrived, so no booking was made. Your payment of ${formatGBP(amountPence)} will be refunded in full; the magician has been told and will contact you.`,
    "Please choose another date on our website, or reply to this e-mail and we will help you find one.",
    signOff(sender),
  ].join("\n\n");
  return {
    kind: "payment_refunded_client",
    to,
    subject: "We could not confirm your booking",
    text,
    html: toHtml(text),
  };
}

export function magicianRefundMail(
  to: string,
  info: { intentId: string; amountPence: number; reason: string; refundOk: boolean },
): OutgoingMail {
  const text = [
    info.refundOk
      ? "A payment arrived for a slot that could no longer be booked. It was refunded automatically."
      : "A payment arrived for a slot that could no longer be booked. The AUTOMATIC REFUND FAILED: please refund it in the Stripe dashboard.",
    `Payment: ${info.intentId}\nAmount: ${formatGBP(info.amountPence)}\nReason: ${info.reason}`,
  ].join("\n\n");
  return {
    kind: "magician_refund",
    to,
    subject: info.refundOk ? "Payment refunded automatically" : "Action needed: refund failed",
    text,
    html: toHtml(text),
  };
}

/** The magician's address for notifications: the contact e-mail of the settings (by default the account's e-mail, else MAGICIAN_EMAIL). */
export async function magicianEmail(client: Client): Promise<string | null> {
  return (await getMagicianSettings(client)).contactEmail || null;
}
