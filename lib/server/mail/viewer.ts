import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { mailTransport } from "./outbox";

/**
 * The development mail viewer (the dashboard's Outbox tab): while no SMTP server is configured,
 * mail only ever reaches the outbox table, so the magician (and a developer) reads it here as it
 * would be sent. With SMTP_URL set the viewer does not exist: mail leaves, and its body is dropped
 * once delivered.
 */

export const OUTBOX_VIEW_LIMIT = 100;

export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  kind: string | null;
  status: string;
  createdAt: string;
}

export interface OutboxMail extends OutboxRow {
  text: string;
  html: string | null;
  attachments: string[];
}

/** Whether the viewer exists: only while mail is outbox-only. */
export const mailViewerEnabled = () => mailTransport() === "outbox-only";

function requireViewer(): void {
  if (!mailViewerEnabled()) throw notFound("The mail viewer exists only while mail stays in the outbox (no SMTP_URL).");
}

/** The newest queued mail first. */
export async function listOutbox(limit = OUTBOX_VIEW_LIMIT): Promise<OutboxRow[]> {
  requireViewer();
  const rows = await db.emailOutbox.findMany({
    orderBy: { id: "desc" },
    take: limit,
    select: { id: true, to: true, subject: true, kind: true, status: true, createdAt: true },
  });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One mail as it would be sent: its HTML, its plain-text twin and its attachments' names. */
export async function outboxMail(id: number): Promise<OutboxMail> {
  requireViewer();
  const row = await db.emailOutbox.findUnique({ where: { id } });
  if (!row) throw notFound("No such e-mail in the outbox.");
  const attachments = Array.isArray(row.attachments)
    ? row.attachments.map((a) => String((a as { filename?: unknown } | null)?.filename ?? "attachment"))
    : [];
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    text: row.text,
    html: row.html,
    attachments,
  };
}
