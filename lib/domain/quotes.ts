/**
 * Quotes the magician sends a client: priced lines (catalogue services, travel, discounts as
 * negative lines, free text), a payment plan and an expiry date. The client accepts one by typing
 * their name under an agreement text; the SHA-256 of that text is recorded with the acceptance, so
 * what the client agreed to can be proved later and a quote changed after it was read cannot be
 * accepted unseen. Pure functions, shared by the browser and the server.
 */
import { formatIsoDateLong } from "./dates";
import { formatGBP } from "./money";
import { depositPence } from "./pricing";
import { cancellationTermsOf } from "./terms";

export const QUOTE_STATUSES = ["draft", "sent", "accepted", "paid", "withdrawn", "expired"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What is stored: `expired` is never written, it is what a draft or sent quote becomes after its expiry day. */
export type StoredQuoteStatus = Exclude<QuoteStatus, "expired">;

export const QUOTE_PAYMENT_TYPES = ["full", "deposit"] as const;
export type QuotePlan = (typeof QUOTE_PAYMENT_TYPES)[number];

export interface QuoteLineItem {
  /** the catalogue service the line prices, if any */
  serviceId?: number | null;
  description: string;
  /** may be negative (a discount); never 0 */
  amountPence: number;
}

/** The quote's total: the sum of its lines, in pence. */
export function quoteTotalPence(lines: readonly Pick<QuoteLineItem, "amountPence">[]): number {
  return lines.reduce((sum, line) => sum + line.amountPence, 0);
}

/** What the client pays when accepting (the total, or the 50% deposit) and what is left for the day. */
export function quotePaymentSplit(totalPence: number, plan: QuotePlan): { dueNowPence: number; balancePence: number } {
  const dueNowPence = plan === "deposit" ? depositPence(totalPence) : totalPence;
  return { dueNowPence, balancePence: totalPence - dueNowPence };
}

/** The status the quote has today: a draft or sent quote past its expiry day (London) is expired. */
export function effectiveQuoteStatus(status: string, expiresOn: string, today: string): QuoteStatus {
  if ((status === "draft" || status === "sent") && expiresOn < today) return "expired";
  return (QUOTE_STATUSES as readonly string[]).includes(status) ? (status as QuoteStatus) : "draft";
}

/** The magician may change (or withdraw) a quote until the client has accepted it. */
export function canEditQuote(status: QuoteStatus): boolean {
  return status === "draft" || status === "sent" || status === "expired";
}

/** Only a live quote can be accepted (a draft too: the magician may hand its link over directly). */
export function canAcceptQuote(status: QuoteStatus): boolean {
  return status === "draft" || status === "sent";
}

export interface AgreementInput {
  id: number;
  clientName: string;
  eventType: string;
  eventDate: string;
  startTime: string;
  durationMinutes: number;
  eventLocation: string;
  eventAddress: string | null;
  guestCount: number;
  lines: readonly QuoteLineItem[];
  paymentType: QuotePlan;
  termsVersion: string;
}

/** The cancellation terms of a version, as sentences (the same tiers as the terms page). */
export function cancellationTermsText(termsVersion: string): string[] {
  const t = cancellationTermsOf(termsVersion);
  return [
    `More than ${t.fullRefundMinDays - 1} days before the event: full refund of what you paid, minus the deposit (50% of the booking total).`,
    `${t.halfRefundMinDays} to ${t.fullRefundMinDays - 1} days before the event: refund of 50% of what you paid.`,
    `Less than ${t.halfRefundMinDays} days before the event: no refund.`,
  ];
}

/**
 * The agreement the client signs, in one canonical form: the same quote always gives the same
 * text (and so the same hash), and any change to a line, the total, the plan, the event or the
 * terms gives another.
 */
export function agreementText(q: AgreementInput): string {
  const total = quoteTotalPence(q.lines);
  const { dueNowPence, balancePence } = quotePaymentSplit(total, q.paymentType);
  const venue = [q.eventLocation, q.eventAddress].filter(Boolean).join(", ");
  const plan =
    q.paymentType === "deposit"
      ? `A deposit of ${formatGBP(dueNowPence)} (50%) is paid now; the remaining balance of ${formatGBP(balancePence)} is paid on the event day.`
      : `The total of ${formatGBP(dueNowPence)} is paid now.`;
  return [
    `Summon a Magician: agreement for quote Q-${q.id}`,
    "",
    `Client: ${q.clientName}`,
    `Event: ${q.eventType}, ${formatIsoDateLong(q.eventDate)} (${q.eventDate}) at ${q.startTime}, ${q.durationMinutes} minutes`,
    `Venue: ${venue}`,
    `Guests: ${q.guestCount}`,
    "",
    "Lines:",
    ...q.lines.map((line) => `- ${line.description}: ${formatGBP(line.amountPence)}`),
    `Total: ${formatGBP(total)}`,
    "",
    `Payment plan: ${plan}`,
    "",
    `Cancellation terms (version ${q.termsVersion}):`,
    ...cancellationTermsText(q.termsVersion).map((line) => `- ${line}`),
    "",
    "By typing my full name I accept this quote and these terms, and agree to pay as set out above.",
  ].join("\n");
}

/** The SHA-256 of an agreement text (UTF-8), lower-case hex. Web Crypto: the same in the browser and on the server. */
export async function agreementSha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
