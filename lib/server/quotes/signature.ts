import "server-only";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/http";
import type { QuoteRow } from "./record";

// The client's signature on a quote, as stored on its row: claimed when they sign, withdrawn when the
// checkout that should follow is refused.

export const ALREADY_ACCEPTED = "This quote has already been accepted.";
export const CHANGED = "This quote has changed since you opened it. Please read it again before accepting.";

/** A quote's signature fields as they are before anyone signs. */
export const UNSIGNED = {
  acceptedAt: null,
  signedName: null,
  signedIp: null,
  signedUserAgent: null,
  termsVersion: null,
  agreementSha256: null,
} as const;

const ACCEPTANCE_SELECT = {
  acceptedAt: true,
  signedName: true,
  signedIp: true,
  signedUserAgent: true,
  termsVersion: true,
  agreementSha256: true,
  agreementText: true,
} as const;

export type StoredAcceptance = Awaited<ReturnType<typeof storedAcceptance>>;

/** The acceptance stored with the quote (a lapsed checkout's), as signed. */
export async function storedAcceptance(id: number) {
  return db.quote.findUniqueOrThrow({ where: { id }, select: ACCEPTANCE_SELECT });
}

/**
 * Stores the signature on the quote as the client read it (its updatedAt), not yet linked to a
 * booking; a lapsed checkout's acceptance is replaced only while it is still that checkout's.
 * 409 when another acceptance, an edit or a payment came first.
 */
export async function claimSignature(
  row: QuoteRow,
  lapsedBookingId: number | null,
  signature: StoredAcceptance,
): Promise<void> {
  const claimed = await db.quote.updateMany({
    where: {
      id: row.id,
      updatedAt: row.updatedAt,
      ...(lapsedBookingId
        ? { status: "accepted", bookingId: lapsedBookingId }
        : { status: { in: ["draft", "sent"] }, bookingId: null }),
    },
    data: { bookingId: null, status: "accepted", ...signature },
  });
  if (claimed.count === 1) return;
  const latest = await db.quote.findUnique({ where: { id: row.id }, select: { status: true } });
  throw latest?.status === "accepted" || latest?.status === "paid"
    ? new AppError("conflict", ALREADY_ACCEPTED, undefined, { code: "quote-accepted" })
    : new AppError("conflict", CHANGED, undefined, { code: "quote-changed" });
}

/**
 * The checkout was refused: the quote is as it was before the client signed, the lapsed
 * checkout's acceptance (if any) linked to its booking again, for its payment may still arrive.
 */
export async function withdrawSignature(
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
    data: { status: row.status, ...UNSIGNED, agreementText: null },
  });
}
