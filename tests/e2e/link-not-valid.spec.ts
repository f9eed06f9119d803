// A booking or review link that is not valid answers 404 with its own message in the server's HTML,
// so it reads the same with scripts off, in a crawler, or before the page's scripts have run.
import { expect, test } from "@playwright/test";

import { MANAGE_LINK_NOT_VALID } from "@/lib/validation/manage";
import { REVIEW_MESSAGES } from "@/lib/validation/reviews";

const LINKS = [
  {
    path: "/booking/999999.1.not-a-real-signature",
    heading: MANAGE_LINK_NOT_VALID,
    advice: "reply to that e-mail and we will send you a new one",
    title: "Booking link not valid",
  },
  {
    path: "/review/999999.1.not-a-real-signature",
    heading: REVIEW_MESSAGES.token,
    advice: "reply to that e-mail and we will send a new one",
    title: "Review link not valid",
  },
  {
    // well-formed, but signed with another secret: refused like a mistyped one
    path: "/booking/1.1.AAAAAAAAAAAAAAAAAAAAAA",
    heading: MANAGE_LINK_NOT_VALID,
    advice: "reply to that e-mail and we will send you a new one",
    title: "Booking link not valid",
  },
] as const;

/** The text of an HTML answer, tags and scripts removed (what a reader without scripts gets). */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

for (const link of LINKS) {
  test(`${link.path} answers 404 with its message in the server's HTML`, async ({ request }) => {
    const response = await request.get(link.path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('id="__next_error__"');
    expect(html).toContain(`<title>${link.title} | Summon a Magician</title>`);
    const text = visibleText(html);
    expect(text).toContain(link.heading);
    expect(text).toContain(link.advice);
  });
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const link of LINKS.slice(0, 2)) {
    test(`${link.path} shows its message @mobile`, async ({ page }) => {
      const response = await page.goto(link.path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: link.heading })).toBeVisible();
      await expect(page.getByText(link.advice)).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
    });
  }
});

// Any other address that is not a page: the spec's 404 page, its words in the server's HTML too.
for (const path of ["/no-such-page-here", "/services/close-up", "/booking", "/admin/no-such-tab"]) {
  test(`${path} answers 404 with the not-found page's words in the server's HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('id="__next_error__"');
    const text = visibleText(html);
    expect(text).toContain("404 Page Not Found");
    expect(text).toContain("Did you forget to add the page to the router?");
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Back to the homepage<\/a>/);
  });
}

test.describe("an unknown address with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the not-found page's message and its link home @mobile", async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the homepage" })).toBeVisible();
  });
});

test("a page that does not exist still answers with the spec's 404 page @mobile", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});
