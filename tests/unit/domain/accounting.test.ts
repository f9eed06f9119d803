/** @jest-environment node */
// Keeping the accounting system in step: back-off and Retry-After, a document's state, lines as sent.
import {
  MAX_SYNC_ATTEMPTS,
  accountingLines,
  documentSyncState,
  parseRetryAfter,
  poundsOf,
  syncBackoffMs,
} from "@/lib/domain/accounting";
import { priceLines } from "@/lib/domain/documents";

describe("syncBackoffMs", () => {
  it("honours the provider's Retry-After, whatever the attempt", () => {
    expect(syncBackoffMs(1, 30)).toBe(30_000);
    expect(syncBackoffMs(5, 0)).toBe(0);
    expect(syncBackoffMs(1, 0.5)).toBe(500);
  });

  it("doubles from a minute without one, at most 6 hours", () => {
    expect([1, 2, 3, 4].map((n) => syncBackoffMs(n))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(syncBackoffMs(MAX_SYNC_ATTEMPTS)).toBe(60_000 * 2 ** (MAX_SYNC_ATTEMPTS - 1));
    expect(syncBackoffMs(40)).toBe(6 * 60 * 60_000);
  });

  it("believes a Retry-After of a day at most", () => {
    expect(syncBackoffMs(1, 10 * 86_400)).toBe(86_400_000);
    expect(syncBackoffMs(2, Number.NaN)).toBe(120_000);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds or an HTTP date", () => {
    const now = new Date("2026-11-28T10:00:00Z");
    expect(parseRetryAfter("30", now)).toBe(30);
    expect(parseRetryAfter(" 5 ", now)).toBe(5);
    expect(parseRetryAfter("Sat, 28 Nov 2026 10:01:00 GMT", now)).toBe(60);
    expect(parseRetryAfter("Sat, 28 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });
});

describe("documentSyncState", () => {
  it("shows a failure first, sent when everything went, else waiting", () => {
    expect(documentSyncState([])).toEqual({ state: "not-sent", reason: null });
    expect(
      documentSyncState([
        { status: "sent", lastError: null },
        { status: "failed", lastError: "Xero: no" },
      ]),
    ).toEqual({ state: "failed", reason: "Xero: no" });
    expect(
      documentSyncState([
        { status: "sent", lastError: null },
        { status: "waiting", lastError: "Xero answered 500" },
      ]),
    ).toEqual({ state: "waiting", reason: null });
    expect(documentSyncState([{ status: "sent", lastError: null }])).toEqual({ state: "sent", reason: null });
  });
});

describe("accountingLines", () => {
  it("sends net and VAT per line, positive, a credit note's negated", () => {
    const invoice = priceLines([{ description: "Stage show", grossPence: 60000 }], true);
    expect(accountingLines("invoice", invoice)).toEqual([
      { description: "Stage show", netPence: 50000, vatPence: 10000, vatRatePercent: 20 },
    ]);
    const credit = priceLines([{ description: "Refund against SAM-2026-0001", grossPence: -15000 }], true);
    expect(accountingLines("credit-note", credit)).toEqual([
      { description: "Refund against SAM-2026-0001", netPence: 12500, vatPence: 2500, vatRatePercent: 20 },
    ]);
    const receipt = priceLines([{ description: "Close-up", grossPence: 27500 }], false);
    expect(accountingLines("receipt", receipt)[0]).toMatchObject({ netPence: 27500, vatPence: 0, vatRatePercent: 0 });
  });

  it("turns pence into pounds exactly", () => {
    expect([poundsOf(8333), poundsOf(1), poundsOf(60000), poundsOf(-15000)]).toEqual([83.33, 0.01, 600, -150]);
  });
});
