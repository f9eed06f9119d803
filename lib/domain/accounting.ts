/**
 * Keeping the accounting system in step (pure rules; the sending is lib/server/accounting): which
 * items a document needs there, when a failed attempt is tried again, what state a document shows.
 *
 * Each issued document is one item keyed by its number, and the money movement it was issued for
 * (a payment's intent id, a refund's id) one more, sent after it: a sales invoice then the payment
 * into the bank, or a credit note then the refund paid out of it.
 */
import type { DocumentKind, DocumentLine } from "./documents";

export const ACCOUNTING_PROVIDERS = ["xero", "freeagent"] as const;
export type AccountingProviderId = (typeof ACCOUNTING_PROVIDERS)[number];

export const ACCOUNTING_PROVIDER_NAMES: Record<AccountingProviderId, string> = {
  xero: "Xero",
  freeagent: "FreeAgent",
};

export const SYNC_STATUSES = ["waiting", "sent", "failed"] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** A document's state as the magician sees it: not-sent when it predates the send-from date. */
export type DocumentSyncState = SyncStatus | "not-sent";

/** Passing faults (429, 5xx, network) are tried this many times before the item is marked failed. */
export const MAX_SYNC_ATTEMPTS = 8;
const FIRST_BACKOFF_MS = 60_000;
const LONGEST_BACKOFF_MS = 6 * 60 * 60_000;
/** A Retry-After longer than a day is not believed: the item waits a day and is tried again. */
const LONGEST_RETRY_AFTER_MS = 24 * 60 * 60_000;

/**
 * How long to wait before attempt `attempts + 1` after a passing fault: what the provider asked for
 * (Retry-After, in seconds) when it said, else 1, 2, 4 … minutes, at most 6 hours.
 */
export function syncBackoffMs(attempts: number, retryAfterSeconds?: number): number {
  if (retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0)
    return Math.min(Math.ceil(retryAfterSeconds * 1000), LONGEST_RETRY_AFTER_MS);
  const exponent = Math.max(0, attempts - 1);
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.min(exponent, 20), LONGEST_BACKOFF_MS);
}

/**
 * A Retry-After header's seconds: a whole number of seconds, or an HTTP date (then the seconds from
 * `now`). undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = new Date()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** The state of one document from its items' (the document's and its payment's): a failure shows first. */
export function documentSyncState(items: readonly { status: SyncStatus; lastError: string | null }[]): {
  state: DocumentSyncState;
  reason: string | null;
} {
  const failed = items.find((item) => item.status === "failed");
  if (failed) return { state: "failed", reason: failed.lastError };
  if (items.length === 0) return { state: "not-sent", reason: null };
  if (items.every((item) => item.status === "sent")) return { state: "sent", reason: null };
  return { state: "waiting", reason: null };
}

export interface AccountingLineOut {
  description: string;
  netPence: number;
  vatPence: number;
  vatRatePercent: number;
}

/** A document's lines as an accounting system takes them: positive amounts (a credit note's are negated). */
export function accountingLines(kind: DocumentKind, lines: readonly DocumentLine[]): AccountingLineOut[] {
  const sign = kind === "credit-note" ? -1 : 1;
  return lines.map((line) => ({
    description: line.description,
    netPence: sign * line.netPence,
    vatPence: sign * line.vatPence,
    vatRatePercent: line.vatRatePercent,
  }));
}

/** Pence as the decimal pounds accounting APIs take (12345 → 123.45). */
export function poundsOf(pence: number): number {
  return Math.round(pence) / 100;
}

/** Whether a document was issued on or after the London date the magician chose to send from. */
export function issuedOnOrAfter(issuedOn: string, sendFrom: string): boolean {
  return issuedOn >= sendFrom;
}
