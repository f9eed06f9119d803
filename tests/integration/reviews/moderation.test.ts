// The magician's moderation (list, publish, hide; audited) and what the public sees: GET /api/reviews,
// the landing page's testimonials and JSON-LD, and the /reviews-badge.html frame, from published reviews only.
import { GET as badge } from "@/app/reviews-badge.html/route";
import { businessJsonLd } from "@/components/site/json-ld";
import { testimonialsToShow } from "@/components/site/testimonials";
import { FALLBACK_SERVICES } from "@/lib/domain/services";
import { publishedReviewSummary } from "@/lib/server/reviews/public";
import { createBarClient, magician } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { GOOD_REVIEW, list, moderate, pastBooking, submit, tokenOf } from "./helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

/** Four reviews a minute apart (oldest first): ratings 5, 4, 3, 5; the first has no display name. */
async function fourReviews(): Promise<[number, number, number, number]> {
  const ids: number[] = [];
  for (const [i, rating] of [5, 4, 3, 5].entries()) {
    const booking = await pastBooking(i + 1, {
      eventType: i === 1 ? "corporate" : "wedding",
      clientEmail: `secret${i}@example.com`,
    });
    const res = await submit({
      token: tokenOf(booking),
      rating,
      text: `Review ${i}: ${GOOD_REVIEW.text}`,
      displayName: i === 0 ? undefined : `Client ${i}`,
    });
    expect(res.status).toBe(201);
    await db.review.update({ where: { id: res.body.id }, data: { createdAt: new Date(Date.UTC(2027, 0, 1, 10, i)) } });
    ids.push(res.body.id);
  }
  expect(ids).toHaveLength(4);
  return ids as [number, number, number, number];
}

describe("moderation (magician)", () => {
  it("lists reviews newest first, by status, with their booking; refuses everyone else", async () => {
    const boss = await magician();
    const [a, b] = await fourReviews();
    await db.review.update({ where: { id: b }, data: { status: "hidden" } });
    const all = await list("?status=all", boss);
    expect(all.status).toBe(200);
    expect(all.headers.get("cache-control")).toBe("private, no-store");
    expect(all.body.map((r: { rating: number }) => r.rating)).toEqual([5, 3, 4, 5]);
    expect(all.body[3]).toMatchObject({
      id: a,
      status: "pending",
      displayName: null,
      clientName: "Ada Lovelace",
      eventType: "wedding",
      bookingId: expect.any(Number),
    });
    expect((await list("?status=pending", boss)).body).toHaveLength(3);
    expect((await list("?status=hidden", boss)).body.map((r: { id: number }) => r.id)).toEqual([b]);
    expect((await list("?status=published", boss)).body).toEqual([]);
    expect(await list("?status=deleted", boss)).toMatchObject({
      status: 400,
      body: { error: "Choose all, pending, published or hidden." },
    });
    expect((await list("?status=all", null)).status).toBe(401);
    expect((await list("?status=all", await createBarClient())).status).toBe(403);
  });

  it("publishes and hides, each change in the audit log; the same status again changes nothing", async () => {
    const boss = await magician();
    const [id] = await fourReviews();
    const published = await moderate(id, "published", boss);
    expect(published).toMatchObject({ status: 200, body: { id, status: "published" } });
    expect((await moderate(id, "published", boss)).status).toBe(200);
    expect((await moderate(id, "hidden", boss)).body.status).toBe("hidden");
    const rows = await db.auditLog.findMany({ where: { action: "review.status" }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.actorName, r.entity, r.entityId, r.before, r.after])).toEqual([
      [boss.username, "review", String(id), { status: "pending" }, { status: "published" }],
      [boss.username, "review", String(id), { status: "published" }, { status: "hidden" }],
    ]);
    expect(await moderate(id, "pending", boss)).toMatchObject({
      status: 400,
      body: { error: "Choose published or hidden." },
    });
    expect((await moderate(999999, "published", boss)).status).toBe(404);
    expect((await moderate(id, "published", null)).status).toBe(401);
    expect((await moderate(id, "published", await createBarClient())).status).toBe(403);
    expect(await db.auditLog.count({ where: { action: "review.status" } })).toBe(2);
  });
});

