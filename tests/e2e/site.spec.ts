import { expect, test } from "@playwright/test";

import { closeSql, sql } from "./support/db";
import { hydrated } from "./support/hydration";

test.afterAll(async () => {
  await closeSql();
});

test("the landing page shows every section, the claims, services with 'from £' prices and the footer @mobile", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Summon a Magician/);
  await expect(page.getByRole("heading", { level: 1, name: "Summon a Magician" })).toBeVisible();
  for (const id of ["home", "services", "about", "testimonials", "contact"])
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  for (const claim of ["Over a decade of experience", "500+", "5-star rated", "Award-winning"]) {
    await expect(page.getByText(claim, { exact: false }).first()).toBeAttached();
  }
  const services = page.locator("#services");
  await expect(services.getByRole("heading", { name: "Close-Up Magic" })).toBeAttached();
  await expect(services.getByText("from £125")).toBeAttached();
  await expect(services.getByText("from £375")).toBeAttached(); // Stage Illusions 750
  await expect(page.locator("#about iframe[src='/pro-badge.html']")).toHaveCount(1);
  await expect(page.locator("#testimonials figure")).toHaveCount(3);
  await expect(page.locator("#testimonials iframe[src='/reviews-badge.html']")).toHaveCount(1);
  await expect(page.locator("#contact").getByRole("heading", { name: "Contact Us" })).toBeAttached();
  await expect(page.getByText("Based in Glasgow, UK - Available Nationwide")).toBeAttached();
  await expect(page.getByRole("heading", { name: "Ready to Experience the Magic?" })).toBeAttached();
  const footer = page.locator("footer");
  await expect(footer.getByText(`© ${new Date().getFullYear()} Summon a Magician`)).toBeAttached();
  for (const href of ["/privacy-policy", "/terms-of-service", "/admin"])
    await expect(footer.locator(`a[href='${href}']`)).toHaveCount(1);
  // JSON-LD and canonical
  const jsonLd = JSON.parse((await page.locator("script[type='application/ld+json']").textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("EntertainmentBusiness");
  expect(jsonLd.address.addressLocality).toBe("Glasgow");
  await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", /^https?:\/\/[^/]+\/?$/);
  await expect(page.locator("meta[property='og:image']").first()).toHaveAttribute("content", /opengraph-image/);
});

test("the Pro badge fits its frame on a phone and on a desktop", async ({ page }) => {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/#about");
    const frame = page.locator("#about iframe[src='/pro-badge.html']");
    await frame.scrollIntoViewIfNeeded();
    const inner = page.frameLocator("#about iframe[src='/pro-badge.html']").locator("main");
    await expect(inner).toBeVisible();
    const frameBox = await frame.boundingBox();
    const contentHeight = await inner.evaluate((main) => main.getBoundingClientRect().height + 24);
    expect(frameBox && contentHeight <= frameBox.height, `badge at ${width}px`).toBe(true);
  }
});

test("the badge pages are served", async ({ request }) => {
  for (const path of ["/pro-badge.html", "/reviews-badge.html"]) {
    const response = await request.get(path);
    expect(response.ok()).toBe(true);
    expect(await response.text()).toContain("<html");
  }
});

test("the header gains a shadow after 50 px and the nav links smooth-scroll to their sections", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const header = page.locator("header").first();
  await expect(header).not.toHaveAttribute("data-scrolled", "true");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect
    .poll(async () => page.evaluate(() => Math.abs(document.getElementById("contact")!.getBoundingClientRect().top)))
    .toBeLessThan(120);
  await expect(page).toHaveURL(/#contact$/);
});

test("the mobile menu slides in with the links and the 'Summon a Magician' button @mobile", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "phone viewport only");
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: /Menu/ });
  await expect(menu).toBeVisible();
  for (const name of ["Home", "Services", "About", "Testimonials", "Contact"])
    await expect(menu.getByRole("link", { name })).toBeVisible();
  await menu.getByRole("link", { name: "Testimonials" }).click();
  await expect(menu).toBeHidden();
  await expect
    .poll(async () =>
      page.evaluate(() => Math.abs(document.getElementById("testimonials")!.getBoundingClientRect().top)),
    )
    .toBeLessThan(120);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: /Menu/ }).getByRole("button", { name: "Summon a Magician" }).click();
  await expect(page.getByRole("dialog", { name: "Summon a Magician" })).toBeVisible();
});

