import "server-only";
import { isWithdrawn, owedPence } from "@/lib/domain/booking-status";
import { londonToday } from "@/lib/domain/dates";
import { penceToPounds } from "@/lib/domain/money";
import type { PaymentOptionKind } from "@/lib/domain/payment-options";
import { db } from "@/lib/server/db";
import { badRequest, conflict } from "@/lib/server/http";
import { clientSecretOf, createAndRecordIntent, requestHashOf } from "@/lib/server/payments";
import { bookingOfToken, paymentOptionsOf } from "@/lib/server/bookings/shared/customer-booking";

export const NOTHING_DUE = "This booking is already paid in full.";
export const WITHDRAWN = "This booking has been cancelled, so nothing is due.";

/**
 * Paying what is still owed, by the customer from their booking's page: a payment intent for
 * exactly what the chosen option (`pay`) costs, computed here from the booking (default: the first option, which is the balance of
 * a deposit booking). While such an intent is unpaid, the same call answers it again; a deterministic
 * idempotency key makes two instances create one. The payment is credited when it settles
 * (the provider's webhook, or the demo card network) through creditBalancePayment.
 */
export async function startBalancePayment(
  token: string,
  pay?: PaymentOptionKind,
): Promise<{ clientSecret: string; amount: number }> {
  const row = await bookingOfToken(token);
  const options = paymentOptionsOf(row, londonToday());
  if (options.length === 0) {
    if (isWithdrawn(row)) throw conflict(WITHDRAWN);
    if (owedPence(row) === 0) throw conflict(NOTHING_DUE);
    throw badRequest("Nothing can be paid from this page now. Please pay the magician on the day.");
  }
  const option = pay ? options.find((o) => o.kind === pay) : options[0];
  if (!option)
    throw badRequest("That payment is not available for this booking.", {
      pay: "That payment is not available for this booking.",
    });
  const { paidPence } = row;
  const unpaid = await db.paymentIntent.findFirst({
    where: {
      bookingId: row.id,
      purpose: "balance",
      amountPence: option.amountPence,
      usedAt: null,
      status: { in: ["requires_payment_method", "failed", "processing"] },
    },
    orderBy: { createdAt: "desc" },
  });
  if (unpaid) {
    const clientSecret = await clientSecretOf(unpaid);
    if (clientSecret) return { clientSecret, amount: penceToPounds(option.amountPence) };
  }
  const intent = await createAndRecordIntent({
    purpose: "balance",
    amountPence: option.amountPence,
    requestHash: requestHashOf({ booking: row.id, paid: paidPence, kind: option.kind, amount: option.amountPence }),
    idempotencyKey: `balance:${row.id}:${paidPence}:${option.kind}:${option.amountPence}`,
    bookingId: row.id,
    description: `Summon a Magician: booking #${row.id} (${option.kind})`,
    metadata: { kind: option.kind },
  });
  return { clientSecret: intent.clientSecret, amount: penceToPounds(option.amountPence) };
}
