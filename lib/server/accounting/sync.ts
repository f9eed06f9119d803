import "server-only";
import { MAX_SYNC_ATTEMPTS, accountingLines, syncBackoffMs, type AccountingProviderId } from "@/lib/domain/accounting";
import { londonDateTime, londonToday } from "@/lib/domain/dates";
import type { DocumentKind } from "@/lib/domain/documents";
import { db } from "@/lib/server/db";
import { toIssuedDocument } from "@/lib/server/documents/read";
import { errorFields, log } from "@/lib/server/log";
import { connectionRow, liveConnection } from "./connection";
import { AccountingProviderError, type AccountingConnection, type AccountingProvider } from "./provider";
import { accountingProvider } from "./providers";

/**
 * The accounting-sync job: documents issued on or after the connection's send-from date are queued
 * (one item per document, keyed by its number, and one per the payment or refund it was issued for,
 * keyed by the ledger's movement id), then due items are sent in the order they were issued: a
 * document before its payment, an invoice before the credit note that credits it. Before creating
 * anything the provider is asked for a record under the same key, so a retry, a second run or a
 * reconnect to the same organisation never makes two. Nothing here runs inside a transaction: each
 * item's outcome is written on its own after the provider answered.
 */

type ItemRow = NonNullable<Awaited<ReturnType<typeof db.accountingSyncItem.findFirst>>>;
type ConnectionRow = NonNullable<Awaited<ReturnType<typeof connectionRow>>>;

/** How long a run holds an item it is sending: another run leaves it alone meanwhile. */
const CLAIM_MS = 5 * 60_000;
/** An item waiting for the record it depends on (its document, the invoice credited) is looked at again this soon. */
const DEPENDENCY_WAIT_MS = 60_000;
/** Documents queued and items sent at most per run (the rest next minute). */
const QUEUE_BATCH = 500;
const SEND_BATCH = 100;

export interface SyncRunResult {
  queued: number;
  sent: number;
  failed: number;
  deferred: number;
  /** the run stopped early: the provider asked to slow down */
  rateLimited: boolean;
  skipped?: string;
}

/**
 * Queues the documents (and their money) issued since the send-from date that have no item yet. A
 * document's money is looked for again on every run while it has no payment item: the ledger may
 * learn of it after the document was queued (a bar's registration fee is paid, and its document
 * issued, before the payment provider's own word reaches the ledger).
 */
export async function queueDocuments(row: ConnectionRow, now = new Date()): Promise<number> {
  if (!row.organisationId) return 0;
  const scope = { provider: row.provider, organisationId: row.organisationId };
  const due = { nextAttemptAt: now };
  const documents = await db.document.findMany({
    where: { issuedAt: { gte: londonDateTime(row.sendFrom) } },
    select: { number: true, movementId: true },
    orderBy: [{ year: "asc" }, { sequence: "asc" }],
  });
  if (documents.length === 0) return 0;
  const items = await db.accountingSyncItem.findMany({
    where: { ...scope, documentNumber: { in: documents.map((d) => d.number) } },
    select: { kind: true, documentNumber: true },
  });
  const queued = (kind: string) => new Set(items.filter((i) => i.kind === kind).map((i) => i.documentNumber));
  const [documentQueued, paymentQueued] = [queued("document"), queued("payment")];
  const unpaid = documents.filter((d) => !paymentQueued.has(d.number));
  if (unpaid.length === 0) return 0;
  const movements = new Set(
    (
      await db.moneyMovement.findMany({
        where: { id: { in: unpaid.map((d) => d.movementId) }, status: "succeeded", kind: { in: ["charge", "refund"] } },
        select: { id: true },
      })
    ).map((m) => m.id),
  );
  // In issue order, each document before its money: ids then give the order of sending.
  const data = unpaid
    .map((d) => [
      ...(documentQueued.has(d.number)
        ? []
        : [{ ...scope, ...due, kind: "document", key: d.number, documentNumber: d.number }]),
      ...(movements.has(d.movementId)
        ? [{ ...scope, ...due, kind: "payment", key: d.movementId, documentNumber: d.number }]
        : []),
    ])
    .filter((fresh) => fresh.length > 0)
    .slice(0, QUEUE_BATCH)
    .flat();
  if (data.length === 0) return 0;
  const created = await db.accountingSyncItem.createMany({ data, skipDuplicates: true });
  return created.count;
}

