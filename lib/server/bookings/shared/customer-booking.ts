import "server-only";
import { isListed } from "@/lib/domain/booking-status";
import { customerCancellation } from "@/lib/domain/cancellation";
import { londonToday } from "@/lib/domain/dates";
import { paymentOptions } from "@/lib/domain/payment-options";
import { customerReschedule } from "@/lib/domain/reschedule";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { refundedOrPendingPence } from "@/lib/server/ledger/refund-checks";
import { parseManageToken } from "@/lib/server/links/booking-page";
import { MANAGE_LINK_NOT_VALID } from "@/lib/validation/manage";

/**
 * The customer as an actor: the booking their link names, and what the terms they accepted allow
 * them today. The verbs (cancel, move, pay-balance) and the booking page's view read the same.
 */

/** The booking of a token, or 404 (the same answer for a forged token and a missing booking). */
export async function bookingOfToken(token: string) {
  const parsed = parseManageToken(token);
  const row = parsed ? await db.booking.findUnique({ where: { id: parsed.bookingId } }) : null;
  if (!parsed || !row || row.manageLinkVersion !== parsed.version || !isListed(row.status) || row.anonymisedAt)
    throw notFound(MANAGE_LINK_NOT_VALID);
  return row;
}

export type CustomerBooking = Awaited<ReturnType<typeof bookingOfToken>>;

/** The terms count a refund on its way as given: cancelling never asks for it twice. */
export function cancellationOf(row: CustomerBooking, today = londonToday()) {
  return customerCancellation({ ...row, refundedPence: refundedOrPendingPence(row) }, today);
}

export function rescheduleOf(row: CustomerBooking, today = londonToday()) {
  return customerReschedule(row, today);
}

export function paymentOptionsOf(row: CustomerBooking, today = londonToday()) {
  return paymentOptions(row, today);
}
