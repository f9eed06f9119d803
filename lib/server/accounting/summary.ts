import "server-only";
import {
  ACCOUNTING_PROVIDERS,
  documentSyncState,
  type AccountingProviderId,
  type SyncStatus,
} from "@/lib/domain/accounting";
import { londonDateTime } from "@/lib/domain/dates";
import { db } from "@/lib/server/db";
import type { AccountingConnectionView, AccountingSummary, DocumentStates } from "@/lib/validation/answers/accounting";
import { connectionRow } from "./connection";
import { providerConfigured } from "./providers";

/*
 * What the magician sees of the sync: the connection, the counts of documents waiting and failed,
 * and each document's state. Reads only.
 */

type ConnectionRow = NonNullable<Awaited<ReturnType<typeof connectionRow>>>;

/** Each document's items (its own and its money's) in the connected organisation, by document number. */
async function itemsByDocument(row: ConnectionRow, numbers?: string[]) {
  const items = await db.accountingSyncItem.findMany({
    where: {
      provider: row.provider,
      organisationId: row.organisationId ?? "",
      ...(numbers ? { documentNumber: { in: numbers } } : {}),
    },
    select: { documentNumber: true, status: true, lastError: true },
  });
  const byDocument = new Map<string, { status: SyncStatus; lastError: string | null }[]>();
  for (const item of items) {
    const list = byDocument.get(item.documentNumber) ?? [];
    list.push({ status: item.status as SyncStatus, lastError: item.lastError });
    byDocument.set(item.documentNumber, list);
  }
  return byDocument;
}

/** GET /api/admin/accounting. A document issued since the send-from date and not queued yet counts as waiting. */
export async function accountingSummary(): Promise<AccountingSummary> {
  const row = await connectionRow();
  if (!row) return { providers: [...ACCOUNTING_PROVIDERS], connected: null, pending: 0, failed: 0 };
  const byDocument = await itemsByDocument(row);
  const eligible = await db.document.findMany({
    where: { issuedAt: { gte: londonDateTime(row.sendFrom) } },
    select: { number: true },
  });
  const numbers = new Set([...eligible.map((d) => d.number), ...byDocument.keys()]);
  let pending = 0;
  let failed = 0;
  for (const number of numbers) {
    const items = byDocument.get(number) ?? [];
    const { state } = documentSyncState(items);
    if (state === "failed") failed += 1;
    else if (state === "waiting" || items.length === 0) pending += 1;
  }
  return {
    providers: [...ACCOUNTING_PROVIDERS],
    connected: {
      provider: row.provider as AccountingProviderId,
      organisation: row.organisationName,
      since: row.connectedAt.toISOString(),
    },
    pending,
    failed,
  };
}

/** GET /api/admin/accounting/connection */
export async function connectionView(): Promise<AccountingConnectionView> {
  const configured = { xero: providerConfigured("xero"), freeagent: providerConfigured("freeagent") };
  const row = await connectionRow();
  if (!row) return { configured, connection: null };
  return {
    configured,
    connection: {
      provider: row.provider as AccountingProviderId,
      since: row.connectedAt.toISOString(),
      organisations: row.organisations as unknown as { id: string; name: string }[],
      organisation:
        row.organisationId !== null
          ? { id: row.organisationId, name: row.organisationName ?? row.organisationId }
          : null,
      bankAccount:
        row.bankAccountId !== null ? { id: row.bankAccountId, name: row.bankAccountName ?? row.bankAccountId } : null,
      sendFrom: row.sendFrom,
    },
  };
}

/** GET /api/admin/accounting/documents: the state of each document asked about (not-sent: before the send-from date, or not connected). */
export async function documentStates(numbers: string[]): Promise<DocumentStates> {
  const row = await connectionRow();
  if (!row || !row.organisationId)
    return { connected: false, documents: numbers.map((number) => ({ number, state: "not-sent", reason: null })) };
  const byDocument = await itemsByDocument(row, numbers);
  const issued = new Map(
    (await db.document.findMany({ where: { number: { in: numbers } }, select: { number: true, issuedAt: true } })).map(
      (d) => [d.number, d.issuedAt],
    ),
  );
  const from = londonDateTime(row.sendFrom);
  return {
    connected: true,
    documents: numbers.map((number) => {
      const items = byDocument.get(number) ?? [];
      const issuedAt = issued.get(number);
      if (items.length === 0)
        return { number, state: issuedAt && issuedAt >= from ? "waiting" : "not-sent", reason: null };
      return { number, ...documentSyncState(items) };
    }),
  };
}
