import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont } from "pdf-lib";
import { balanceChargeDate } from "@/lib/domain/auto-balance";
import { formatIsoDateLong, londonToday, type IsoDate } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { quotePaymentSplit, quoteTotalPence } from "@/lib/domain/quotes";
import { bookingOfToken } from "@/lib/server/bookings/shared/customer-booking";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { linesOf, planOf } from "./record";

/**
 * The signed agreement of a booking made from a quote, as a PDF for the booking page
 * (GET /api/manage/{token}/agreement.pdf): the exact text the client signed, then the acceptance
 * record (name, time, address, browser, terms version, SHA-256), and the client's consent to the
 * automatic balance when they gave it at payment (the signed text only offers it). The font is embedded (subset), so
 * the document reads the same everywhere, £ included. pdf-lib is plain JavaScript: no native code
 * and no files of its own, so it runs in route handlers and under the scripts' react-server condition.
 */

const FONT_FILE = path.join(process.cwd(), "assets/fonts/DejaVuSans.ttf");
const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const; // A4, in points
const SIZE = 10;
const LEADING = 14;

export interface SignedAgreement {
  quoteId: number;
  text: string;
  signedName: string;
  acceptedAt: Date;
  ip: string | null;
  userAgent: string | null;
  termsVersion: string | null;
  sha256: string;
  /** the consent to have the balance charged to the card, given at payment (not part of the signed text) */
  autoBalance: { consentAt: Date; balancePence: number; chargeDate: IsoDate } | null;
}

/** The signed agreement of the booking a booking-page token names: 404 for none (not from a quote, or not paid yet). */
export async function signedAgreementOfBooking(token: string): Promise<SignedAgreement> {
  const booking = await bookingOfToken(token);
  const quote = await db.quote.findUnique({
    where: { bookingId: booking.id },
    select: {
      id: true,
      status: true,
      agreementText: true,
      signedName: true,
      acceptedAt: true,
      signedIp: true,
      signedUserAgent: true,
      termsVersion: true,
      agreementSha256: true,
      lines: true,
      paymentType: true,
    },
  });
  if (
    !quote ||
    quote.status !== "paid" ||
    !quote.agreementText ||
    !quote.signedName ||
    !quote.acceptedAt ||
    !quote.agreementSha256
  )
    throw notFound("This booking has no signed agreement.");
  return {
    quoteId: quote.id,
    text: quote.agreementText,
    signedName: quote.signedName,
    acceptedAt: quote.acceptedAt,
    ip: quote.signedIp,
    userAgent: quote.signedUserAgent,
    termsVersion: quote.termsVersion,
    sha256: quote.agreementSha256,
    autoBalance:
      booking.autoBalanceConsentAt && booking.autoBalanceDaysBefore != null
        ? {
            consentAt: booking.autoBalanceConsentAt,
            balancePence: quotePaymentSplit(quoteTotalPence(linesOf(quote)), planOf(quote)).balancePence,
            chargeDate: balanceChargeDate(
              booking.eventDate,
              booking.autoBalanceDaysBefore,
              londonToday(booking.autoBalanceConsentAt),
            ),
          }
        : null,
  };
}

/** Whether the booking page should offer the agreement (a paid booking made from a quote). */
export async function hasSignedAgreement(token: string): Promise<boolean> {
  return signedAgreementOfBooking(token).then(
    () => true,
    () => false,
  );
}

/** Splits a paragraph into lines that fit the width (words longer than a line are cut). */
function wrap(paragraph: string, font: PDFFont, width: number): string[] {
  if (paragraph === "") return [""];
  const lines: string[] = [];
  let current = "";
  for (const word of paragraph.split(" ")) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, SIZE) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, SIZE) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), SIZE) > width) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  lines.push(current);
  return lines;
}

export function acceptanceLines(a: SignedAgreement): string[] {
  return [
    "Signed electronically",
    `Name typed by the client: ${a.signedName}`,
    `Accepted at: ${a.acceptedAt.toISOString()} (UTC)`,
    `Client address: ${a.ip ?? "unknown"}`,
    `Browser: ${a.userAgent ?? "unknown"}`,
    `Terms version: ${a.termsVersion ?? "unknown"}`,
    `SHA-256 of the agreement text above (UTF-8): ${a.sha256}`,
    ...(a.autoBalance
      ? [
          `Automatic balance: the client agreed on ${a.autoBalance.consentAt.toISOString()} (UTC) to have the balance of ${formatGBP(a.autoBalance.balancePence)} charged to the card on ${formatIsoDateLong(a.autoBalance.chargeDate)}.`,
        ]
      : []),
  ];
}

export async function agreementPdf(a: SignedAgreement): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`Signed agreement, quote Q-${a.quoteId}`);
  doc.setAuthor("Summon a Magician");
  doc.setCreationDate(a.acceptedAt);
  doc.setModificationDate(a.acceptedAt);
  const font = await doc.embedFont(await fs.readFile(FONT_FILE), { subset: true });
  const width = PAGE.width - 2 * PAGE.margin;
  const lines = [...a.text.split("\n"), "", ...acceptanceLines(a)].flatMap((p) => wrap(p, font, width));
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    if (y < PAGE.margin) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    if (line) page.drawText(line, { x: PAGE.margin, y, size: SIZE, font, color: rgb(0.1, 0.1, 0.1) });
    y -= LEADING;
  }
  return doc.save({ useObjectStreams: false });
}
