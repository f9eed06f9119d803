import "server-only";
import { cancellationTermsText } from "@/lib/domain/quotes";
import { db } from "@/lib/server/db";
import { firstManagePath } from "@/lib/server/links/booking-page";
import { getAutoBalanceSettings } from "@/lib/server/settings/auto-balance";
import { quoteAtLink } from "./acceptance";
import { openCheckoutOf } from "./open-checkout";
import { currentAgreement, offerOf, type QuoteDto, type QuoteRow } from "./record";

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
  const { row, status } = await quoteAtLink(token, now);
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
