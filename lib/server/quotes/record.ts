import "server-only";
import { autoBalanceOffered, type AutoBalanceSettings } from "@/lib/domain/auto-balance";
import { londonToday } from "@/lib/domain/dates";
import {
  agreementSha256,
  agreementText,
  effectiveQuoteStatus,
  quotePaymentSplit,
  quoteTotalPence,
  type QuoteLineItem,
  type QuotePlan,
  type QuoteStatus,
} from "@/lib/domain/quotes";
import { holdLabel } from "@/lib/domain/pencil-holds";
import { CURRENT_TERMS_VERSION } from "@/lib/domain/terms";
import { db, type Prisma } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { quotePath } from "@/lib/server/links/quote-page";

/** A quote as stored, read the same way by every verb of this folder. */

export const QUOTE_SELECT = {
  id: true,
  leadId: true,
  clientName: true,
  clientEmail: true,
  clientPhone: true,
  billingAddress: true,
  eventType: true,
  eventDate: true,
  startTime: true,
  durationMinutes: true,
  eventLocation: true,
  eventAddress: true,
  eventPostcode: true,
  guestCount: true,
  lines: true,
  paymentType: true,
  expiresOn: true,
  note: true,
  status: true,
  linkVersion: true,
  sentAt: true,
  acceptedAt: true,
  signedName: true,
  signedIp: true,
  signedUserAgent: true,
  termsVersion: true,
  agreementSha256: true,
  bookingId: true,
  paidAt: true,
  createdAt: true,
  updatedAt: true,
  hold: { select: { placedAt: true, endedAt: true } },
} as const satisfies Prisma.QuoteSelect;

export type QuoteRow = Prisma.QuoteGetPayload<{ select: typeof QUOTE_SELECT }>;

/** The stored lines JSON as line items (anything malformed is left out rather than trusted). */
export function linesOf(row: Pick<QuoteRow, "lines">): QuoteLineItem[] {
  if (!Array.isArray(row.lines)) return [];
  return (row.lines as Record<string, unknown>[]).flatMap((line) =>
    line && typeof line.description === "string" && Number.isInteger(line.amountPence)
      ? [
          {
            serviceId: typeof line.serviceId === "number" ? line.serviceId : null,
            description: line.description,
            amountPence: line.amountPence as number,
          },
        ]
      : [],
  );
}

export function planOf(row: Pick<QuoteRow, "paymentType">): QuotePlan {
  return row.paymentType === "deposit" ? "deposit" : "full";
}

export function statusOf(row: Pick<QuoteRow, "status" | "expiresOn">, now = new Date()): QuoteStatus {
  return effectiveQuoteStatus(row.status, row.expiresOn, londonToday(now));
}

/**
 * What the quote offers: the client's name, the event, the lines, the total and the plan. The
 * magician's view, the client's view and the agreement all read it from here.
 */
export function offerOf(row: QuoteRow) {
  const lines = linesOf(row);
  const totalPence = quoteTotalPence(lines);
  const paymentType = planOf(row);
  return {
    clientName: row.clientName,
    eventType: row.eventType,
    eventDate: row.eventDate,
    startTime: row.startTime,
    durationMinutes: row.durationMinutes,
    eventLocation: row.eventLocation,
    eventAddress: row.eventAddress,
    eventPostcode: row.eventPostcode,
    guestCount: row.guestCount,
    lines,
    totalPence,
    paymentType,
    ...quotePaymentSplit(totalPence, paymentType),
    expiresOn: row.expiresOn,
    note: row.note,
  };
}

/**
 * The agreement the client would sign now (the current terms, and the automatic balance when the
 * magician offers it for this plan), and its hash.
 */
export function currentAgreement(
  row: QuoteRow,
  autoBalance: AutoBalanceSettings,
): { text: string; sha256: string; termsVersion: string } {
  const offer = offerOf(row);
  const text = agreementText({
    id: row.id,
    ...offer,
    termsVersion: CURRENT_TERMS_VERSION,
    autoBalanceDaysBefore: autoBalanceOffered(autoBalance, offer) ? autoBalance.daysBefore : null,
  });
  return { text, sha256: agreementSha256(text), termsVersion: CURRENT_TERMS_VERSION };
}

export interface QuoteDto {
  id: number;
  leadId: number | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  billingAddress: string | null;
  eventType: string;
  eventDate: string;
  startTime: string;
  durationMinutes: number;
  eventLocation: string;
  eventAddress: string | null;
  /** the venue's postcode as entered; null: not given */
  eventPostcode: string | null;
  guestCount: number;
  lines: QuoteLineItem[];
  totalPence: number;
  dueNowPence: number;
  balancePence: number;
  paymentType: QuotePlan;
  expiresOn: string;
  note: string | null;
  status: QuoteStatus;
  /** the client's link (relative to the site) */
  quoteUrl: string;
  sentAt: string | null;
  bookingId: number | null;
  acceptance: {
    signedName: string;
    acceptedAt: string;
    ip: string | null;
    userAgent: string | null;
    termsVersion: string | null;
    agreementSha256: string | null;
  } | null;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** "Hold the date until the quote expires" */
  holdDate: boolean;
  /** the hold in place now (sent, not ended): its rank among overlapping holds and its label, "Held (1st)" */
  hold: { rank: number; label: string } | null;
}

/** The magician's view of a quote; `holdRank`: its hold's rank when it holds its date now (./hold-ranks.ts). */
export function toQuoteDto(row: QuoteRow, now = new Date(), holdRank?: number | null): QuoteDto {
  const status = statusOf(row, now);
  return {
    id: row.id,
    leadId: row.leadId,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    billingAddress: row.billingAddress,
    ...offerOf(row),
    status,
    quoteUrl: quotePath(row.id, row.linkVersion),
    sentAt: row.sentAt?.toISOString() ?? null,
    bookingId: row.bookingId,
    acceptance:
      row.acceptedAt && row.signedName
        ? {
            signedName: row.signedName,
            acceptedAt: row.acceptedAt.toISOString(),
            ip: row.signedIp,
            userAgent: row.signedUserAgent,
            termsVersion: row.termsVersion,
            agreementSha256: row.agreementSha256,
          }
        : null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    holdDate: !!row.hold,
    hold: holdRank && status === "sent" ? { rank: holdRank, label: holdLabel(holdRank) } : null,
  };
}

export async function loadQuote(id: number): Promise<QuoteRow> {
  const row = await db.quote.findUnique({ where: { id }, select: QUOTE_SELECT });
  if (!row) throw notFound("Quote not found.");
  return row;
}

/** The quote's row locked for the rest of the transaction (two tabs, or an edit racing an acceptance). */
export async function lockQuote(tx: Prisma.TransactionClient, id: number): Promise<QuoteRow> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "quotes" WHERE "id" = ${id} FOR UPDATE`;
  if (locked.length === 0) throw notFound("Quote not found.");
  return tx.quote.findUniqueOrThrow({ where: { id }, select: QUOTE_SELECT });
}
