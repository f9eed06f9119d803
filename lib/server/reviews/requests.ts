import "server-only";
import { londonToday } from "@/lib/domain/dates";
import { REVIEWABLE_STATUSES, canBeReviewed, reviewRequestEventDate, reviewRequestKey } from "@/lib/domain/reviews";
import { db } from "@/lib/server/db";
import { queueMail } from "@/lib/server/mail/outbox";
import { reviewRequestMail } from "@/lib/server/mail/emails/review-request";
import { firstTime } from "@/lib/server/reminders/send";
import { reviewUrl } from "@/lib/server/links/review-form";
import { errorFields, log } from "@/lib/server/log";
import { queueText } from "@/lib/server/sms/queue-text";

/**
 * The 10:00 job: customers whose event was yesterday (London) get the review request with their
 * one-time link, once per booking ever (the notice and its mail are written in one transaction, so
 * a retry or a second instance sends nothing twice). Only confirmed or completed bookings; none for
 * cancelled, refunded or expired ones, and none for a booking already reviewed through a link the
 * magician sent by hand.
 */
export async function sendReviewRequests(now = new Date()): Promise<number> {
  const eventDate = reviewRequestEventDate(londonToday(now));
  const bookings = await db.booking.findMany({
    where: {
      eventDate,
      status: { in: [...REVIEWABLE_STATUSES] },
      paymentStatus: { not: "cancelled" },
      anonymisedAt: null,
      review: { is: null },
    },
    select: {
      id: true,
      clientName: true,
      clientEmail: true,
      eventType: true,
      eventDate: true,
      startTime: true,
      endTime: true,
      status: true,
      paymentStatus: true,
      manageLinkVersion: true,
    },
    orderBy: { id: "asc" },
  });
  let sent = 0;
  for (const booking of bookings) {
    // the query already narrows; the rule is the one the review form applies
    if (!canBeReviewed(booking, now)) continue;
    const queued = await db.$transaction(async (tx) => {
      if (!(await firstTime(tx, reviewRequestKey(booking.id)))) return false;
      await queueMail(tx, reviewRequestMail(booking));
      return true;
    });
    if (queued) {
      sent++;
      await queueText({
        kind: "review-request",
        bookingId: booking.id,
        body: "Thank you for having us! Would you tell others how it went? It takes a minute:",
        link: reviewUrl(booking.id, booking.manageLinkVersion),
      }).catch((error) =>
        log("error", "text_queue_failed", { bookingId: booking.id, kind: "review-request", ...errorFields(error) }),
      );
    }
  }
  return sent;
}
