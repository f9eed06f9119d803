import "server-only";
import {
  creditLines,
  documentNumber,
  documentTotals,
  documentYear,
  paymentDocumentKind,
  paymentLines,
  priceLines,
  type DocumentLine,
} from "@/lib/domain/documents";
import { eventTypeLabel } from "@/lib/domain/event-types";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { parseSelectedServices } from "@/lib/domain/selected-services";
import type { Prisma } from "@/lib/server/db";
import { log } from "@/lib/server/log";
import { getMagicianSettings } from "@/lib/server/settings";
import { toIssuedDocument } from "./read";
import type { DocumentBuyer, DocumentSeller } from "./types";

/**
 * Issuing a document, inside the transaction that records the money (the ledger's recorders, a
 * bar's registration): the number is taken from the year's counter with an upsert that returns the
 * new value under the counter row's lock, so concurrent issuers queue for it and a transaction that
 * rolls back gives its number back. One document per movement (documents.movementId is unique):
 * callers issue only for a movement their own transaction made new, and a second call finds the first.
 */

type Tx = Prisma.TransactionClient;

/** The next number of the London year of `issuedAt`; the counter row stays locked until the transaction ends. */
export async function takeNumber(tx: Tx, issuedAt: Date): Promise<{ year: number; sequence: number; number: string }> {
  const year = documentYear(issuedAt);
  const rows = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "document_counters" ("year", "last") VALUES (${year}, 1)
    ON CONFLICT ("year") DO UPDATE SET "last" = "document_counters"."last" + 1
    RETURNING "last"`;
  const sequence = Number(rows[0]!.last);
  return { year, sequence, number: documentNumber(year, sequence) };
}

async function sellerNow(tx: Tx): Promise<DocumentSeller> {
  const settings = await getMagicianSettings(tx);
  return {
    name: settings.legalName || settings.displayName,
    tradingName: settings.displayName,
    address: settings.businessAddress,
    vatNumber: settings.vatNumber,
    email: settings.contactEmail,
  };
}

interface NewDocument {
  kind: "receipt" | "invoice" | "credit-note";
  movementId: string;
  intentId: string;
  bookingId?: number | null;
  barUserId?: number | null;
  creditsNumber?: string | null;
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  lines: DocumentLine[];
  issuedAt: Date;
}

async function issue(tx: Tx, doc: NewDocument): Promise<string> {
  const existing = await tx.document.findUnique({ where: { movementId: doc.movementId }, select: { number: true } });
  if (existing) return existing.number;
  const { year, sequence, number } = await takeNumber(tx, doc.issuedAt);
  const totals = documentTotals(doc.lines);
  await tx.document.create({
    data: {
      number,
      year,
      sequence,
      kind: doc.kind,
      movementId: doc.movementId,
      intentId: doc.intentId,
      bookingId: doc.bookingId ?? null,
      barUserId: doc.barUserId ?? null,
      creditsNumber: doc.creditsNumber ?? null,
      amountPence: totals.grossPence,
      vatPence: totals.vatPence,
      issuedAt: doc.issuedAt,
      seller: doc.seller as unknown as Prisma.InputJsonObject,
      buyer: doc.buyer as unknown as Prisma.InputJsonObject,
      lines: doc.lines as unknown as Prisma.InputJsonArray,
    },
  });
  log("info", "document_issued", { number, kind: doc.kind, bookingId: doc.bookingId ?? undefined });
  return number;
}

/** The booking's stored lines (services and a travel line) as a document's lines. */
function bookingLinesOf(selectedServices: unknown): { description: string; grossPence: number }[] {
  return parseSelectedServices(selectedServices).map((s) => ({ description: s.title, grossPence: s.pricePence }));
}

/** The receipt or VAT invoice of a payment towards a booking (the charge's movement id is the intent's id). */
export async function issuePaymentDocument(
  tx: Tx,
  payment: { intentId: string; bookingId: number; amountPence: number },
  issuedAt = new Date(),
): Promise<string | null> {
  const booking = await tx.booking.findUnique({
    where: { id: payment.bookingId },
    select: {
      id: true,
      clientName: true,
      clientEmail: true,
      billingAddress: true,
      eventType: true,
      eventDate: true,
      eventLocation: true,
      totalPence: true,
      selectedServices: true,
    },
  });
  if (!booking || payment.amountPence <= 0) return null;
  const seller = await sellerNow(tx);
  const lines = paymentLines(payment.amountPence, {
    reference: `booking #${booking.id}`,
    summary: `${eventTypeLabel(booking.eventType)}, ${formatIsoDateLong(booking.eventDate)}, ${booking.eventLocation}`,
    totalPence: booking.totalPence,
    lines: bookingLinesOf(booking.selectedServices),
  });
  return issue(tx, {
    kind: paymentDocumentKind(seller.vatNumber),
    movementId: payment.intentId,
    intentId: payment.intentId,
    bookingId: booking.id,
    seller,
    buyer: {
      name: booking.clientName,
      email: booking.clientEmail,
      ...(booking.billingAddress ? { address: booking.billingAddress } : {}),
    },
    lines: priceLines(lines, Boolean(seller.vatNumber)),
    issuedAt,
  });
}

/** The receipt or VAT invoice (as the seller's VAT number makes it) of a partner bar's registration fee. */
export async function issueRegistrationDocument(
  tx: Tx,
  payment: { intentId: string; amountPence: number },
  bar: { id: number; barName: string | null; ownerName: string | null; email: string; barAddress?: string | null },
  issuedAt = new Date(),
): Promise<{ number: string; kind: "receipt" | "invoice" }> {
  const seller = await sellerNow(tx);
  const lines = [
    { description: `Partner bar registration: ${bar.barName ?? "partner bar"}`, grossPence: payment.amountPence },
  ];
  const kind = paymentDocumentKind(seller.vatNumber);
  const number = await issue(tx, {
    kind,
    movementId: payment.intentId,
    intentId: payment.intentId,
    barUserId: bar.id,
    seller,
    buyer: {
      name: [bar.barName, bar.ownerName].filter(Boolean).join(", ") || bar.email,
      email: bar.email,
      ...(bar.barAddress ? { address: bar.barAddress } : {}),
    },
    lines: priceLines(lines, Boolean(seller.vatNumber)),
    issuedAt,
  });
  return { number, kind };
}

/**
 * The credit note of a refund (or a returned excess) that has gone through, naming the document of
 * the payment it gives money back from. A payment without a document (made before documents were
 * issued) gets none: there is nothing to credit.
 */
export async function issueCreditNote(
  tx: Tx,
  refund: { id: string; intentId: string; amountPence: number; reason?: string | null },
  issuedAt = new Date(),
): Promise<string | null> {
  const row = await tx.document.findUnique({ where: { movementId: refund.intentId } });
  if (!row || row.kind === "credit-note" || refund.amountPence <= 0) return null;
  const credited = toIssuedDocument(row);
  return issue(tx, {
    kind: "credit-note",
    movementId: refund.id,
    intentId: refund.intentId,
    bookingId: credited.bookingId,
    barUserId: credited.barUserId,
    creditsNumber: credited.number,
    // The seller and buyer as on the document it corrects: a credit note amends that document.
    seller: credited.seller,
    buyer: credited.buyer,
    lines: priceLines(creditLines(refund.amountPence, credited, refund.reason), credited.kind === "invoice"),
    issuedAt,
  });
}
