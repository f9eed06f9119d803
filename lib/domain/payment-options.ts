/**
 * What a customer can pay from their booking page. A deposit booking pays its balance (paying in
 * person on the day stays possible); a booking the magician made from an enquiry, still unpaid,
 * pays its deposit (when deposits are allowed for its date and it was agreed) or its total.
 * Nothing is payable once the booking is withdrawn, finished, or its day has passed.
 */
import { isListed, owedPence, stateOf } from "./booking-status";
import type { IsoDate } from "./dates";
import { isDepositAllowed } from "./notice";
import { depositPence } from "./pricing";

/**
 * Said wherever the balance is offered by card: paying it in person on the day, as the customer
 * agreed when choosing the deposit, is still fine.
 */
export const PAY_IN_PERSON_NOTE = "You can still pay the remaining balance in person on the event day.";

export type PaymentOptionKind = "balance" | "deposit" | "total";

export interface PaymentOption {
  kind: PaymentOptionKind;
  amountPence: number;
}

export interface PayableBooking {
  status: string;
  paymentStatus: string;
  paymentType: string;
  /** public | bar-service | lead */
  source: string;
  eventDate: IsoDate;
  totalPence: number;
  paidPence: number;
}

export function paymentOptions(b: PayableBooking, today: IsoDate): PaymentOption[] {
  const state = stateOf(b.status);
  if (!isListed(b.status) || state === "completed" || b.eventDate < today) return [];
  const owed = owedPence(b);
  if (owed <= 0) return [];
  if (b.paidPence > 0) return [{ kind: "balance", amountPence: owed }];
  // Unpaid and listed: a booking made from an enquiry, or a checkout whose payment is still
  // processing (which must not be paid twice).
  if (b.source !== "lead") return [];
  const options: PaymentOption[] = [];
  if (b.paymentType === "deposit" && isDepositAllowed(b.eventDate, today))
    options.push({ kind: "deposit", amountPence: depositPence(b.totalPence) });
  options.push({ kind: "total", amountPence: owed });
  return options;
}

/** The option of that kind, or null when it is not payable now. */
export function paymentOptionOf(b: PayableBooking, kind: PaymentOptionKind, today: IsoDate): PaymentOption | null {
  return paymentOptions(b, today).find((o) => o.kind === kind) ?? null;
}
