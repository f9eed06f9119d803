import "server-only";
import { owedPence } from "@/lib/domain/booking-status";
import type { Prisma } from "@/lib/server/db";
import { balanceChargeFailedMail } from "@/lib/server/mail/emails/balance-charge-failed";
import { magicianBalanceChargeFailedMail } from "@/lib/server/mail/emails/magician-balance-charge-failed";
import { queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail } from "@/lib/server/mail/sender";

/**
 * Every attempt to charge a consented balance failed: the client is e-mailed the pay link and the
 * magician told, once per booking and due date (a notice key, in the transaction that queues the
 * mails). Nothing when the balance was paid meanwhile or the booking withdrawn. True when sent.
 */
export async function giveUpBalanceCharge(
  tx: Prisma.TransactionClient,
  booking: Prisma.BookingGetPayload<object>,
  dueOn: string,
  reason: string,
): Promise<boolean> {
  if (owedPence(booking) === 0) return false;
  const inserted =
    await tx.$executeRaw`INSERT INTO "sent_notices" ("key") VALUES (${`balance-charge-failed:${booking.id}:${dueOn}`}) ON CONFLICT ("key") DO NOTHING`;
  if (inserted !== 1) return false;
  await queueMail(tx, balanceChargeFailedMail(booking, reason));
  const magician = await magicianEmail(tx);
  if (magician) await queueMail(tx, magicianBalanceChargeFailedMail(magician, booking, reason));
  return true;
}
