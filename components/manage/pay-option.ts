import { formatGBP, poundsToPence } from "@/lib/domain/money";

/** What the customer pays from the booking page (POST /api/manage/{token}/balance-intent). */
export type PayKind = "balance" | "deposit" | "total";

/** One way to pay that the booking page's view offers (amount in pounds). */
export interface PayOption {
  kind: PayKind;
  amount: number;
}

const LABELS: Record<PayKind, string> = {
  balance: "Pay the balance",
  deposit: "Pay the deposit",
  total: "Pay the total",
};

export function payOptionLabel(option: PayOption): string {
  return `${LABELS[option.kind]} (${formatGBP(poundsToPence(option.amount))})`;
}