/** One run of the job: queue what is new, then send what is due. */
export async function syncAccounting(now = new Date()): Promise<SyncRunResult> {
  const result: SyncRunResult = { queued: 0, sent: 0, failed: 0, deferred: 0, rateLimited: false };
  const row = await connectionRow();
  if (!row) return { ...result, skipped: "not connected" };
  if (!row.organisationId) return { ...result, skipped: "no organisation chosen" };
  result.queued = await queueDocuments(row, now);
  const provider = accountingProvider(row.provider as AccountingProviderId);
  const due = await db.accountingSyncItem.findMany({
    where: {
      provider: row.provider,
      organisationId: row.organisationId,
      status: "waiting",
      nextAttemptAt: { lte: now },
    },
    orderBy: { id: "asc" },
    take: SEND_BATCH,
  });
  let connection: AccountingConnection | null = null;
  for (const item of due) {
    if (!(await claim(item, now))) continue;
    try {
      connection ??= await liveConnection(row, now).catch(connectionFault);
      const outcome = await sendItem(provider, connection, row, item);
      if (outcome === "deferred") {
        result.deferred += 1;
        await release(item, new Date(now.getTime() + DEPENDENCY_WAIT_MS));
      } else {
        result.sent += 1;
        await db.accountingSyncItem.update({
          where: { id: item.id },
          data: { status: "sent", remoteId: outcome.id, sentAt: now, lastError: null, nextAttemptAt: now },
        });
      }
    } catch (error) {
      const failure = await recordFailure(item, error, now);
      if (failure === "failed") result.failed += 1;
      if (error instanceof AccountingProviderError && error.options.status === 429) {
        // The limit is the organisation's: everything else waits as long as this item does.
        result.rateLimited = true;
        const until = new Date(now.getTime() + syncBackoffMs(item.attempts + 1, error.options.retryAfterSeconds));
        await db.accountingSyncItem.updateMany({
          where: {
            provider: row.provider,
            organisationId: row.organisationId,
            status: "waiting",
            nextAttemptAt: { lt: until },
          },
          data: { nextAttemptAt: until },
        });
        break;
      }
      // Without a working token nothing else can go either.
      if (connection === null) break;
    }
  }
  return result;
}

/**
 * A token that cannot be refreshed is the connection's fault, not the item's: it counts as a passing
 * fault (the item fails only when it persists), and says to connect again.
 */
function connectionFault(error: unknown): never {
  const why =
    error instanceof AccountingProviderError ? error.reason : error instanceof Error ? error.message : String(error);
  throw new AccountingProviderError(`The connection could not be renewed (${why}); connect again if this lasts.`, {
    retryable: true,
    ...(error instanceof AccountingProviderError
      ? { status: error.options.status, retryAfterSeconds: error.options.retryAfterSeconds }
      : {}),
  });
}

/** Takes the item for this run (another run that claimed it first wins). */
async function claim(item: ItemRow, now: Date): Promise<boolean> {
  const { count } = await db.accountingSyncItem.updateMany({
    where: { id: item.id, status: "waiting", nextAttemptAt: item.nextAttemptAt },
    data: { nextAttemptAt: new Date(now.getTime() + CLAIM_MS) },
  });
  return count === 1;
}

async function release(item: ItemRow, at: Date): Promise<void> {
  await db.accountingSyncItem.update({ where: { id: item.id }, data: { nextAttemptAt: at } });
}

/** A passing fault waits (Retry-After, else back-off) until its attempts run out; a refusal fails at once. */
async function recordFailure(item: ItemRow, error: unknown, now: Date): Promise<"waiting" | "failed"> {
  const providerError = error instanceof AccountingProviderError ? error : null;
  const reason = providerError?.reason ?? (error instanceof Error ? error.message : String(error));
  const retryable = providerError ? providerError.options.retryable : true;
  const attempts = item.attempts + 1;
  const failed = !retryable || attempts >= MAX_SYNC_ATTEMPTS;
  log(failed ? "warn" : "info", "accounting_sync_failed", {
    key: item.key,
    attempts,
    retryable,
    ...(providerError ? { reason } : errorFields(error)),
  });
  await db.accountingSyncItem.update({
    where: { id: item.id },
    data: {
      attempts,
      lastError: reason.slice(0, 1000),
      status: failed ? "failed" : "waiting",
      nextAttemptAt: new Date(now.getTime() + syncBackoffMs(attempts, providerError?.options.retryAfterSeconds)),
    },
  });
  return failed ? "failed" : "waiting";
}

