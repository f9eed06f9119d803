import "server-only";
import { BAR_COMMISSION_RATE, PARTNER_DISCOUNT_RATE } from "@/lib/domain/constants";
import { formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { DOCUMENT_TITLES } from "@/lib/domain/documents";
import { formatGBP } from "@/lib/domain/money";
import { siteUrl } from "@/lib/server/env";
import { signInAfterRegistrationPath } from "@/lib/validation/auth";
import { mailBody } from "../compose";
import { SITE_NAME } from "../format";
import { documentAttachments } from "@/lib/server/documents/attachments";
import type { OutgoingMail } from "../outbox";
import { signOff, type MailSender } from "../sender";

/** A partner bar as its registration e-mails name it. */
export interface RegisteredBar {
  username: string;
  email: string;
  barName: string | null;
  ownerName: string | null;
  barAddress: string | null;
  contactPhone: string | null;
}

/** The registration fee as paid: amount, when, and the payment's reference. */
export interface RegistrationReceipt {
  amountPence: number;
  paidAt: Date;
  paymentId: string;
  /** its receipt or VAT invoice, attached to the bar's welcome */
  documentNumber?: string;
  /** which of the two it is (a VAT invoice while the magician has a VAT number); a receipt when not given */
  documentKind?: "receipt" | "invoice";
}

/** "Receipt" or "VAT invoice": what the fee's document is, as its PDF is titled. */
export function registrationDocumentTitle(receipt: RegistrationReceipt): string {
  return DOCUMENT_TITLES[receipt.documentKind ?? "receipt"];
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** What the fee was for, as the receipt and the magician's notice name it. */
export const REGISTRATION_FEE_ITEM = "Partner bar registration fee (one-time)";

/** The fee's receipt or VAT invoice, in the bar's welcome and the magician's notice. */
export function receiptLines(receipt: RegistrationReceipt): string {
  return [
    registrationDocumentTitle(receipt),
    `${REGISTRATION_FEE_ITEM}: ${formatGBP(receipt.amountPence)}`,
    `Date paid: ${formatIsoDateLong(londonToday(receipt.paidAt))}`,
    `Payment reference: ${receipt.paymentId}`,
    ...(receipt.documentNumber ? [`Document number: ${receipt.documentNumber}`] : []),
  ].join("\n");
}

/** To the bar once its account exists: how to sign in, what the partnership gives, and the fee's receipt or VAT invoice. */
export function barWelcomeMail(bar: RegisteredBar, receipt: RegistrationReceipt, sender?: MailSender): OutgoingMail {
  const name = bar.barName || bar.username;
  // "your receipt", "your VAT invoice": the document as named in a sentence
  const document = receipt.documentKind === "invoice" ? "VAT invoice" : "receipt";
  const signIn = `${siteUrl()}${signInAfterRegistrationPath(bar.username)}`;
  const blocks = [
    `Dear ${bar.ownerName || name},`,
    `Welcome to ${SITE_NAME}: ${name} is now a partner venue. Customers who book a performance at your venue get ${percent(PARTNER_DISCOUNT_RATE)} off and no travel fee, and you earn ${percent(BAR_COMMISSION_RATE)} commission on completed bookings there.`,
    `Sign in to your dashboard with your username "${bar.username}": ${signIn}`,
    receiptLines(receipt),
    receipt.documentNumber
      ? `Your ${document} ${receipt.documentNumber} is attached as a PDF; you can download it again from your dashboard. Reply to this e-mail if anything is wrong.`
      : "Keep this e-mail as your receipt. Reply to it if anything is wrong.",
    signOff(sender),
  ];
  return {
    kind: "bar_welcome",
    to: bar.email,
    subject: `Welcome to ${SITE_NAME}: your ${document} for ${formatGBP(receipt.amountPence)}`,
    ...mailBody(blocks, { preview: blocks[1]!, action: { label: "Sign in to your dashboard", href: signIn } }),
    ...(receipt.documentNumber ? { attachments: documentAttachments([receipt.documentNumber]) } : {}),
  };
}
