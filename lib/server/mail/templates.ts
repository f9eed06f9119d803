import "server-only";
import {
  BAR_CANCELLATION_NOTE,
  EVENT_TYPE_LABELS,
  formatGBP,
  formatIsoDateLong,
  owedPence,
  paymentTypeLabel,
  poundsToPence,
} from "@/lib/domain";
import { db, type Prisma } from "@/lib/server/db";
import { manageUrl } from "@/lib/server/manage/links";
import { buildIcs } from "./ics";
import type { OutgoingMail } from "./outbox";

type Client = typeof db | Prisma.TransactionClient;

export const SITE_NAME = "Summon a Magician";

/** The cancellation terms (spec 001 §9) as sent with every public booking confirmation. */
export const CANCELLATION_TERMS = [
  "Cancellation terms:",
  "- More than 30 days before the event: full refund, less the 50% deposit.",
  "- 14 to 30 days before the event: 50% refund of the amount paid.",
  "- Less than 14 days before the event: no refund.",
].join("\n");

export interface BookingForMail {
  id: number;
  clientName: string;
  clientEmail: string;
  eventType: string;
  eventDate: string;
  startTime: string;
  endTime: string;
  duration: string;
  guestCount: number;
  eventLocation: string;
  eventAddress: string | null;
  selectedServices: unknown;
  totalAmount: Prisma.Decimal | number | string;
  paidAmount: Prisma.Decimal | number | string;
  barCommission: Prisma.Decimal | number | string;
  paymentType: string;
  source: string;
  additionalInfo: string | null;
  /** version of the customer's booking-page link */
  manageLinkVersion?: number;
  status?: string;
  paymentStatus?: string;
}

const pence = (value: Prisma.Decimal | number | string) => poundsToPence(Number(value));

