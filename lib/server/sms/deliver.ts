import "server-only";
import { MAX_TEXT_ATTEMPTS, textRetryDelayMs } from "@/lib/domain/sms";
import { db } from "@/lib/server/db";
import { assertOutsideTransaction } from "@/lib/server/db/transaction-scope";
import { errorFields, log } from "@/lib/server/log";
import { optOut } from "./opt-outs";
import { twilioConfig } from "./transport";
import { TextSendError, sendTwilioText } from "./twilio";

const CLAIM_MS = 5 * 60_000;

export interface TextDelivery {
  sent: number;
  failed: number;
  optedOut: number;
  /** true without Twilio: texts stay in the outbox */
  skipped: boolean;
}

/**
 * Sends due texts (the sms-deliver job, every minute). Several instances may run it at once: each
 * row is claimed with a compare-and-set on sendAfter first. Too many requests (429), Twilio's own
 * errors and no answer are tried again with back-off, up to MAX_TEXT_ATTEMPTS; a number Twilio
 * says is unsubscribed (21610) is marked opted out and never tried again; any other refusal fails.
 */
export async function deliverPendingTexts(opts: { limit?: number; now?: Date } = {}): Promise<TextDelivery> {
  const config = twilioConfig();
  if (!config) return { sent: 0, failed: 0, optedOut: 0, skipped: true };
  assertOutsideTransaction("Sending a text");
  const now = opts.now ?? new Date();
  const due = await db.smsOutbox.findMany({
    where: { status: "pending", sendAfter: { lte: now } },
    orderBy: { id: "asc" },
    take: opts.limit ?? 20,
  });
  const result: TextDelivery = { sent: 0, failed: 0, optedOut: 0, skipped: false };
  for (const text of due) {
    const claimed = await db.smsOutbox.updateMany({
      where: { id: text.id, status: "pending", sendAfter: text.sendAfter },
      data: { sendAfter: new Date(now.getTime() + CLAIM_MS), attempts: { increment: 1 } },
    });
    if (claimed.count !== 1) continue;
    const attempts = text.attempts + 1;
    // A STOP that arrived after it was queued wins.
    if (await db.smsOptOut.findUnique({ where: { phone: text.to }, select: { phone: true } })) {
      await db.smsOutbox.update({ where: { id: text.id }, data: { status: "opted-out" } });
      result.optedOut++;
      continue;
    }
    try {
      const { sid } = await sendTwilioText(config, text.to, text.body);
      await db.smsOutbox.update({
        where: { id: text.id },
        data: { status: "sent", sentAt: new Date(), providerId: sid, lastError: null },
      });
      result.sent++;
      log("info", "text_sent", { textId: text.id, attempts });
    } catch (error) {
      if (error instanceof TextSendError && error.unsubscribed) {
        await optOut(text.to, "provider");
        await db.smsOutbox.update({
          where: { id: text.id },
          data: { status: "opted-out", lastError: error.message },
        });
        result.optedOut++;
        log("info", "text_unsubscribed", { textId: text.id });
        continue;
      }
      const retry = !(error instanceof TextSendError) || error.retryable;
      const giveUp = !retry || attempts >= MAX_TEXT_ATTEMPTS;
      await db.smsOutbox.update({
        where: { id: text.id },
        data: {
          status: giveUp ? "failed" : "pending",
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          sendAfter: new Date(Date.now() + textRetryDelayMs(attempts)),
        },
      });
      result.failed++;
      log(giveUp ? "error" : "warn", "text_send_failed", {
        textId: text.id,
        attempts,
        giveUp,
        status: error instanceof TextSendError ? error.status : undefined,
        code: error instanceof TextSendError ? error.code : undefined,
        ...errorFields(error),
      });
    }
  }
  return result;
}

/** Fire-and-forget delivery after a text was queued (an "on my way" should not wait for the minute). */
export function deliverTextsSoon(): void {
  if (!twilioConfig()) return;
  void deliverPendingTexts().catch((error) => log("error", "text_delivery_failed", errorFields(error)));
}