async function sentRemoteId(row: ConnectionRow, key: string): Promise<string | null> {
  const item = await db.accountingSyncItem.findUnique({
    where: { provider_organisationId_key: { provider: row.provider, organisationId: row.organisationId!, key } },
    select: { status: true, remoteId: true },
  });
  return item?.status === "sent" ? item.remoteId : null;
}

async function sendItem(
  provider: AccountingProvider,
  connection: AccountingConnection,
  row: ConnectionRow,
  item: ItemRow,
): Promise<{ id: string } | "deferred"> {
  const documentRow = await db.document.findUnique({ where: { number: item.documentNumber } });
  if (!documentRow)
    throw new AccountingProviderError(`Document ${item.documentNumber} no longer exists.`, { retryable: false });
  const document = toIssuedDocument(documentRow);
  const date = londonToday(document.issuedAt);
  if (item.kind === "payment") {
    const documentRemoteId = await sentRemoteId(row, document.number);
    if (!documentRemoteId || !row.bankAccountId) return "deferred";
    const movement = await db.moneyMovement.findUnique({ where: { id: item.key } });
    if (!movement) throw new AccountingProviderError(`Payment ${item.key} is not in the ledger.`, { retryable: false });
    const payment = {
      reference: movement.id,
      date,
      amountPence: Math.abs(movement.amountPence),
      bankAccountId: row.bankAccountId,
      documentRemoteId,
      kind: movement.kind === "refund" ? ("refund" as const) : ("payment" as const),
    };
    return (await provider.findPayment(connection, payment)) ?? (await provider.createPayment(connection, payment));
  }
  const kind = document.kind as DocumentKind;
  let creditsRemoteId: string | undefined;
  if (kind === "credit-note" && document.creditsNumber) {
    // The invoice it credits goes first, and its payment too, when they are being sent at all (issued
    // before the send-from date, they are not): a credit note meeting an invoice still unpaid there
    // would be allocated to it, and the payment and refund that follow would no longer fit.
    if (await waitsToBeSent(row, document.creditsNumber)) return "deferred";
    creditsRemoteId = (await sentRemoteId(row, document.creditsNumber)) ?? undefined;
  }
  const existing = await provider.findDocument(connection, document.number, kind);
  if (existing) return existing;
  const contact = await provider.upsertContact(connection, {
    name: document.buyer.name,
    email: document.buyer.email,
    ...(document.buyer.address ? { address: document.buyer.address } : {}),
  });
  const lines = accountingLines(kind, document.lines);
  return provider.createDocument(connection, {
    number: document.number,
    kind,
    date,
    contactId: contact.id,
    lines,
    totalPence: Math.abs(document.amountPence),
    vatPence: Math.abs(document.vatPence),
    ...(creditsRemoteId ? { creditsRemoteId } : {}),
  });
}

/** Whether anything of a document (it, its payment) is still waiting to be sent. */
async function waitsToBeSent(row: ConnectionRow, number: string): Promise<boolean> {
  const waiting = await db.accountingSyncItem.count({
    where: { provider: row.provider, organisationId: row.organisationId!, documentNumber: number, status: "waiting" },
  });
  return waiting > 0;
}

/** The magician's "Retry" on a document: its failed items wait again, from the first attempt. */
export async function retryDocument(number: string, now = new Date()): Promise<number> {
  const row = await connectionRow();
  if (!row?.organisationId) return 0;
  const { count } = await db.accountingSyncItem.updateMany({
    where: { provider: row.provider, organisationId: row.organisationId, documentNumber: number, status: "failed" },
    data: { status: "waiting", attempts: 0, nextAttemptAt: now, lastError: null },
  });
  return count;
}
