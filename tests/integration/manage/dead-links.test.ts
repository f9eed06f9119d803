// proxy.ts sends a dead customer link (booking page, review form) to the root not-found page, which
// the server renders in full with a 404; a live link goes on to its page.
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { DEAD_LINK_HEADER, DEAD_LINK_PATH } from "@/lib/server/dead-links";
import { manageToken } from "@/lib/server/manage/links";
import { reviewToken } from "@/lib/server/reviews/links";
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

/** Where the proxy rewrote the request to, and the dead-link kind it told the page; null when it let it through. */
function rewrite(response: Response) {
  const target = response.headers.get("x-middleware-rewrite");
  if (!target) return null;
  return {
    path: new URL(target).pathname,
    kind: response.headers.get(`x-middleware-request-${DEAD_LINK_HEADER}`),
  };
}

describe("dead customer links", () => {
  it("sends forged, mistyped, revoked and unknown booking links to the not-found page", async () => {
    const id = await paidBooking();
    const forged = manageToken(id, 1).slice(0, -2) + "AA";
    for (const token of [forged, "nonsense", manageToken(id, 2), manageToken(99_999, 1), "%E0%A4%A"]) {
      expect(rewrite(await visit(`/booking/${token}`))).toEqual({ path: DEAD_LINK_PATH, kind: "booking" });
    }
    // a booking link is not a review link, nor the other way round
    expect(rewrite(await visit(`/review/${manageToken(id, 1)}`))).toEqual({ path: DEAD_LINK_PATH, kind: "review" });
    expect(rewrite(await visit(`/booking/${reviewToken(id, 1)}`))).toEqual({ path: DEAD_LINK_PATH, kind: "booking" });
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
    expect(rewrite(await visit(`/booking/${manageToken(id, 1)}`))?.kind).toBe("booking");
    expect(rewrite(await visit(`/review/${reviewToken(id, 1)}`))?.kind).toBe("review");
  });
});
