import "server-only";
import { eventTypeLabel } from "@/lib/domain/event-types";
import { formatGBP, formatIsoDateLong, isWithdrawn, owedPence, paymentTypeLabel } from "@/lib/domain";
import { parseSelectedServices } from "@/lib/domain/selected-services";
import { mailBody } from "./compose";
import { SITE_NAME } from "./emails/theme";
import { bookingUid, buildIcs } from "./ics";
import { venueLine } from "@/lib/domain/venue";
import { autoBalanceChargeNote, balanceChargeDate } from "@/lib/domain/auto-balance";
import { londonToday, type IsoDate } from "@/lib/domain/dates";
import { PAY_IN_PERSON_NOTE } from "@/lib/domain/payment-options";

/** What every booking e-mail shares: the booking's summary, plain text to HTML, and its calendar file. */

export { SITE_NAME };

/** How a cancellation's e-mail explains its calendar file (same UID, CANCELLED). */
export const CALENDAR_REMOVAL = "The attached calendar file takes the event out of your calendar.";

/** The cancellation refund tiers (lib/domain/cancellation.ts) as sent with every public booking confirmation. */
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
  clientPhone?: string | null;
  eventType: string;
  eventDate: string;
  startTime: string;
  endTime: string;
  duration: string;
  guestCount: number;
  eventLocation: string;
  eventAddress: string | null;
  selectedServices: unknown;
  totalPence: number;
  paidPence: number;
  barCommissionPence: number;
  paymentType: string;
  source: string;
  additionalInfo: string | null;
  /** version of the customer's booking-page link */
  manageLinkVersion?: number;
  /** iCalendar SEQUENCE of the booking's event (bumped when it moves) */
  icsSequence?: number;
  status?: string;
  paymentStatus?: string;
  /** the client's consent to have the balance charged to their card (the automatic balance) */
  autoBalanceConsentAt?: Date | null;
  autoBalanceDaysBefore?: number | null;
}

export const eventLabel = eventTypeLabel;

/**
 * The booking's stored lines: each service, then its travel line as stored ("Travel fee: £25.00",
 * "Travel (47 miles): £16.65"); none at a partner bar. Bookings made before the flat fee was stored
 * had it added by a migration, so nothing here re-derives it.
 */
function serviceAndTravelLines(b: BookingForMail): string[] {
  const stored = parseSelectedServices(b.selectedServices);
  return [
    ...stored.filter((s) => !s.travel).map((s) => `- ${s.title}: ${formatGBP(s.pricePence)}`),
    ...stored.filter((s) => s.travel).map((s) => `${s.title}: ${formatGBP(s.pricePence)}`),
  ];
}

/**
 * The HTML twin of a plain-text mail, in the branded layout (its addresses as links), for a mail
 * without a main action. A mail with one builds both parts with mailBody (./compose).
 */
export function toHtml(text: string): string {
  return mailBody(text.split("\n\n"), { preview: text.split("\n\n")[1] ?? text }).html;
}

/** What the mail's booking still owes (nothing once cancelled or refunded). */
export function owedOf(b: BookingForMail): number {
  return owedPence({
    status: b.status,
    paymentStatus: b.paymentStatus,
    totalPence: b.totalPence,
    paidPence: b.paidPence,
  });
}

/** The London day a consented automatic balance is charged (today at the earliest), or null without consent. */
export function autoBalanceChargeDateOf(b: BookingForMail, now = new Date()): IsoDate | null {
  return b.autoBalanceConsentAt && b.autoBalanceDaysBefore != null
    ? balanceChargeDate(b.eventDate, b.autoBalanceDaysBefore, londonToday(now))
    : null;
}

/** What the client is told of what they still owe: charged to their card as they agreed, or payable up to the event day. */
export function balanceNote(b: BookingForMail): string {
  const chargeOn = autoBalanceChargeDateOf(b);
  return chargeOn ? autoBalanceChargeNote(owedOf(b), chargeOn) : PAY_IN_PERSON_NOTE;
}

export function summary(b: BookingForMail): string {
  const lines = [
    `Booking reference: #${b.id}`,
    `Event: ${eventLabel(b.eventType)}`,
    `Date: ${formatIsoDateLong(b.eventDate)}`,
    `Time: ${b.startTime} to ${b.endTime} (${b.duration} minutes)`,
    `Location: ${venueLine(b.eventLocation, b.eventAddress)}`,
    ...(b.source === "bar-service" ? [] : [`Guests: ${b.guestCount}`]),
    "Services:",
    ...serviceAndTravelLines(b),
    `Total: ${formatGBP(b.totalPence)}`,
    `Payment: ${paymentTypeLabel(b.paymentType)}`,
    `Amount paid: ${formatGBP(b.paidPence)}`,
  ];
  const owed = owedOf(b);
  const chargeOn = autoBalanceChargeDateOf(b);
  if (owed > 0)
    lines.push(
      chargeOn
        ? `Balance to be charged to the card on ${formatIsoDateLong(chargeOn)}: ${formatGBP(owed)}`
        : `Balance due on the event day: ${formatGBP(owed)}`,
    );
  return lines.join("\n");
}

/**
 * The event as a calendar file (.ics); the same UID everywhere, so calendars update one event. A
 * cancelled (or refunded) booking's file says CANCELLED, one SEQUENCE on, so a calendar that has the
 * event drops it rather than keeping a performance that will not happen.
 */
export function bookingCalendarFile(b: BookingForMail): string {
  const withdrawn = isWithdrawn(b);
  return buildIcs({
    ...(withdrawn ? { status: "cancelled" as const } : {}),
    uid: bookingUid(b.id),
    eventDate: b.eventDate,
    startTime: b.startTime,
    durationMinutes: Number(b.duration) || 60,
    summary: `${SITE_NAME}: ${eventLabel(b.eventType)}`,
    description: `Booking #${b.id}`,
    location: venueLine(b.eventLocation, b.eventAddress),
    sequence: (b.icsSequence ?? 0) + (withdrawn ? 1 : 0),
  });
}

/** The event's calendar file as an e-mail attachment (see bookingCalendarFile). */
export function calendarAttachment(b: BookingForMail) {
  return [
    {
      filename: `booking-${b.id}.ics`,
      content: bookingCalendarFile(b),
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    },
  ];
}
