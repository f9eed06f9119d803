import "server-only";
import { londonToday } from "@/lib/domain/dates";
import { isDepositAllowed } from "@/lib/domain/notice";
import {
  canAcceptQuote,
  quotePaymentSplit,
  quoteTotalPence,
  signedNameDiffersMessage,
  signedNameMatches,
  type QuoteStatus,
} from "@/lib/domain/quotes";
import type { IntentAnswer } from "@/lib/validation/booking";
import { QUOTE_MESSAGES, type QuoteAccept } from "@/lib/validation/quotes";
import { SMS_MESSAGES } from "@/lib/validation/sms";
import { textableNumber } from "@/lib/domain/phone";
import { audit } from "@/lib/server/audit";
import { SLOT_MESSAGES } from "@/lib/server/availability/slot-errors";
import { PRICING_MESSAGES } from "@/lib/server/bookings/shared/pricing";
import { startCheckout } from "@/lib/server/bookings/shared/start-checkout";
import { db, runTransaction } from "@/lib/server/db";
import { AppError, badRequest, notFound } from "@/lib/server/http";
import { parseQuoteToken } from "@/lib/server/links/quote-page";
import { consentedAutoBalance, getAutoBalanceSettings } from "@/lib/server/settings/auto-balance";
import { resolveSlotTravel } from "@/lib/server/travel";
import { bookingDraftOfQuote } from "./booking-draft";
import { ALREADY_ACCEPTED, CHANGED, UNSIGNED, claimSignature, storedAcceptance, withdrawSignature } from "./signature";
import { QUOTE_SELECT, currentAgreement, linesOf, planOf, statusOf, type QuoteRow } from "./record";

/**
 * The client's side of a quote, from the link to the signed checkout, in the order it happens:
 * 1. quoteAtLink: the quote the link names as the client may act on it now (a lapsed acceptance
 *    reads as not signed), with its status today; the quote page and the continued payment start here too.
 * 2. acceptQuote: the signature checked and claimed, the checkout of the first payment started (a
 *    refused one withdraws the signature), the booking linked and audited. The payment that settles
 *    it marks the quote paid, in the ledger (quote-settlement.ts).
 */

// ------------------------------------------------------------------ 1. the link

export interface QuoteAtLink {
  /** the quote as the client may act on it: a lapsed acceptance reads as not signed */
  row: QuoteRow;
  /** its status today */
  status: QuoteStatus;
  /** the booking of the lapsed acceptance still stored with the quote, else null */
  lapsedBookingId: number | null;
}

/** The quote a genuine, current quote link names, as the client may act on it now; 410 when it can never be accepted again. */
export async function quoteAtLink(token: string, now = new Date()): Promise<QuoteAtLink> {
  const parsed = parseQuoteToken(token);
  if (!parsed) throw notFound("Quote not found.");
  const stored = await db.quote.findUnique({ where: { id: parsed.quoteId }, select: QUOTE_SELECT });
  if (!stored || stored.linkVersion !== parsed.version) throw notFound("Quote not found.");
  // A signature whose checkout ended unpaid no longer stands for the client, who may sign again.
  const { row, lapsedBookingId } = await openIfLapsed(stored);
  const status = statusOf(row, now);
  if (status === "withdrawn")
    throw new AppError("gone", "This quote has been withdrawn. Please contact us for a new one.", undefined, {
      code: "quote-withdrawn",
    });
  if (status === "declined") throw new AppError("gone", QUOTE_MESSAGES.declined, undefined, { code: "quote-declined" });
  if (status === "expired")
    throw new AppError("gone", "This quote has expired. Please contact us for a new one.", undefined, {
      code: "quote-expired",
    });
  return { row, status, lapsedBookingId };
}

/**
 * An accepted quote whose checkout ended unpaid (the hold expired, or the payment could not start)
 * is open again: the client may read it and sign once more. Reading it changes nothing stored: the
 * earlier signature stays with its booking until a new signature replaces it (acceptQuote), so a
 * payment that arrives after the hold ended still confirms that booking with the agreement the
 * client signed (the settlement marks the quote paid). A live hold or a paid booking keeps the
 * acceptance as it is.
 */
async function openIfLapsed(row: QuoteRow): Promise<{ row: QuoteRow; lapsedBookingId: number | null }> {
  if (row.status !== "accepted" || !row.bookingId) return { row, lapsedBookingId: null };
  const booking = await db.booking.findUnique({
    where: { id: row.bookingId },
    select: { status: true, paidPence: true },
  });
  // Only once the hold is marked expired (the holds-expire job, or the next checkout of the date):
  // a payment still under way keeps its booking.
  const lapsed = !booking || (booking.status === "expired" && booking.paidPence === 0);
  if (!lapsed) return { row, lapsedBookingId: null };
  return {
    row: {
      ...row,
      status: row.sentAt ? "sent" : "draft",
      bookingId: null,
      ...UNSIGNED,
    },
    lapsedBookingId: row.bookingId,
  };
}

// ------------------------------------------------------------------ 2. the signature and its checkout

export interface AcceptRequest {
  /** the client's address (lib/server/client-address.ts): recorded, and the checkout's hold limits */
  address: string;
  userAgent: string | null;
  now?: Date;
}

/**
 * Records the client's signature (name, time, address, user agent, terms version, the agreement's
 * text and SHA-256), then starts the checkout of the first payment exactly as the wizard does: the
 * booking row, awaiting payment, is the hold; the answer is the wizard's checkout answer. 410 for a
 * withdrawn or expired quote; 409 accepted before, changed since it was read, or a date the booking
 * rules now refuse (with the wizard's message). A refused checkout withdraws the signature again,
 * so nothing is left half-done. Signing again after a checkout lapsed replaces that checkout's
 * acceptance (a refused checkout puts it back).
 */
