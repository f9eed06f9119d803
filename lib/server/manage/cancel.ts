import "server-only";
import { formatGBP, penceToDecimalString } from "@/lib/domain";
import { isWithdrawn } from "@/lib/domain/booking-status";
import { audit } from "@/lib/server/admin/audit";
import { revalidatePublicSite } from "@/lib/server/admin/revalidate";
import { db } from "@/lib/server/db";
import { AppError, badRequest, conflict } from "@/lib/server/http";
import { log } from "@/lib/server/log";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import {
  customerCancelledMail,
  magicianCustomerCancelledMail,
  magicianEmail,
  mailSender,
} from "@/lib/server/mail/templates";
import {
  nextRefundKey,
  recordRefundParts,
  refundBookingPayments,
  type RefundPart,
} from "@/lib/server/payments/refunds";
import { parseManageToken } from "./links";
import { bookingOfToken, cancellationOf, manageView, moneyOf, type ManageAnswer } from "./view";

export const ALREADY_CANCELLED = "This booking has already been cancelled.";

/**
 * POST /api/manage/{token}/cancel: the customer cancels under the terms (the version they accepted).
 * The refund the terms give goes back through the payment gateway first (outside any transaction,
 * idempotency key `refund:{bookingId}:{n}`, n = refunds made so far + 1; newest payment first), then a conditional update cancels the
 * booking only if it is still cancellable, so double clicks and two instances refund and cancel
 * once. The place is free at once; the customer and the magician are e-mailed; the audit log
 * records it. A refund the gateway refuses leaves the booking as it was (502).
 */
export async function cancelByCustomer(token: string, input: { reason?: string } = {}): Promise<ManageAnswer> {
  // The refund key is read before the booking (see nextRefundKey): a second click that reads the
  // booking before the first commits has the first's key too, so the provider refunds once.
  const parsed = parseManageToken(token);
  const key = parsed ? await nextRefundKey(parsed.bookingId) : null;
  const row = await bookingOfToken(token);
  const cancellation = cancellationOf(row);
  if (!cancellation.allowed) {
    throw isWithdrawn(row) ? conflict(ALREADY_CANCELLED) : badRequest(cancellation.reason!);
  }
  const money = moneyOf(row);
  const refundPence = cancellation.refundPence;
  let parts: RefundPart[] = [];
  if (refundPence > 0) {
    parts = await refundBookingPayments(row, refundPence, {
      idempotencyKey: key ?? (await nextRefundKey(row.id)),
      reason: "Cancelled by the customer under the terms",
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "bad_gateway") {
        throw new AppError(
          "bad_gateway",
          "Your refund could not be made just now, so nothing was cancelled. Please try again in a moment.",
        );
      }
      throw error;
    });
  }
  const refundId = parts[0]?.refundId ?? null;
  const everythingBack = money.paidPence > 0 && money.refundedPence + refundPence >= money.paidPence;
  await db.$transaction(async (tx) => {
    const changed = await tx.booking.updateMany({
      where: { id: row.id, status: row.status, paymentStatus: row.paymentStatus, refundedAmount: row.refundedAmount },
      data: {
        status: everythingBack ? "refunded" : "cancelled",
        paymentStatus: everythingBack ? "refunded" : "cancelled",
        refundedAmount: penceToDecimalString(money.refundedPence + refundPence),
      },
    });
    if (changed.count !== 1) throw conflict(ALREADY_CANCELLED);
    await recordRefundParts(tx, parts);
    await audit(tx, null, {
      action: "booking.customer-cancel",
      entity: "booking",
      entityId: row.id,
      before: { status: row.status, paymentStatus: row.paymentStatus },
      after: { refundPence, refundId, reason: input.reason ?? null },
    });
    const fresh = await tx.booking.findUniqueOrThrow({ where: { id: row.id } });
    await queueMail(tx, customerCancelledMail(fresh, refundPence, await mailSender(tx)));
    const magician = await magicianEmail(tx);
    if (magician) await queueMail(tx, magicianCustomerCancelledMail(magician, fresh, refundPence, input.reason));
  });
  log("info", "booking_cancelled_by_customer", {
    bookingId: row.id,
    refundPence,
    refund: refundPence > 0 ? formatGBP(refundPence) : "none",
  });
  revalidatePublicSite();
  deliverSoon();
  return manageView(token);
}
