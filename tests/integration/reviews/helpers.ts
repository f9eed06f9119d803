// Shared helpers of the review tests: bookings whose event is over (made directly: the public flow
// refuses past dates), and the review routes called as the browser calls them.
import { GET as listRoute, POST as submitRoute } from "@/app/api/reviews/route";
import { PATCH as moderateRoute } from "@/app/api/reviews/[id]/route";
import { GET as reviewLinkRoute } from "@/app/api/bookings/[id]/review-link/route";
import type { Prisma } from "@/lib/server/db";
import { reviewToken } from "@/lib/server/links/review-form";
import { request, type TestUser } from "../../support/auth";
import { db } from "../../support/db";
import { inDays } from "../public-api/helpers";

let counter = 0;

/** A paid booking, completed, whose event was `daysAgo` days ago (London). */
export async function pastBooking(daysAgo = 1, overrides: Partial<Prisma.BookingUncheckedCreateInput> = {}) {
  counter += 1;
  return db.booking.create({
    data: {
      clientName: "Ada Lovelace",
      clientEmail: `ada${counter}@example.com`,
      clientPhone: "07700 900123",
      eventLocation: "Kelvingrove Art Gallery",
      eventAddress: "Argyle St, Glasgow G3 8AG",
      eventType: "wedding",
      eventDate: inDays(-daysAgo),
      startTime: "14:00",
      endTime: "15:00",
      guestCount: 40,
      selectedServices: [],
      duration: "60",
      totalPence: 27500,
      paidPence: 27500,
      paymentType: "one-time",
      paymentStatus: "completed",
      status: "completed",
      ...overrides,
    },
  });
}

export const tokenOf = (booking: { id: number; manageLinkVersion: number }) =>
  reviewToken(booking.id, booking.manageLinkVersion);

async function answer(response: Response) {
  return { status: response.status, body: await response.json(), headers: response.headers };
}

export async function submit(body: unknown) {
  return answer(await submitRoute(await request("/api/reviews", { method: "POST", body })));
}

export async function list(query = "", as?: TestUser | null) {
  return answer(await listRoute(await request(`/api/reviews${query}`, { as })));
}

export async function moderate(id: number | string, status: unknown, as: TestUser | null) {
  return answer(
    await moderateRoute(await request(`/api/reviews/${id}`, { method: "PATCH", body: { status }, as }), {
      params: Promise.resolve({ id: String(id) }),
    }),
  );
}

export async function reviewLink(bookingId: number, as: TestUser | null) {
  return answer(
    await reviewLinkRoute(await request(`/api/bookings/${bookingId}/review-link`, { as }), {
      params: Promise.resolve({ id: String(bookingId) }),
    }),
  );
}

export const GOOD_REVIEW = {
  rating: 5,
  text: "A wonderful evening, our guests loved every trick.",
  displayName: "Sarah & James",
};
