import "server-only";
import { londonToday } from "@/lib/domain/dates";
import { penceToPounds } from "@/lib/domain/money";
import { isDepositAllowed } from "@/lib/domain/notice";
import {
  canAcceptQuote,
  quotePaymentSplit,
  quoteTotalPence,
  signedNameDiffersMessage,
  signedNameMatches,
} from "@/lib/domain/quotes";
import { computeEndTime } from "@/lib/domain/time-slots";
import { postcodeFromAddress } from "@/lib/domain/travel";
import type { IntentAnswer } from "@/lib/validation/booking";
import type { QuoteAccept } from "@/lib/validation/quotes";
import { audit } from "@/lib/server/audit";
import { SLOT_MESSAGES } from "@/lib/server/availability";
import type { BookingDraft } from "@/lib/server/bookings/shared/draft";
import { PRICING_MESSAGES } from "@/lib/server/bookings/shared/pricing";
import { startCheckout } from "@/lib/server/bookings/shared/start-checkout";
import { db, runTransaction } from "@/lib/server/db";
import { AppError, badRequest } from "@/lib/server/http";
import { assertNotGone, quoteOfToken } from "./client-view";
import { openIfLapsed } from "./lapsed";
import { currentAgreement, linesOf, planOf, statusOf, type QuoteRow } from "./record";
import { resolveSlotTravel } from "@/lib/server/travel";
import { consentedAutoBalance, getAutoBalanceSettings } from "@/lib/server/settings/auto-balance";

export interface AcceptRequest {
  /** the client's address (lib/server/client-address.ts): recorded, and the checkout's hold limits */
  address: string;
  userAgent: string | null;
  now?: Date;
}

const ALREADY_ACCEPTED = "This quote has already been accepted.";
const CHANGED = "This quote has changed since you opened it. Please read it again before accepting.";

/**
 * POST /api/quote/{token}/accept: records the client's signature (name, time, address, user agent,
 * terms version, the agreement's text and SHA-256), then starts the checkout of the first payment
 * exactly as the wizard does: the booking row, awaiting payment, is the hold. Answers as
 * POST /api/create-payment-intent does. 410 for a withdrawn or expired quote; 409 accepted before,
 * changed since it was read, or a date the booking rules now refuse (with the wizard's message).
 * A refused checkout withdraws the signature again, so nothing is left half-done. Signing again
 * after a checkout lapsed replaces that checkout's acceptance (a refused checkout puts it back).
 */
export async function acceptQuote(token: string, body: QuoteAccept, req: AcceptRequest): Promise<IntentAnswer> {
  const now = req.now ?? new Date();
  const { row, lapsedBookingId } = await openIfLapsed(await quoteOfToken(token));
  const status = statusOf(row, now);
  assertNotGone(status);
  if (!canAcceptQuote(status)) throw new AppError("conflict", ALREADY_ACCEPTED, undefined, { code: "quote-accepted" });
  const agreement = currentAgreement(row, await getAutoBalanceSettings());
  if (agreement.sha256 !== body.agreementSha256)
    throw new AppError("conflict", CHANGED, undefined, { code: "quote-changed" });

  // Another name than the client's is accepted only once the signer has confirmed it.
  if (!body.confirmOtherName && !signedNameMatches(body.signedName, row.clientName)) {
    const message = signedNameDiffersMessage(body.signedName, row.clientName);
    throw new AppError("validation", message, { signedName: message }, { code: "signed-name-differs" });
  }

  const lines = linesOf(row);
  const totalPence = quoteTotalPence(lines);
  const plan = planOf(row);
  const { dueNowPence, balancePence } = quotePaymentSplit(totalPence, plan);
  if (dueNowPence < 30) throw badRequest("The amount to pay is too small.");
  assertBookingRules(row, now);

  // The signature first, claimed only from the version the client read: two acceptances, an
  // edit, or the lapsed checkout's late payment (which marks the quote paid) racing this one
  // cannot both win.
  const previous = lapsedBookingId ? await storedAcceptance(row.id) : null;
  const claimed = await db.quote.updateMany({
    where: {
      id: row.id,
      updatedAt: row.updatedAt,
      ...(lapsedBookingId
        ? { status: "accepted", bookingId: lapsedBookingId }
        : { status: { in: ["draft", "sent"] }, bookingId: null }),
    },
    data: {
      bookingId: null,
      status: "accepted",
      acceptedAt: now,
      signedName: body.signedName,
      signedIp: req.address,
      signedUserAgent: req.userAgent?.slice(0, 500) ?? null,
      termsVersion: agreement.termsVersion,
      agreementSha256: agreement.sha256,
      agreementText: agreement.text,
    },
  });
  if (claimed.count !== 1) {
    const latest = await db.quote.findUnique({ where: { id: row.id }, select: { status: true } });
    throw latest?.status === "accepted" || latest?.status === "paid"
      ? new AppError("conflict", ALREADY_ACCEPTED, undefined, { code: "quote-accepted" })
      : new AppError("conflict", CHANGED, undefined, { code: "quote-changed" });
  }

  const draft = draftOf(row, totalPence, dueNowPence);
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
      now,
    });
  } catch (error) {
    await withdrawSignature(row, previous && lapsedBookingId ? { ...previous, bookingId: lapsedBookingId } : null);
    throw asConflict(error);
  }
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