export async function acceptQuote(token: string, body: QuoteAccept, req: AcceptRequest): Promise<IntentAnswer> {
  const now = req.now ?? new Date();
  const { row, status, lapsedBookingId } = await quoteAtLink(token, now);

  // Whether this signature can stand: not accepted before, the agreement as the client read it,
  // their own name (another only once the signer has confirmed it), a payable amount and date.
  if (!canAcceptQuote(status)) throw new AppError("conflict", ALREADY_ACCEPTED, undefined, { code: "quote-accepted" });
  const agreement = currentAgreement(row, await getAutoBalanceSettings());
  if (agreement.sha256 !== body.agreementSha256)
    throw new AppError("conflict", CHANGED, undefined, { code: "quote-changed" });
  if (!body.confirmOtherName && !signedNameMatches(body.signedName, row.clientName)) {
    const message = signedNameDiffersMessage(body.signedName, row.clientName);
    throw new AppError("validation", message, { signedName: message }, { code: "signed-name-differs" });
  }
  const totalPence = quoteTotalPence(linesOf(row));
  const plan = planOf(row);
  const { dueNowPence, balancePence } = quotePaymentSplit(totalPence, plan);
  if (dueNowPence < 30) throw badRequest("The amount to pay is too small.");
  assertBookingRules(row, now);
  // Texts need a UK mobile: the number is the quote's, so the tick itself carries the message.
  if (body.smsConsent && !textableNumber(row.clientPhone))
    throw new AppError(
      "validation",
      SMS_MESSAGES.quoteNotTextable,
      { smsConsent: SMS_MESSAGES.quoteNotTextable },
      { code: "sms-not-textable" },
    );

  // The signature first, claimed only from the version the client read: two acceptances, an
  // edit, or the lapsed checkout's late payment (which marks the quote paid) racing this one
  // cannot both win.
  const previous = lapsedBookingId ? await storedAcceptance(row.id) : null;
  await claimSignature(row, lapsedBookingId, {
    acceptedAt: now,
    signedName: body.signedName,
    signedIp: req.address,
    signedUserAgent: req.userAgent?.slice(0, 500) ?? null,
    termsVersion: agreement.termsVersion,
    agreementSha256: agreement.sha256,
    agreementText: agreement.text,
  });

  // The checkout of the first payment, as the wizard's; refused, the quote is as it was.
  const draft = bookingDraftOfQuote(row, totalPence, dueNowPence);
  let started;
  try {
    started = await startCheckout({
      purpose: "booking",
      draft,
      // The drives to the day's other venues, resolved before the checkout takes its locks.
      slotTravel: await resolveSlotTravel({ eventDate: draft.eventDate, postcode: draft.eventPostcode }),
      amountPence: dueNowPence,
      metadata: {
        eventType: row.eventType,
        paymentType: plan,
        duration: String(row.durationMinutes),
        quoteId: String(row.id),
        totalPence: String(totalPence),
      },
      holderAddress: req.address,
      autoBalance: await consentedAutoBalance(body.autoBalance, { paymentType: plan, balancePence }),
      smsConsent: body.smsConsent,
      now,
    });
  } catch (error) {
    await withdrawSignature(row, previous && lapsedBookingId ? { ...previous, bookingId: lapsedBookingId } : null);
    throw asConflict(error);
  }

  // The booking that holds the date belongs to the signature now.
  await runTransaction(async (tx) => {
    await tx.quote.update({ where: { id: row.id }, data: { bookingId: started.bookingId } });
    await audit(tx, null, {
      action: "quote.accept",
      entity: "quote",
      entityId: row.id,
      before: { status: row.status },
      after: { status: "accepted", bookingId: started.bookingId, agreementSha256: agreement.sha256 },
    });
  });
  return {
    clientSecret: started.clientSecret,
    paymentIntentId: started.intentId,
    amountPence: dueNowPence,
    totalPence,
    balanceDueOnDayPence: balancePence,
    bookingId: started.bookingId,
    holdExpiresAt: started.holdExpiresAt?.toISOString() ?? null,
  };
}

/** The wizard's rules that come before its checkout: no past date, a deposit only 3 weeks ahead. */
function assertBookingRules(row: QuoteRow, now: Date): void {
  const today = londonToday(now);
  if (row.eventDate < today)
    throw new AppError("conflict", SLOT_MESSAGES.dateUnavailable.error, undefined, {
      title: SLOT_MESSAGES.dateUnavailable.title,
      code: "date-past",
    });
  if (planOf(row) === "deposit" && !isDepositAllowed(row.eventDate, today)) {
    const m = PRICING_MESSAGES.depositNotAvailable;
    throw new AppError("conflict", m.error, undefined, { title: m.title, code: "deposit-not-available" });
  }
}

/**
 * A date the booking rules refuse answers 409 here whatever the wizard's status for it (400 for a
 * blocked day there): the quote was valid when made, the date is what changed.
 */
function asConflict(error: unknown): unknown {
  if (!(error instanceof AppError) || error.status !== 400) return error;
  const code = typeof error.extra?.code === "string" ? error.extra.code : "";
  if (!/^(date|time)-/.test(code)) return error;
  return new AppError("conflict", error.message, error.fieldErrors, error.extra);
}
