// POST /api/reviews through the one-time link, the review page's view of a link, and the
// magician's GET /api/bookings/{id}/review-link.
import { manageToken } from "@/lib/server/links/booking-page";
import { reviewLinkState } from "@/lib/server/reviews/submit";
import { magician } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { confirmDemo, createIntent, inDays, wizardDetails } from "../public-api/helpers";
import { GOOD_REVIEW, pastBooking, reviewLink, submit, tokenOf } from "./helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

describe("POST /api/reviews", () => {
  it("stores a pending review of a past booking (201 { id }) and tells the magician", async () => {
    const booking = await pastBooking(1);
    const res = await submit({ token: tokenOf(booking), ...GOOD_REVIEW, text: `  ${GOOD_REVIEW.text}  ` });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    expect(await db.review.findUniqueOrThrow({ where: { id: res.body.id } })).toMatchObject({
      bookingId: booking.id,
      rating: 5,
      text: GOOD_REVIEW.text,
      displayName: "Sarah & James",
      status: "pending",
    });
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { subject: { startsWith: "New 5-star review" } } });
    expect(mail.to).toBe("magician@example.com");
    expect(mail.text).toContain("Reviews tab");
  });

  it("works once: a second review of the same booking is 409, also when two arrive together", async () => {
    const booking = await pastBooking(3, { status: "confirmed" });
    const token = tokenOf(booking);
    const [a, b] = await Promise.all([submit({ token, ...GOOD_REVIEW }), submit({ token, ...GOOD_REVIEW, rating: 4 })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const again = await submit({ token, ...GOOD_REVIEW });
    expect(again).toMatchObject({ status: 409, body: { error: "This review link has already been used." } });
    expect(await db.review.count()).toBe(1);
    expect(await reviewLinkState(token)).toEqual({ state: "used" });
  });

  it("refuses a booking whose event has not happened yet, or that was cancelled, with a clear 400", async () => {
    const intent = await createIntent({ amount: 275, bookingDetails: await wizardDetails({ eventDate: inDays(10) }) });
    await confirmDemo(intent.body.clientSecret);
    const future = await db.booking.findUniqueOrThrow({ where: { id: intent.body.bookingId } });
    expect(future.status).toBe("confirmed");
    expect(await submit({ token: tokenOf(future), ...GOOD_REVIEW })).toMatchObject({
      status: 400,
      body: { error: "You can review your booking once the event has taken place." },
    });

    const cancelled = await pastBooking(2, { status: "cancelled", paymentStatus: "cancelled" });
    const refunded = await pastBooking(2, { status: "refunded" });
    for (const b of [cancelled, refunded]) {
      expect(await submit({ token: tokenOf(b), ...GOOD_REVIEW })).toMatchObject({
        status: 400,
        body: { error: "This booking was cancelled, so it cannot be reviewed." },
      });
    }
    const unpaid = await pastBooking(2, { status: "pending", paidPence: 0 });
    expect(await submit({ token: tokenOf(unpaid), ...GOOD_REVIEW })).toMatchObject({
      status: 400,
      body: { error: "Only a confirmed booking can be reviewed." },
    });
    expect(await db.review.count()).toBe(0);
    expect(await reviewLinkState(tokenOf(cancelled))).toEqual({
      state: "refused",
      message: "This booking was cancelled, so it cannot be reviewed.",
    });
  });

  it("answers 404 for a forged, revoked or booking-page token", async () => {
    const booking = await pastBooking(1);
    const good = tokenOf(booking);
    const forged = good.slice(0, -2) + (good.endsWith("AA") ? "BB" : "AA");
    const answers = await Promise.all(
      [forged, manageToken(booking.id, 1), "nonsense", tokenOf({ id: 99999, manageLinkVersion: 1 })].map((token) =>
        submit({ token, ...GOOD_REVIEW }),
      ),
    );
    expect(answers.map((a) => [a.status, a.body.error])).toEqual(
      Array(4).fill([404, "This review link is not valid."]),
    );
    await db.booking.update({ where: { id: booking.id }, data: { manageLinkVersion: 2 } });
    expect((await submit({ token: good, ...GOOD_REVIEW })).status).toBe(404);
    await expect(reviewLinkState(good)).rejects.toMatchObject({ status: 404 });
    expect((await submit({ token: tokenOf({ id: booking.id, manageLinkVersion: 2 }), ...GOOD_REVIEW })).status).toBe(
      201,
    );
  });

  it("rejects bad fields, control characters included, with field messages", async () => {
    const token = tokenOf(await pastBooking(1));
    const res = await submit({ token, rating: 6, text: "Great\u0007 show, thank you", displayName: "Sarah\u202e" });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      rating: "Please choose a rating from 1 to 5 stars.",
      text: "Your review contains invisible control characters. Please remove them.",
      displayName: "The name contains invisible control characters. Please remove them.",
    });
    const short = await submit({ token, rating: 4.5, text: "Short", displayName: "x".repeat(61) });
    expect(short.body.fieldErrors).toEqual({
      rating: "Please choose a rating from 1 to 5 stars.",
      text: "Please write at least 10 characters.",
      displayName: "Please keep the name to 60 characters or fewer.",
    });
    expect((await submit({ token, rating: 3, text: "y".repeat(1001) })).body.fieldErrors).toEqual({
      text: "Please keep your review to 1,000 characters or fewer.",
    });
    // a NUL is refused for any field of any body (lib/server/http.ts), with that field named
    const nul = await submit({ token, ...GOOD_REVIEW, text: "Great\u0000 show, thank you" });
    expect([nul.status, Object.keys(nul.body.fieldErrors)]).toEqual([400, ["text"]]);
    expect(await db.review.count()).toBe(0);
  });
});

describe("the review page's view of its link", () => {
  it("opens the form with the first name and the event", async () => {
    const booking = await pastBooking(1, { clientName: "Grace Hopper", eventType: "birthday" });
    expect(await reviewLinkState(tokenOf(booking))).toEqual({
      state: "open",
      firstName: "Grace",
      eventType: "birthday",
      eventDate: inDays(-1),
    });
  });
});

describe("GET /api/bookings/{id}/review-link", () => {
  it("gives the magician the booking's review link, which the form accepts", async () => {
    const boss = await magician();
    const booking = await pastBooking(5);
    const res = await reviewLink(booking.id, boss);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body).toEqual({ url: `http://localhost:3000/review/${tokenOf(booking)}` });
    const token = res.body.url.split("/review/")[1];
    expect((await submit({ token, ...GOOD_REVIEW })).status).toBe(201);
    expect(await reviewLink(booking.id, boss)).toMatchObject({
      status: 409,
      body: { error: "The client has already reviewed this booking." },
    });
  });

  it("refuses bookings that cannot be reviewed, unknown ones, and anyone but the magician", async () => {
    const boss = await magician();
    const cancelled = await pastBooking(1, { status: "cancelled" });
    expect(await reviewLink(cancelled.id, boss)).toMatchObject({
      status: 400,
      body: { error: "This booking was cancelled, so it cannot be reviewed." },
    });
    const tomorrow = await pastBooking(-1, { status: "confirmed" });
    expect(await reviewLink(tomorrow.id, boss)).toMatchObject({
      status: 400,
      body: { error: "You can review your booking once the event has taken place." },
    });
    expect((await reviewLink(99999, boss)).status).toBe(404);
    expect((await reviewLink(cancelled.id, null)).status).toBe(401);
  });
});
