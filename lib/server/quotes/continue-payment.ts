import "server-only";
import { quotePaymentSplit, quoteTotalPence } from "@/lib/domain/quotes";
import type { IntentAnswer } from "@/lib/validation/booking";
import { AppError } from "@/lib/server/http";
import { clientSecretOf } from "@/lib/server/payments";
import { quoteAtLink } from "./acceptance";
import { openCheckoutOf } from "./open-checkout";
import { linesOf, planOf } from "./record";

export const NO_PAYMENT_TO_CONTINUE =
  "There is no payment to continue for this quote. Please open the quote again to see where it stands.";
const PAID = "This quote has already been paid.";

/**
 * POST /api/quote/{token}/payment: the checkout the client started by accepting, answered again
 * while its hold on the date lasts (after a closed tab or a reload), as POST /api/quote/{token}/accept
 * answered it: the same payment intent and client secret, the same hold (never renewed). 409 when
 * there is nothing to continue: not accepted, paid, the hold over, or the payment under way.
 */
export async function continueQuotePayment(token: string, now = new Date()): Promise<IntentAnswer> {
  const { row, status } = await quoteAtLink(token, now);
  if (status === "paid") throw new AppError("conflict", PAID, undefined, { code: "quote-paid" });
  const open = await openCheckoutOf(row, now);
  const clientSecret = open ? await clientSecretOf(open.intent) : null;
  if (!open || !clientSecret)
    throw new AppError("conflict", NO_PAYMENT_TO_CONTINUE, undefined, { code: "no-payment-to-continue" });
  const totalPence = quoteTotalPence(linesOf(row));
  const { balancePence } = quotePaymentSplit(totalPence, planOf(row));
  return {
    clientSecret,
    paymentIntentId: open.intent.id,
    amountPence: open.intent.amountPence,
    totalPence,
    balanceDueOnDayPence: balancePence,
    bookingId: open.bookingId,
    holdExpiresAt: open.holdExpiresAt.toISOString(),
  };
}