test("the enquiry form shows every validation message, then sends and stores the lead @mobile", async ({ page }) => {
  await page.goto("/#contact");
  const form = page.getByRole("form", { name: "Enquiry form" });
  // The server-rendered twin stands in until the form's code arrives (the section is in view): a click
  // before the page hydrates would meet the browser's own validation instead.
  await expect(page.locator("form[data-enquiry-placeholder]")).toHaveCount(0);
  await form.getByRole("button", { name: "Send Message" }).click();
  for (const message of [
    "Name must be at least 2 characters.",
    "Please enter a valid email address.",
    "Please enter a valid phone number.",
    "Please select an event type.",
    "Please enter a location.",
    "Message must be at least 10 characters.",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  const unique = `Enquirer ${Date.now()}`;
  await form.getByLabel("Your Name").fill(unique);
  await expect(form.getByText("Name must be at least 2 characters.")).toBeHidden(); // re-validates on change
  await form.getByLabel("Email Address").fill("not-an-email");
  await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
  await form.getByLabel("Email Address").fill("enquirer@example.com");
  await form.getByLabel("Phone Number").fill("07700 900456");
  await form.getByLabel("Event Type").selectOption("corporate");
  await form.getByLabel("Event Location").fill("Merchant City, Glasgow");
  await form.getByLabel("Your Message").fill("We would love a close-up set at our winter party.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  await expect(form.getByLabel("Your Name")).toHaveValue("");
  const rows = await sql<{ email: string; event_type: string; location: string }>(
    `select email, "eventType" as event_type, location from leads where name = $1`,
    [unique],
  );
  expect(rows).toEqual([
    { email: "enquirer@example.com", event_type: "corporate", location: "Merchant City, Glasgow" },
  ]);
});

test("the promotions slideshow shows arrows and dots for several promotions and wraps around", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const carousel = page.getByRole("region", { name: "Promotions" });
  await carousel.scrollIntoViewIfNeeded();
  const slides = carousel.locator("[aria-roledescription='slide']");
  // The seed has two active promotions; the slideshow's controls only exist with more than one.
  const count = await slides.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await carousel.getByRole("button", { name: "Pause slideshow" }).click();
  await expect(carousel.locator("[aria-roledescription='slide'][aria-hidden='false']")).toHaveCount(1);
  const first = await carousel
    .locator("[aria-roledescription='slide'][aria-hidden='false']")
    .getAttribute("aria-label");
  expect(first).toMatch(/^1 of/);
  await carousel.getByRole("button", { name: "Previous promotion" }).click();
  await expect(carousel.locator("[aria-roledescription='slide'][aria-hidden='false']")).toHaveAttribute(
    "aria-label",
    new RegExp(`^${count} of`),
  );
  await carousel.getByRole("button", { name: "Next promotion" }).click();
  await expect(carousel.locator("[aria-roledescription='slide'][aria-hidden='false']")).toHaveAttribute(
    "aria-label",
    /^1 of/,
  );
  await expect(carousel.getByRole("button", { name: /^Show promotion/ })).toHaveCount(count);
});

test("legal pages, robots.txt and sitemap.xml", async ({ page, request }) => {
  for (const path of ["/terms-of-service", "/legal/terms"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByText("More than 30 days before the event:")).toBeVisible();
    await expect(page.getByText("Booking records (event details, services, amounts)")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
  }
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain("sitemap.xml");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/terms-of-service</loc>");
  const og = await request.get("/opengraph-image");
  expect(og.headers()["content-type"]).toContain("image/png");
});

test("/checkout without a pending booking and /booking-success after a failed redirect give clear messages", async ({
  page,
}) => {
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Nothing to pay" })).toBeVisible();
  await page.goto("/booking-success?payment_intent=pi_x&redirect_status=failed");
  await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
  await page.goto("/booking-success?payment_intent=pi_x&redirect_status=processing");
  await expect(page.getByRole("heading", { name: "Payment processing" })).toBeVisible();
});