describe("what the public sees", () => {
  it("GET /api/reviews: published reviews only, newest first, without e-mail or booking id", async () => {
    const boss = await magician();
    const [a, b, c, d] = await fourReviews();
    expect(await list()).toMatchObject({ status: 200, body: { reviews: [], averageRating: null, count: 0 } });
    for (const id of [a, b, d]) await moderate(id, "published", boss);
    await moderate(c, "hidden", boss);
    const res = await list();
    expect(res.body.count).toBe(3);
    expect(res.body.averageRating).toBe(4.7); // (5 + 4 + 5) / 3
    expect(res.body.reviews.map((r: { id: number }) => r.id)).toEqual([d, b, a]);
    for (const review of res.body.reviews)
      expect(Object.keys(review).sort()).toEqual(["createdAt", "displayName", "eventType", "id", "rating", "text"]);
    expect(res.body.reviews[1]).toEqual({
      id: b,
      rating: 4,
      text: `Review 1: ${GOOD_REVIEW.text}`,
      displayName: "Client 1",
      eventType: "corporate",
      createdAt: "2027-01-01T10:01:00.000Z",
    });
    expect(res.body.reviews[2].displayName).toBeNull();
    expect(JSON.stringify(res.body)).not.toMatch(/@example\.com|bookingId|Ada Lovelace|Review 2/);
  });

  it("the landing page's JSON-LD rates only published reviews, and has no rating while there are none", async () => {
    const boss = await magician();
    const [a, b, c] = await fourReviews();
    const none = businessJsonLd(FALLBACK_SERVICES, await publishedReviewSummary());
    expect(none).not.toHaveProperty("aggregateRating");
    expect(none).not.toHaveProperty("review");
    await moderate(a, "published", boss);
    await moderate(c, "published", boss);
    await moderate(b, "hidden", boss);
    const ld = businessJsonLd(FALLBACK_SERVICES, await publishedReviewSummary()) as Record<string, unknown>;
    expect(ld.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toEqual([
      {
        "@type": "Review",
        reviewRating: { "@type": "Rating", ratingValue: 3, bestRating: 5, worstRating: 1 },
        author: { "@type": "Person", name: "Client 2" },
        reviewBody: `Review 2: ${GOOD_REVIEW.text}`,
        datePublished: "2027-01-01",
      },
      {
        "@type": "Review",
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
        author: { "@type": "Person", name: "Verified client" },
        reviewBody: `Review 0: ${GOOD_REVIEW.text}`,
        datePublished: "2027-01-01",
      },
    ]);
    // the written testimonials are never given to search engines as reviews
    expect(JSON.stringify(ld)).not.toMatch(/Sarah & James|Michael Thompson|Review 1/);
  });

  it("the testimonials switch to the newest published reviews at three, and the badge shows the real figures", async () => {
    const boss = await magician();
    const [a, b, c, d] = await fourReviews();
    const badgeText = async () => (await badge()).text();
    expect(await badgeText()).toContain("No verified client reviews yet");
    for (const id of [a, b]) await moderate(id, "published", boss);
    expect(testimonialsToShow((await publishedReviewSummary()).reviews).source).toBe("written");
    await moderate(c, "published", boss);
    await moderate(d, "published", boss);
    const shown = testimonialsToShow((await publishedReviewSummary()).reviews);
    expect([shown.source, shown.items.map((t) => t.id)]).toEqual(["reviews", [d, c, b]]);
    const response = await badge();
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<div class="score">4.3</div>'); // (5 + 4 + 3 + 5) / 4 = 4.25
    expect(html).toContain("4 verified client reviews");
    await moderate(d, "hidden", boss);
    expect(await badgeText()).toContain("4.0 out of 5 from 3 verified client reviews");
  });
});
