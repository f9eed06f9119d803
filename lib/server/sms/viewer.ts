import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { textTransport } from "./transport";

/**
 * The development Outbox's texts: while Twilio is not configured texts only reach the sms_outbox
 * table, so the magician (and a developer) reads them there beside the e-mails. With Twilio set
 * the list does not exist: texts leave.
 */
export const TEXT_VIEW_LIMIT = 100;

export interface OutboxText {
  id: number;
  bookingId: number | null;
  kind: string;
  to: string;
  body: string;
  segments: number;
  encoding: string;
  status: string;
  sendAfter: string;
  createdAt: string;
}

export const textViewerEnabled = () => textTransport() === "outbox-only";

/** The newest texts first. */
export async function listTextOutbox(limit = TEXT_VIEW_LIMIT): Promise<OutboxText[]> {
  if (!textViewerEnabled()) throw notFound("The texts exist here only while they stay in the outbox (no Twilio).");
  const rows = await db.smsOutbox.findMany({ orderBy: { id: "desc" }, take: limit });
  return rows.map((row) => ({
    id: row.id,
    bookingId: row.bookingId,
    kind: row.kind,
    to: row.to,
    body: row.body,
    segments: row.segments,
    encoding: row.encoding,
    status: row.status,
    sendAfter: row.sendAfter.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}
