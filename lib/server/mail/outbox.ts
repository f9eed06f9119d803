import "server-only";
import type { Transporter } from "nodemailer";
import { Prisma, db } from "@/lib/server/db";
import { assertOutsideTransaction } from "@/lib/server/db/transaction-scope";
import { env } from "@/lib/server/env";
import { errorFields, log } from "@/lib/server/log";
import type { DocumentAttachment } from "@/lib/server/documents/types";

/**
 * E-mail goes through the email_outbox table: writers queue rows inside their own transaction
 * (so a mail exists exactly when the booking or lead does), and deliverPending() sends them with
 * nodemailer when SMTP_URL is set. Without SMTP_URL mail stays in the outbox and is logged. A
 * failing mail server never fails the write that queued the mail; failed sends are retried with
 * back-off (after writes, and by `scripts/deliver-mail.ts`), and given up after MAX_ATTEMPTS.
 */

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * A receipt, invoice or credit note named by its number: the outbox keeps the number, and the PDF is
 * made when the mail is sent (outside the transaction that queued it, and from what the document
 * kept, so it is the same file the booking page offers).
 */
export type { DocumentAttachment };

export type OutgoingAttachment = MailAttachment | DocumentAttachment;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutgoingAttachment[];
  /** what kind of e-mail (for logs, never with the address or content, and the development mail viewer) */
  kind: string;
}

export const MAX_ATTEMPTS = 8;
const CLAIM_MS = 5 * 60_000;

type Client = typeof db | Prisma.TransactionClient;

/** How mail leaves this server: over SMTP, or kept in the outbox (development, tests). */
export function mailTransport(): "smtp" | "outbox-only" {
  return smtpUrl() ? "smtp" : "outbox-only";
}

function smtpUrl(): string | undefined {
  return env().SMTP_URL;
}

function mailFrom(): string {
  return env().MAIL_FROM;
}

export async function queueMail(client: Client, mail: OutgoingMail): Promise<number> {
  const row = await client.emailOutbox.create({
    data: {
      to: mail.to,
      subject: mail.subject,
      kind: mail.kind,
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments ? (mail.attachments as unknown as Prisma.InputJsonArray) : undefined,
    },
    select: { id: true },
  });
  log("info", "mail_queued", { mailId: row.id, kind: mail.kind, delivery: smtpUrl() ? "smtp" : "outbox-only" });
  return row.id;
}

let transport: { url: string; transporter: Transporter } | undefined;

async function getTransport(url: string): Promise<Transporter> {
  if (transport?.url === url) return transport.transporter;
  const nodemailer = await import("nodemailer");
  const transporter = nodemailer.createTransport(url);
  transport = { url, transporter };
  return transporter;
}

/** Back-off after the n-th failed attempt: 1, 4, 9, … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(attempts * attempts, 60) * 60_000;
}

/**
 * Sends due mail. Several instances may run it at once: each row is claimed with a
 * compare-and-set on sendAfter before it is sent. Returns how many were sent and failed.
 */
export async function deliverPending(
  opts: { limit?: number; now?: Date } = {},
): Promise<{ sent: number; failed: number; skipped: boolean }> {
  const url = smtpUrl();
  if (!url) return { sent: 0, failed: 0, skipped: true };
  assertOutsideTransaction("Sending e-mail");
  const now = opts.now ?? new Date();
  const due = await db.emailOutbox.findMany({
    where: { status: "pending", sendAfter: { lte: now } },
    orderBy: { id: "asc" },
    take: opts.limit ?? 20,
  });
  let sent = 0;
  let failed = 0;
  for (const mail of due) {
    const claimed = await db.emailOutbox.updateMany({
      where: { id: mail.id, status: "pending", sendAfter: mail.sendAfter },
      data: { sendAfter: new Date(now.getTime() + CLAIM_MS), attempts: { increment: 1 } },
    });
    if (claimed.count !== 1) continue;
    const attempts = mail.attempts + 1;
    try {
      const transporter = await getTransport(url);
      await transporter.sendMail({
        from: mailFrom(),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: await resolveAttachments(mail.attachments),
      });
      // Delivered: the body goes (it may carry a booking-page link); recipient, subject and status stay for the log.
      await db.emailOutbox.update({
        where: { id: mail.id },
        data: { status: "sent", sentAt: new Date(), lastError: null, text: "", html: null, attachments: Prisma.DbNull },
      });
      sent++;
      log("info", "mail_sent", { mailId: mail.id, attempts });
    } catch (error) {
      failed++;
      const giveUp = attempts >= MAX_ATTEMPTS;
      await db.emailOutbox.update({
        where: { id: mail.id },
        data: {
          status: giveUp ? "failed" : "pending",
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          sendAfter: new Date(Date.now() + retryDelayMs(attempts)),
        },
      });
      log(giveUp ? "error" : "warn", "mail_send_failed", { mailId: mail.id, attempts, giveUp, ...errorFields(error) });
    }
  }
  return { sent, failed, skipped: false };
}

/** The stored attachments as nodemailer takes them: a document's PDF is rendered now. */
export async function resolveAttachments(stored: Prisma.JsonValue | null) {
  const out: { filename: string; content: string | Buffer; contentType: string }[] = [];
  for (const a of (stored ?? []) as unknown as OutgoingAttachment[]) {
    if ("document" in a) {
      // Loaded only when a mail carries a document: the PDF library stays out of every other sender.
      const { documentPdfByNumber } = await import("@/lib/server/documents/pdf");
      const pdf = await documentPdfByNumber(a.document);
      if (!pdf) throw new Error(`Document ${a.document} not found`);
      out.push({ filename: a.filename, content: Buffer.from(pdf), contentType: a.contentType });
    } else out.push({ filename: a.filename, content: a.content, contentType: a.contentType });
  }
  return out;
}

/** Fire-and-forget delivery after a write; never throws, never delays the answer. */
export function deliverSoon(): void {
  if (!smtpUrl()) return;
  void deliverPending().catch((error) => log("error", "mail_delivery_failed", errorFields(error)));
}

/** Puts mail that was given up on back in the queue for the next delivery run; returns how many. */
export async function retryFailedMail(client: Client = db, now = new Date()): Promise<number> {
  const result = await client.emailOutbox.updateMany({
    where: { status: "failed" },
    data: { status: "pending", attempts: 0, sendAfter: now },
  });
  return result.count;
}
