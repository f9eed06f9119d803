import "server-only";
import { BAR_COMMISSION_RATE, PARTNER_DISCOUNT_RATE } from "@/lib/domain/constants";
import { formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { siteUrl } from "@/lib/server/env";
import { signInAfterRegistrationPath } from "@/lib/validation/auth";
import { SITE_NAME, toHtml } from "./format";
import type { OutgoingMail } from "./outbox";
import { signOff, type MailSender } from "./templates";

/** E-mails about a partner bar's registration: its welcome (with the fee's receipt) and the magician's notice. */

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
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** What the fee was for, as the receipt and the magician's notice name it. */
export const REGISTRATION_FEE_ITEM = "Partner bar registration fee (one-time)";

function receiptLines(receipt: RegistrationReceipt): string {
  return [
    "Receipt",
    `${REGISTRATION_FEE_ITEM}: ${formatGBP(receipt.amountPence)}`,
    `Date paid: ${formatIsoDateLong(londonToday(receipt.paidAt))}`,
    `Payment reference: ${receipt.paymentId}`,
  ].join("\n");
}

/** To the bar once its account exists: how to sign in, what the partnership gives, and the fee's receipt. */
export function barWelcomeMail(bar: RegisteredBar, receipt: RegistrationReceipt, sender?: MailSender): OutgoingMail {
  const name = bar.barName || bar.username;
  const text = [
    `Dear ${bar.ownerName || name},`,
    `Welcome to ${SITE_NAME}: ${name} is now a partner venue. Customers who book a performance at your venue get ${percent(PARTNER_DISCOUNT_RATE)} off and no travel fee, and you earn ${percent(BAR_COMMISSION_RATE)} commission on completed bookings there.`,
    `Sign in to your dashboard with your username "${bar.username}": ${siteUrl()}${signInAfterRegistrationPath(bar.username)}`,
    receiptLines(receipt),
    "Keep this e-mail as your receipt. Reply to it if anything is wrong.",
    signOff(sender),
  ].join("\n\n");
  return {
    kind: "bar_welcome",
    to: bar.email,
    subject: `Welcome to ${SITE_NAME}: your receipt for ${formatGBP(receipt.amountPence)}`,
    text,
    html: toHtml(text),
  };
}

/** To the magician: a new partner bar has registered and paid. */
export function magicianBarRegisteredMail(to: string, bar: RegisteredBar, receipt: RegistrationReceipt): OutgoingMail {
  const text = [
    `A new partner bar has registered: ${bar.barName || bar.username}.`,
    [
      `Owner/manager: ${bar.ownerName ?? "not given"}`,
      `Address: ${bar.barAddress ?? "not given"}`,
      `Phone: ${bar.contactPhone ?? "not given"}`,
      `Email: ${bar.email}`,
      `Username: ${bar.username}`,
    ].join("\n"),
    receiptLines(receipt),
  ].join("\n\n");
  return {
    kind: "magician_bar_registered",
    to,
    subject: `New partner bar: ${bar.barName || bar.username}`,
    text,
    html: toHtml(text),
  };
}
