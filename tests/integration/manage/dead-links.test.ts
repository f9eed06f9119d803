// proxy.ts sends a dead customer link (booking page, review form) to the 404 page of its message,
// whose HTML says it without scripts; a live link goes on to its page.
import { NextRequest } from "next/server";
import { GET as deadLinkPage } from "@/app/link-not-valid/[kind]/route";
import { proxy } from "@/proxy";
import { manageToken } from "@/lib/server/links/booking-page";
import { reviewToken } from "@/lib/server/links/review-form";
import { MANAGE_LINK_NOT_VALID } from "@/lib/validation/manage";
import { REVIEW_MESSAGES } from "@/lib/validation/reviews";
import { db, resetAndSeed } from "../../support/db";
import { confirmDemo, createIntent, inDays, wizardDetails } from "../public-api/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

async function paidBooking() {
  const intent = await createIntent({ amount: 275, bookingDetails: await wizardDetails({ eventDate: inDays(45) }) });
  expect(intent.status).toBe(200);
  expect((await confirmDemo(intent.body.clientSecret)).status).toBe(200);
  return intent.body.bookingId as number;
}

const visit = (path: string) => proxy(new NextRequest(new URL(path, "http://localhost:3000")));

/** The page the proxy showed instead; null when it let the request through. */
function rewrite(response: Response) {
  const target = response.headers.get("x-middleware-rewrite");
  return target ? new URL(target).pathname : null;
}

const BOOKING_404 = "/link-not-valid/booking";
const REVIEW_404 = "/link-not-valid/review";

describe("dead customer links", () => {
  it("sends forged, mistyped, revoked and unknown booking links to the not-found page", async () => {
    const id = await paidBooking();
    const forged = manageToken(id, 1).slice(0, -2) + "AA";
    for (const token of [forged, "nonsense", manageToken(id, 2), manageToken(99_999, 1), "%E0%A4%A"]) {
      expect(rewrite(await visit(`/booking/${token}`))).toEqual(BOOKING_404);
    }
    // a booking link is not a review link, nor the other way round
    expect(rewrite(await visit(`/review/${manageToken(id, 1)}`))).toEqual(REVIEW_404);
    expect(rewrite(await visit(`/booking/${reviewToken(id, 1)}`))).toEqual(BOOKING_404);
  });

  it("lets live links through to their pages", async () => {
    const id = await paidBooking();
    for (const path of [`/booking/${manageToken(id, 1)}`, `/review/${reviewToken(id, 1)}`]) {
      const response = await visit(path);
      expect(rewrite(response)).toBeNull();
      expect(response.headers.get("x-middleware-next")).toBe("1");
    }
  });

  it("treats a booking the retention job anonymised as gone", async () => {
    const id = await paidBooking();
    await db.booking.update({ where: { id }, data: { anonymisedAt: new Date() } });
    expect(rewrite(await visit(`/booking/${manageToken(id, 1)}`))).toEqual(BOOKING_404);
    expect(rewrite(await visit(`/review/${reviewToken(id, 1)}`))).toEqual(REVIEW_404);
  });

  it("the 404 page says what happened in its HTML, for each kind of link", async () => {
    for (const [kind, title, heading] of [
      ["booking", "Booking link not valid", MANAGE_LINK_NOT_VALID],
      ["review", "Review link not valid", REVIEW_MESSAGES.token],
    ] as const) {
      const response = await deadLinkPage(new Request(`http://localhost:3000/link-not-valid/${kind}`), {
        params: Promise.resolve({ kind }),
      });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await response.text();
      expect(html).toContain(`<title>${title} | Summon a Magician</title>`);
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toContain("reply to that e-mail");
      expect(html).not.toContain("<script");
    }
    const other = await deadLinkPage(new Request("http://localhost:3000/link-not-valid/other"), {
      params: Promise.resolve({ kind: "other" }),
    });
    expect(other.status).toBe(404);
    expect(await other.text()).toBe("Not Found");
  });
});
