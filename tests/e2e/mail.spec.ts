import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAsMagician } from "./support/auth";
import { hydrated } from "./support/hydration";
import { runTag } from "./support/run-tag";

// E-mails people can act on, and the development mail viewer.
// 1. Every kind of e-mail, rendered as the server renders it (scripts/mail-samples.ts, under the
//    react-server condition) with fixed data and links, at a phone's width in Chromium: nothing runs
//    off the screen, the button and the link are real links, and one of them matches its baseline
//    (mail.spec.ts-snapshots/). Regenerate after a deliberate change to the layout:
//    `E2E_PORT=… npx tsx tests/e2e/run.ts tests/e2e/mail.spec.ts --update-snapshots`.
// 2. The dashboard's Outbox tab (the e2e server has no SMTP_URL): a mail queued by a route handler
//    of the production build is listed and shown as sent; axe finds nothing on the tab.

test.describe.configure({ timeout: 180_000 });

const SITE = "https://summonamagician.example";

interface Sample {
  kind: string;
  subject: string;
  text: string;
  html: string;
}

/** Every sample e-mail with the same links on every run: a fixed site address and link secret. */
function samples(): Sample[] {
  const out = execFileSync("npx", ["tsx", "--conditions=react-server", "scripts/mail-samples.ts", "--json"], {
    env: { ...process.env, SITE_URL: SITE, LINK_SECRET: "e2e-sample-link-secret-0123456789" },
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out) as Sample[];
}

/** Elements whose right edge passes the viewport, and the document's scroll width. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const over = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? "").trim().slice(0, 50)}`);
    return { width, scrollWidth: document.documentElement.scrollWidth, over };
  });
}

test("every e-mail fits a 390 px screen, with its button and link as real links; the confirmation matches its baseline", async ({
  page,
}) => {
  const all = samples();
  expect(all.length).toBeGreaterThanOrEqual(23);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const mail of all) {
    await page.setContent(mail.html);
    const fit = await overflow(page);
    expect.soft(fit.over, `${mail.kind}: nothing runs off a 390 px screen`).toEqual([]);
    expect.soft(fit.scrollWidth, `${mail.kind}: no sideways scrolling`).toBeLessThanOrEqual(390);
  }

  const confirmation = all.find((m) => m.kind === "booking_confirmation")!;
  await page.setContent(confirmation.html);
  const button = page.getByRole("link", { name: "See your booking", exact: true });
  const href = await button.getAttribute("href");
  expect(href).toMatch(new RegExp(`^${SITE}/booking/[\\w.-]+$`));
  // the same link as text, wrapping inside the screen, and in the plain-text twin
  const asText = page.getByRole("link", { name: href!, exact: true });
  await expect(asText).toHaveAttribute("href", href!);
  const box = (await asText.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(confirmation.text).toContain(href!);
  await expect(page.getByText("Summon a Magician", { exact: true }).first()).toBeVisible();

  await expect(page).toHaveScreenshot("booking-confirmation-390.png", {
    fullPage: true,
    animations: "disabled",
    maxDiffPixelRatio: 0.01,
  });

  const reminder = all.find((m) => m.kind === "customer_reminder_7d")!;
  await page.setContent(reminder.html);
  await expect(page.getByRole("link", { name: "Pay the balance", exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^${SITE}/booking/[\\w.-]+#pay-heading$`),
  );
});

test("the Outbox tab lists queued mail and shows each as it would be sent; axe finds nothing", async ({
  page,
  baseURL,
}, testInfo) => {
  const name = `Outbox Viewer ${runTag(testInfo)}`;
  const queued = await page.request.post("/api/leads", {
    data: {
      name,
      email: "outbox-viewer@example.com",
      phone: "07700 900456",
      eventType: "wedding",
      location: "Glasgow",
      message: "Could you perform at our reception?",
    },
    headers: { origin: baseURL!, "X-Forwarded-For": "203.0.113.93" },
  });
  expect(queued.status()).toBe(201);
  const { id: leadId } = (await queued.json()) as { id: number };

  await signInAsMagician(page, "/admin/magician?tab=outbox");
  await hydrated(page);
  const tab = page.getByRole("tab", { name: "Outbox", exact: true });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  const list = page.getByRole("list", { name: "Queued e-mail" });
  const row = list.getByRole("button", { name: new RegExp(`New enquiry #${leadId}\\b`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("magician_lead");
  await expect(row).toContainText("pending");
  await row.click();

  const frame = page.frameLocator(`iframe[title="E-mail: New enquiry #${leadId}"]`);
  await expect(frame.getByText(`A new enquiry (#${leadId}) has arrived.`, { exact: true })).toBeVisible();
  await expect(frame.getByText("Summon a Magician", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Plain text" })).toContainText(`Name: ${name}`);
  await expect(page.locator(`iframe[title="E-mail: New enquiry #${leadId}"]`)).toHaveAttribute("sandbox", "");

  await page.waitForTimeout(400);
  // The preview frame is sandboxed without scripts, so axe cannot run inside it (it would wait for
  // ever): the e-mail's own markup is checked in the 390 px test above.
  const results = await new AxeBuilder({ page }).include('[role="tabpanel"]').exclude("iframe").analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")}`))).toEqual(
    [],
  );
});