function eventLabel(type: string): string {
  return (EVENT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

function serviceLines(selected: unknown): string[] {
  if (!Array.isArray(selected)) return [];
  return selected.map((s) => {
    const o = (s ?? {}) as { title?: string; name?: string; price?: number };
    const title = o.title ?? o.name ?? "Magic Performance";
    return `- ${title}: ${formatGBP(poundsToPence(Number(o.price ?? 0)))}`;
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function toHtml(text: string): string {
  return `<div style="font-family:Georgia,serif;line-height:1.5">${text
    .split("\n\n")
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("")}</div>`;
}

/** What the mail's booking still owes (nothing once cancelled or refunded). */
function owedOf(b: BookingForMail): number {
  return owedPence({ status: b.status, paymentStatus: b.paymentStatus, totalPence: pence(b.totalAmount), paidPence: pence(b.paidAmount) });
}

function summary(b: BookingForMail): string {
  const total = pence(b.totalAmount);
  const paid = pence(b.paidAmount);
  const lines = [
    `Booking reference: #${b.id}`,
    `Event: ${eventLabel(b.eventType)}`,
    `Date: ${formatIsoDateLong(b.eventDate)}`,
    `Time: ${b.startTime} to ${b.endTime} (${b.duration} minutes)`,
    `Location: ${[b.eventLocation, b.eventAddress].filter(Boolean).join(", ")}`,
    ...(b.source === "bar-service" ? [] : [`Guests: ${b.guestCount}`]),
    "Services:",
    ...serviceLines(b.selectedServices),
    `Total: ${formatGBP(total)}`,
    `Payment: ${paymentTypeLabel(b.paymentType)}`,
    `Amount paid: ${formatGBP(paid)}`,
  ];
  const owed = owedOf(b);
  if (owed > 0) lines.push(`Balance due on the event day: ${formatGBP(owed)}`);
  return lines.join("\n");
}

/** The client's confirmation: summary, amount paid, balance due, cancellation terms and an .ics file. */
/** The event as a calendar file (.ics); the same UID everywhere, so calendars update one event. */
export function bookingCalendarFile(b: BookingForMail): string {
  return buildIcs({
    uid: `booking-${b.id}@summonamagician.co.uk`,
    eventDate: b.eventDate,
    startTime: b.startTime,
    durationMinutes: Number(b.duration) || 60,
    summary: `${SITE_NAME}: ${eventLabel(b.eventType)}`,
    description: `Booking #${b.id}`,
    location: [b.eventLocation, b.eventAddress].filter(Boolean).join(", "),
  });
}

export function bookingConfirmationMail(b: BookingForMail): OutgoingMail {
  const terms = b.source === "bar-service" ? `Cancellation terms: ${BAR_CANCELLATION_NOTE}` : CANCELLATION_TERMS;
  const text = [
    `Dear ${b.clientName},`,
    `Thank you for booking ${SITE_NAME}. Your booking is confirmed and your payment has been received.`,
    summary(b),
    terms,
    "The attached calendar file adds the event to your calendar. Reply to this e-mail if anything needs changing.",
    `Your booking page (see it, or cancel under the terms above): ${manageUrl(b.id, b.manageLinkVersion ?? 1)}`,
    `${SITE_NAME}`,
  ].join("\n\n");
  const ics = bookingCalendarFile(b);
  return {
    kind: "booking_confirmation",
    to: b.clientEmail,
    subject: `Your booking is confirmed (#${b.id})`,
    text,
    html: toHtml(text),
    attachments: [{ filename: `booking-${b.id}.ics`, content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
  };
}

export function magicianBookingMail(to: string, b: BookingForMail): OutgoingMail {
  const text = [
    `A new ${b.source === "bar-service" ? "bar service booking" : "booking"} has been paid.`,
    summary(b),
    `Client: ${b.clientName}, ${b.clientEmail}`,
    ...(pence(b.barCommission) > 0 ? [`Bar commission: ${formatGBP(pence(b.barCommission))}`] : []),
    ...(b.additionalInfo ? [`Additional information: ${b.additionalInfo}`] : []),
  ].join("\n\n");
  return { kind: "magician_booking", to, subject: `New booking #${b.id}`, text, html: toHtml(text) };
}

export function magicianLeadMail(
  to: string,
  lead: { id: number; name: string; email: string; phone: string; eventType: string; location: string | null; message: string },
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
export function customerReminderMail(b: BookingForMail & { parkingAvailable?: boolean | null }, daysBefore: number): OutgoingMail {
  const when = daysBefore === 1 ? "tomorrow" : `in ${daysBefore} days`;
  const balance = owedOf(b);
  const text = [
    `Dear ${b.clientName},`,
    `A reminder: your magic performance is ${when}, on ${formatIsoDateLong(b.eventDate)}. The magician arrives at ${b.startTime}.`,
    `Where: ${[b.eventLocation, b.eventAddress].filter(Boolean).join(", ")}` +
      (b.parkingAvailable === true ? "\nParking: available, as you told us." : b.parkingAvailable === false ? "\nParking: none at the venue, as you told us; the magician will park nearby." : ""),
    ...(balance > 0 ? [`Balance due on the day: ${formatGBP(balance)}.`] : []),
    `Your booking page (details, or cancel under the terms): ${manageUrl(b.id, b.manageLinkVersion ?? 1)}`,
    SITE_NAME,
  ].join("\n\n");
  return { kind: `customer_reminder_${daysBefore}d`, to: b.clientEmail, subject: `Reminder: your booking ${when} (#${b.id})`, text, html: toHtml(text) };
}

/** The magician's agenda for a day with bookings, at 07:00. */
export function magicianAgendaMail(to: string, date: string, bookings: (BookingForMail & { clientPhone?: string })[]): OutgoingMail {
  const lines = bookings.map((b) => {
    const balance = owedOf(b);
    return [
      `${b.startTime}–${b.endTime}  ${eventLabel(b.eventType)} for ${b.clientName} (#${b.id})`,
      `  ${[b.eventLocation, b.eventAddress].filter(Boolean).join(", ")}`,
      ...(b.clientPhone ? [`  Phone: ${b.clientPhone}`] : []),
      ...(balance > 0 ? [`  Balance to collect: ${formatGBP(balance)}`] : []),
    ].join("\n");
  });
  const text = [`Today, ${formatIsoDateLong(date)}: ${bookings.length} booking${bookings.length === 1 ? "" : "s"}.`, ...lines].join("\n\n");
  return { kind: "magician_agenda", to, subject: `Today's agenda: ${bookings.length} booking${bookings.length === 1 ? "" : "s"}`, text, html: toHtml(text) };
}

/** To the customer when the magician cancels their booking from the dashboard. */
export function magicianCancelledMail(b: BookingForMail): OutgoingMail {
  const text = [
    `Dear ${b.clientName},`,
    `We are sorry: your booking #${b.id} has been cancelled by the magician.`,
    summary(b),
    pence(b.paidAmount) > 0
      ? "Everything you paid will be refunded to your card; you will receive a separate e-mail when the refund is made."
      : "Nothing was paid, so nothing is due.",
    "Reply to this e-mail if you would like another date.",
    SITE_NAME,
  ].join("\n\n");
  return { kind: "magician_cancelled_client", to: b.clientEmail, subject: `Your booking has been cancelled (#${b.id})`, text, html: toHtml(text) };
}

/** To the customer when the magician refunds money from the dashboard. */
export function refundIssuedMail(b: BookingForMail, amountPence: number): OutgoingMail {
  const text = [
    `Dear ${b.clientName},`,
    `${formatGBP(amountPence)} has been refunded to the card you paid with for booking #${b.id}. Refunds usually reach your account within 5 to 10 working days.`,
    summary(b),
    SITE_NAME,
  ].join("\n\n");
  return { kind: "refund_issued_client", to: b.clientEmail, subject: `Refund of ${formatGBP(amountPence)} for booking #${b.id}`, text, html: toHtml(text) };
}

/** To the customer who cancelled from their booking page. */
export function customerCancelledMail(b: BookingForMail, refundPence: number): OutgoingMail {
  const text = [
    `Dear ${b.clientName},`,
    `Your booking #${b.id} has been cancelled, as you asked.`,
    summary(b),
    refundPence > 0
      ? `${formatGBP(refundPence)} is being refunded to the card you paid with; refunds usually reach your account within 5 to 10 working days.`
      : "Under the cancellation terms no refund is due.",
    SITE_NAME,
  ].join("\n\n");
  return { kind: "customer_cancelled_client", to: b.clientEmail, subject: `Your booking is cancelled (#${b.id})`, text, html: toHtml(text) };
}

export function magicianCustomerCancelledMail(to: string, b: BookingForMail, refundPence: number, reason?: string): OutgoingMail {
  const text = [
    `${b.clientName} cancelled booking #${b.id} from their booking page.`,
    summary(b),
    `Refunded under the terms: ${formatGBP(refundPence)}`,
    ...(reason ? [`Reason given: ${reason}`] : []),
  ].join("\n\n");
  return { kind: "magician_customer_cancelled", to, subject: `Booking #${b.id} cancelled by the customer`, text, html: toHtml(text) };
}

/** Sent when a payment arrived for a slot that could no longer be booked, and was refunded. */
export function paymentRefundedMail(to: string, name: string, amountPence: number, refundOk: boolean): OutgoingMail {
  const text = [
    `Dear ${name},`,
    refundOk
      ? `Unfortunately the date and time you chose were no longer available when your payment arrived, so no booking was made and your payment of ${formatGBP(amountPence)} has been refunded in full. Refunds usually reach your account within 5 to 10 working days.`
      : `Unfortunately the date and time you chose were no longer available when your payment arrived, so no booking was made. Your payment of ${formatGBP(amountPence)} will be refunded in full; the magician has been told and will contact you.`,
    "Please choose another date on our website, or reply to this e-mail and we will help you find one.",
    SITE_NAME,
  ].join("\n\n");
  return { kind: "payment_refunded_client", to, subject: "We could not confirm your booking", text, html: toHtml(text) };
}

export function magicianRefundMail(to: string, info: { intentId: string; amountPence: number; reason: string; refundOk: boolean }): OutgoingMail {
  const text = [
    info.refundOk
      ? "A payment arrived for a slot that could no longer be booked. It was refunded automatically."
      : "A payment arrived for a slot that could no longer be booked. The AUTOMATIC REFUND FAILED: please refund it in the Stripe dashboard.",
    `Payment: ${info.intentId}\nAmount: ${formatGBP(info.amountPence)}\nReason: ${info.reason}`,
  ].join("\n\n");
  return { kind: "magician_refund", to, subject: info.refundOk ? "Payment refunded automatically" : "Action needed: refund failed", text, html: toHtml(text) };
}

/** The magician's address: the magician account's e-mail, else MAGICIAN_EMAIL. */
export async function magicianEmail(client: Client): Promise<string | null> {
  const user = await client.user.findFirst({ where: { role: "magician" }, select: { email: true }, orderBy: { id: "asc" } });
  return user?.email || process.env.MAGICIAN_EMAIL?.trim() || null;
}
