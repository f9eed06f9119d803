/**
 * Quotes the magician sends a client: priced lines (catalogue services, travel, discounts as
 * negative lines, free text), a payment plan and an expiry date. The client accepts one by typing
 * their name under an agreement text; the SHA-256 of that text is recorded with the acceptance, so
 * what the client agreed to can be proved later and a quote changed after it was read cannot be
 * accepted unseen. Pure functions, shared by the browser and the server.
 */
import { balanceDueDate } from "./auto-balance";
import { formatIsoDateLong } from "./dates";
import { formatGBP } from "./money";
import { depositPence } from "./pricing";
import { cancellationTermsOf } from "./terms";

export const QUOTE_STATUSES = ["draft", "sent", "accepted", "paid", "withdrawn", "declined", "expired"] as const;
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
/** A name as compared for a signature: case, accents, punctuation and spacing aside. */
function comparableName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Whether the name typed to sign is the name the quote is for, case, accents and punctuation aside;
 * a fuller or shorter form of it counts ("Morag" signing as "Morag Campbell"): every word of the
 * shorter name is in the longer one.
 */
export function signedNameMatches(signedName: string, clientName: string): boolean {
  const signed = comparableName(signedName).split(" ").filter(Boolean);
  const client = comparableName(clientName).split(" ").filter(Boolean);
  if (signed.length === 0 || client.length === 0) return false;
  const [shorter, longer] = signed.length <= client.length ? [signed, client] : [client, signed];
  return shorter.every((word) => longer.includes(word));
}

/** The question asked when the typed name is another than the client's. */
export function signedNameDiffersMessage(signedName: string, clientName: string): string {
  return `You signed as ${signedName.trim()} but the quote is for ${clientName.trim()}. Sign anyway?`;
}

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
  /**
   * The magician's automatic balance days when it is on: the client may then choose, at payment,
   * to have the balance charged to the card. The tick is not part of the agreement (the same text
   * is signed either way); the offer is.
   */
  autoBalanceDaysBefore?: number | null;
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
  const deposit = `A deposit of ${formatGBP(dueNowPence)} (50%) is paid now; the remaining balance of ${formatGBP(balancePence)}`;
  const plan =
    q.paymentType !== "deposit"
      ? `The total of ${formatGBP(dueNowPence)} is paid now.`
      : q.autoBalanceDaysBefore != null && balancePence > 0
        ? `${deposit} is paid on the event day or, if the client chooses so at payment, charged to the card used on ${formatIsoDateLong(balanceDueDate(q.eventDate, q.autoBalanceDaysBefore))} (or on the day of payment if that date has passed).`
        : `${deposit} is paid on the event day.`;
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

/**
 * The SHA-256 of an agreement text (UTF-8), lower-case hex. Written out here (FIPS 180-4) rather
 * than taken from node:crypto or Web Crypto, so the same synchronous function runs in the browser,
 * on the server and in the unit tests' DOM environment.
 */
export function agreementSha256(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const bitLength = bytes.length * 8;
  const padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = (h[i]! + v) >>> 0));
  }
  return h.map((v) => v.toString(16).padStart(8, "0")).join("");
}

const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
];
