// A review's text and name are text everywhere they are shown: markup in them survives as the
// characters typed, never as elements, in the landing page's testimonials, its JSON-LD (a
// "</script>" in a review cannot end the script element), the reviews badge and the magician's mail.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { GET as badge } from "@/app/reviews-badge.html/route";
import { JsonLd, businessJsonLd } from "@/components/site/json-ld";
import { testimonialsToShow } from "@/components/site/testimonials";
import { TestimonialsSection } from "@/components/site/testimonials-section";
import { FALLBACK_SERVICES } from "@/lib/domain/services";
import { publishedReviewSummary } from "@/lib/server/reviews/public";
import { magician } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { moderate, pastBooking, submit, tokenOf } from "./helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const HOSTILE_TEXT = `Loved it </script><script>alert("x")</script> <b>bold</b> & <img src=x onerror=alert(1)> "quotes"`;
const HOSTILE_NAME = `<i>Eve</i> & "Co" </script>`;

/** Three published reviews (the testimonials show reviews from three on), all with markup in them. */
async function publishHostileReviews() {
  const boss = await magician();
  for (const i of [1, 2, 3]) {
    const res = await submit({
      token: tokenOf(await pastBooking(i)),
      rating: 5,
      text: `${HOSTILE_TEXT} ${i}`,
      displayName: HOSTILE_NAME,
    });
    expect(res.status).toBe(201);
    expect((await moderate(res.body.id, "published", boss)).status).toBe(200);
  }
  return publishedReviewSummary();
}

it("stores and answers the text as typed (JSON is not HTML)", async () => {
  const summary = await publishHostileReviews();
  expect(summary.reviews.map((r) => [r.text, r.displayName])).toEqual(
    [3, 2, 1].map((i) => [`${HOSTILE_TEXT} ${i}`, HOSTILE_NAME]),
  );
});

it("shows markup as text in the landing page's testimonials", async () => {
  const summary = await publishHostileReviews();
  const shown = testimonialsToShow(summary.reviews);
  expect(shown.source).toBe("reviews");
  const html = renderToStaticMarkup(createElement(TestimonialsSection, { testimonials: shown }));
  expect(html).not.toMatch(/<script|<b>|<img|<i>/);
  expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  expect(html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; &lt;img src=x onerror=alert(1)&gt;");
  expect(html).toContain("&lt;i&gt;Eve&lt;/i&gt; &amp; &quot;Co&quot; &lt;/script&gt;");
});

it("escapes '<' in the JSON-LD, so a review cannot close the script element, and the data reads back as typed", async () => {
  const summary = await publishHostileReviews();
  const html = renderToStaticMarkup(createElement(JsonLd, { data: businessJsonLd(FALLBACK_SERVICES, summary) }));
  // one script element, opened and closed once: nothing in the reviews ended it early
  expect(html.match(/<script/g)).toHaveLength(1);
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(html.endsWith("</script>")).toBe(true);
  const body = html.replace(/^<script type="application\/ld\+json">/, "").replace(/<\/script>$/, "");
  expect(body).not.toContain("<");
  const data = JSON.parse(body) as { review: { reviewBody: string; author: { name: string } }[] };
  expect(data.review.map((r) => [r.reviewBody, r.author.name])).toEqual(
    [3, 2, 1].map((i) => [`${HOSTILE_TEXT} ${i}`, HOSTILE_NAME]),
  );
});

it("keeps reviews' text out of the badge, which shows only the average and count", async () => {
  await publishHostileReviews();
  const html = await (await badge()).text();
  expect(html).toContain("5.0 out of 5 from 3 verified client reviews");
  expect(html).not.toMatch(/<script|<b>|<img|<i>|Loved it|Eve/);
});

it("escapes the text in the magician's mail about a new review", async () => {
  await publishHostileReviews();
  const mails = await db.emailOutbox.findMany({ where: { subject: { startsWith: "New 5-star review" } } });
  expect(mails).toHaveLength(3);
  for (const mail of mails) {
    expect(mail.text).toContain(HOSTILE_TEXT);
    expect(mail.html).not.toMatch(/<script|<b>|<img|<i>/);
    expect(mail.html).toContain("&lt;/script&gt;&lt;script&gt;");
  }
});
