import "server-only";
import { db } from "@/lib/server/db";
import { log } from "@/lib/server/log";

/**
 * Numbers that replied STOP (or that Twilio reported unsubscribed, error 21610): nothing more is
 * sent to them, and their texts still waiting are withdrawn. START (or YES, UNSTOP) lifts it.
 */
export async function optOut(phone: string, source: "reply" | "provider", now = new Date()): Promise<void> {
  await db.$transaction([
    db.smsOptOut.upsert({
      where: { phone },
      create: { phone, source, optedOutAt: now },
      update: {},
    }),
    db.smsOutbox.updateMany({
      where: { to: phone, status: "pending" },
      data: { status: "opted-out", lastError: "The number opted out of texts." },
    }),
  ]);
  log("info", "text_opt_out", { source });
}

export async function optIn(phone: string): Promise<void> {
  await db.smsOptOut.deleteMany({ where: { phone } });
  log("info", "text_opt_in", {});
}
