// The review-requests job (10:00 London): the day after the event, one e-mail per booking ever with
// the one-time review link; none for cancelled, refunded, expired or unpaid bookings, none before
// the day after, none for a booking already reviewed.
import { londonDateTime } from "@/lib/domain/dates";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/catalogue";
import { parseManageToken } from "@/lib/server/links/booking-page";
import { parseReviewToken } from "@/lib/server/links/review-form";
import { sendReviewRequests } from "@/lib/server/reviews/requests";
import { db, resetAndSeed } from "../../support/db";
import { confirmDemo, createIntent, inDays, wizardDetails } from "../public-api/helpers";
import { pastBooking } from "../reviews/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

async function paidBooking(eventDate: string, email: string, startTime = "14:00") {
  const intent = await createIntent({
    amount: 275,
    bookingDetails: await wizardDetails({ eventDate, clientEmail: email, startTime }),
  });
  expect([intent.status, intent.body.error]).toEqual([200, undefined]);
  expect((await confirmDemo(intent.body.clientSecret)).status).toBe(200);
  await db.emailOutbox.deleteMany(); // the confirmation mails are not the point here
  return intent.body.bookingId as number;
}

/** 10:00 London, `days` from today. */
const tenAm = (days: number) => londonDateTime(inDays(days), "10:00");

it("asks once, the day after the event at 10:00, with a review link that is not a booking-page link; none for a cancelled booking", async () => {
  const kept = await paidBooking(inDays(3), "kept@example.com");
  const cancelled = await paidBooking(inDays(3), "cancelled@example.com", "18:00");
  await db.booking.update({ where: { id: cancelled }, data: { status: "cancelled", paymentStatus: "cancelled" } });
  // not before the day after: the day before, and the event day itself (even after the show)
  expect(await sendReviewRequests(tenAm(2))).toBe(0);
  expect(await sendReviewRequests(londonDateTime(inDays(3), "23:00"))).toBe(0);
  expect(await sendReviewRequests(tenAm(4))).toBe(1);
  // a retry, a second instance, or a late run the same day sends nothing more
  expect(await sendReviewRequests(tenAm(4))).toBe(0);
  expect(await sendReviewRequests(londonDateTime(inDays(4), "16:00"))).toBe(0);
  // and the day after that is not the day after the event any more
  expect(await sendReviewRequests(tenAm(5))).toBe(0);
  const mails = await db.emailOutbox.findMany({ orderBy: { id: "asc" } });
  expect(mails.map((m) => [m.to, m.subject])).toEqual([["kept@example.com", `How was the magic? (#${kept})`]]);
  const token = /\/review\/(\S+)/.exec(mails[0]?.text ?? "")?.[1] ?? "";
  expect(parseReviewToken(token)).toEqual({ bookingId: kept, version: 1 });
  expect(parseManageToken(token)).toBeNull();
  expect(mails[0]?.text).toContain("works once");
  expect(await db.sentNotice.findMany({ select: { key: true } })).toEqual([{ key: `review-request:${kept}` }]);
});

it("asks completed and confirmed bookings only, and not a booking already reviewed", async () => {
  const completed = await pastBooking(1, { status: "completed", clientEmail: "completed@example.com" });
  const confirmed = await pastBooking(1, {
    status: "confirmed",
    clientEmail: "confirmed@example.com",
    startTime: "18:00",
    endTime: "19:00",
  });
  await pastBooking(1, { status: "refunded", clientEmail: "refunded@example.com" });
  await pastBooking(1, { status: "expired", paidPence: 0, clientEmail: "expired@example.com" });
  await pastBooking(1, { status: "pending", paidPence: 0, clientEmail: "pending@example.com" });
  await pastBooking(1, {
    status: "completed",
    paymentStatus: "cancelled",
    clientEmail: "payment-cancelled@example.com",
  });
  const reviewed = await pastBooking(1, { status: "completed", clientEmail: "reviewed@example.com" });
  await db.review.create({ data: { bookingId: reviewed.id, rating: 5, text: "Reviewed the same evening." } });
  const job = SCHEDULED_JOBS.find((j) => j.name === "review-requests")!;
  expect(job.cron).toBe("0 10 * * *");
  expect(await job.run(tenAm(0))).toBe("2 review requests sent");
  const to = (await db.emailOutbox.findMany({ orderBy: { id: "asc" } })).map((m) => m.to);
  expect(to).toEqual([completed.clientEmail, confirmed.clientEmail]);
  // one per booking ever: moving the booking later does not ask again
  await db.booking.update({ where: { id: completed.id }, data: { eventDate: inDays(1) } });
  expect(await sendReviewRequests(tenAm(2))).toBe(0);
});
