import "server-only";
import { cancellationTermsText, type QuoteStatus } from "@/lib/domain/quotes";
import { QUOTE_MESSAGES } from "@/lib/validation/quotes";
import { db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/http";
import { firstManagePath } from "@/lib/server/links/booking-page";
import { parseQuoteToken } from "@/lib/server/links/quote-page";
import { getAutoBalanceSettings } from "@/lib/server/settings/auto-balance";
import { openIfLapsed } from "./lapsed";
import { openCheckoutOf } from "./open-checkout";
import { QUOTE_SELECT, currentAgreement, offerOf, statusOf, type QuoteDto, type QuoteRow } from "./record";

/** The quote a genuine, current quote link names (404 otherwise: a forged or revoked link). */
export async function quoteOfToken(token: string): Promise<QuoteRow> {
  const parsed = parseQuoteToken(token);
  if (!parsed) throw notFound("Quote not found.");
  const row = await db.quote.findUnique({ where: { id: parsed.quoteId }, select: QUOTE_SELECT });
  if (!row || row.linkVersion !== parsed.version) throw notFound("Quote not found.");
  return row;
}

/** 410 for a quote that can never be accepted again. */
export function assertNotGone(status: QuoteStatus): void {
  if (status === "withdrawn")
    throw new AppError("gone", "This quote has been withdrawn. Please contact us for a new one.", undefined, {
      code: "quote-withdrawn",
    });
  if (status === "declined") throw new AppError("gone", QUOTE_MESSAGES.declined, undefined, { code: "quote-declined" });
  if (status === "expired")
    throw new AppError("gone", "This quote has expired. Please contact us for a new one.", undefined, {
      code: "quote-expired",
    });
}

/** What the client's quote page shows: the magician's view less the client's contact details and the record's bookkeeping, with the terms and the agreement. */
export interface ClientQuoteView extends Pick<
  QuoteDto,
  | "id"
  | "status"
  | "clientName"
  | "eventType"
  | "eventDate"
  | "startTime"
  | "durationMinutes"
  | "eventLocation"
  | "eventAddress"
  | "guestCount"
  | "lines"
  | "totalPence"
  | "paymentType"
  | "dueNowPence"
  | "balancePence"
  | "expiresOn"
  | "note"
> {
  termsVersion: string;
  cancellationTerms: string[];
  agreementText: string;
  agreementSha256: string;
  acceptance: { signedName: string; acceptedAt: string } | null;
  /** the booking page, once the first payment has settled; null again once its link has been replaced (it was e-mailed) */
  bookingUrl: string | null;
  /**
   * Accepted, its checkout unpaid and its hold on the date still on: the payment to continue
   * (POST /api/quote/{token}/payment answers the same checkout) until holdExpiresAt.
   */
  pendingPayment: { amountPence: number; holdExpiresAt: string } | null;
}

/** GET /api/quote/{token}: what the client reads and signs (after acceptance: what they signed). */
export async function clientQuoteView(token: string, now = new Date()): Promise<ClientQuoteView> {
  // A signature whose checkout ended unpaid no longer stands for the client, who may sign again.
  const { row } = await openIfLapsed(await quoteOfToken(token));
  const status = statusOf(row, now);
  assertNotGone(status);
  const signed = await signedAgreementOf(row);
  const agreement = signed ?? currentAgreement(row, await getAutoBalanceSettings());
  const booking =
    status === "paid" && row.bookingId
      ? await db.booking.findUnique({ where: { id: row.bookingId }, select: { id: true, manageLinkVersion: true } })
      : null;
  const open = await openCheckoutOf(row, now);
  return {
    id: row.id,
    status,
    ...offerOf(row),
    termsVersion: agreement.termsVersion,
    cancellationTerms: cancellationTermsText(agreement.termsVersion),
    agreementText: agreement.text,
    agreementSha256: agreement.sha256,
    acceptance:
      row.signedName && row.acceptedAt
        ? { signedName: row.signedName, acceptedAt: row.acceptedAt.toISOString() }
        : null,
    bookingUrl: booking ? firstManagePath(booking) : null,
    pendingPayment: open
      ? { amountPence: open.intent.amountPence, holdExpiresAt: open.holdExpiresAt.toISOString() }
      : null,
  };
}

/** The agreement as signed (stored with the acceptance), or null before acceptance. */
export async function signedAgreementOf(
  row: Pick<QuoteRow, "id" | "agreementSha256" | "termsVersion" | "acceptedAt">,
): Promise<{ text: string; sha256: string; termsVersion: string } | null> {
  if (!row.acceptedAt || !row.agreementSha256) return null;
  const stored = await db.quote.findUnique({ where: { id: row.id }, select: { agreementText: true } });
  if (!stored?.agreementText) return null;
  return { text: stored.agreementText, sha256: row.agreementSha256, termsVersion: row.termsVersion ?? "" };
}
