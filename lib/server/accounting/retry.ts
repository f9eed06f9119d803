import "server-only";
import { audit, type Actor } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { conflict } from "@/lib/server/errors";
import { documentByNumber } from "@/lib/server/documents/read";
import { connectionRow, NOT_CONNECTED } from "./connection";
import { retryDocument } from "./sync";

export const NOTHING_FAILED = "Nothing of this document failed to send.";

/** The magician's Retry: 404 for an unknown document, 409 when not connected or nothing failed. */
export async function retryAccountingDocument(actor: Actor, number: string): Promise<void> {
  await documentByNumber(number);
  const row = await connectionRow();
  if (!row?.organisationId) throw conflict(NOT_CONNECTED);
  const count = await retryDocument(number);
  if (count === 0) throw conflict(NOTHING_FAILED);
  await audit(db, actor, { action: "accounting.retry", entity: "document", entityId: number });
}