function draftOf(row: QuoteRow, totalPence: number, dueNowPence: number): BookingDraft {
  return {
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    billingAddress: row.billingAddress,
    eventLocation: row.eventLocation,
    eventAddress: row.eventAddress,
    // the postcode field; a quote made before it existed: the last postcode in its address
    eventPostcode: row.eventPostcode ?? postcodeFromAddress(row.eventAddress),
    parkingAvailable: null,
    eventType: row.eventType,
    eventDate: row.eventDate,
    startTime: row.startTime,
    endTime: computeEndTime(row.startTime, row.durationMinutes),
    guestCount: row.guestCount,
    additionalInfo: row.note,
    // The booking's services are the quote's lines as agreed (a free-text line has no service id: 0).
    selectedServices: linesOf(row).map((l) => ({
      id: l.serviceId ?? 0,
      title: l.description,
      price: penceToPounds(l.amountPence),
    })),
    durationMinutes: row.durationMinutes,
    totalPence,
    barCommissionPence: 0,
    amountDueNowPence: dueNowPence,
    paymentType: planOf(row),
    barId: null,
    // The lead is linked when the payment settles (lib/server/ledger/quote-settlement.ts), not by a hold.
    leadId: null,
    source: "quote",
    slotKind: "public",
  };
}

const ACCEPTANCE_SELECT = {
  acceptedAt: true,
  signedName: true,
  signedIp: true,
  signedUserAgent: true,
  termsVersion: true,
  agreementSha256: true,
  agreementText: true,
} as const;

type StoredAcceptance = Awaited<ReturnType<typeof storedAcceptance>>;

/** The acceptance stored with the quote (a lapsed checkout's), as signed. */
async function storedAcceptance(id: number) {
  return db.quote.findUniqueOrThrow({ where: { id }, select: ACCEPTANCE_SELECT });
}

/**
 * The checkout was refused: the quote is as it was before the client signed, the lapsed
 * checkout's acceptance (if any) linked to its booking again, for its payment may still arrive.
 */
async function withdrawSignature(
  row: QuoteRow,
  lapsed: (StoredAcceptance & { bookingId: number }) | null,
): Promise<void> {
  if (lapsed) {
    await db.quote.updateMany({
      where: { id: row.id, status: "accepted", bookingId: null },
      data: { status: "accepted", ...lapsed },
    });
    return;
  }
  await db.quote.updateMany({
    where: { id: row.id, status: "accepted", bookingId: null },
    data: {
      status: row.status,
      acceptedAt: null,
      signedName: null,
      signedIp: null,
      signedUserAgent: null,
      termsVersion: null,
      agreementSha256: null,
      agreementText: null,
    },
  });
}
