import { expect, test, type Page } from "@playwright/test";
import { signInAsMagician } from "./support/auth";
import { insertBookingRow } from "./support/bookings";
import { closeSql, sql } from "./support/db";

// The magician's bookings table (Bookings tab): search by name, phone digits and #number, text with
// LIKE wildcards found literally, the status filter, the URL as the table's state (reload, Back) and
// the next page. Every search carries this run's own tag, so other specs' bookings never show up;
// the rows are dated 2098 (no calendar of another spec sees them) and deleted afterwards.

const TAG = `Qz${Date.now().toString(36)}`;
const inserted: number[] = [];

test.afterAll(async () => {
  if (inserted.length) await sql(`DELETE FROM bookings WHERE id = ANY($1)`, [inserted]);
  await closeSql();
});

async function insertBooking(fields: Record<string, unknown>): Promise<number> {
  const { id } = await insertBookingRow({
    clientName: `Client ${TAG}`,
    clientEmail: `search-${TAG.toLowerCase()}@example.com`,
    clientPhone: "0141 555 0100",
    eventDate: "2098-05-10",
    ...fields,
  });
  inserted.push(id);
  return id;
}

const rows = (page: Page) => page.getByTestId("booking-row");
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Types into the search box and waits for the (debounced) search to reach the URL. */
async function search(page: Page, text: string) {
  // Text typed before the table's filters hydrate would be kept on screen but never searched for.
  await expect(page.locator("form[role=search][data-hydrated]")).toBeAttached({ timeout: 30_000 });
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  await expect.poll(() => param(page, "q")).toBe(text);
}

/**
 * The listed rows are exactly these bookings ("#12" in the first column), in this order. Retried: after the
 * URL changes the table still shows the previous answer until the new one arrives.
 */
async function expectIds(page: Page, expected: string[]) {
  await expect(rows(page).locator("td:first-child")).toHaveText(expected);
}

// eight digits unique to this run: a mobile number only these bookings have
const digits = String(Date.now() % 100_000_000).padStart(8, "0");
const mobile = `077${digits.slice(0, 2)} ${digits.slice(2)}`; // 077dd dddddd

let ids: { ailsa: number; literal: number; lookalike: number; done: number };

test.beforeAll(async () => {
  ids = {
    ailsa: await insertBooking({ clientName: `Ailsa Brodie ${TAG}`, clientPhone: mobile, status: "pending" }),
    literal: await insertBooking({
      clientName: `Half 50%_off ${TAG}`,
      status: "confirmed",
      paymentStatus: "completed",
      paidPence: 25000,
    }),
    // matched by "50%_off" if % and _ were wildcards
    lookalike: await insertBooking({ clientName: `Half 50xyoff ${TAG}`, status: "cancelled" }),
    done: await insertBooking({ clientName: `Finished ${TAG}`, status: "completed", eventDate: "2098-04-01" }),
  };
});

test.describe.configure({ timeout: 120_000 });

test("search by name, by phone digits however spaced, by #number, and % and _ literally", async ({ page }) => {
  await signInAsMagician(page);
  await page.goto("/admin/magician?tab=bookings");
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible({ timeout: 30_000 });

  await search(page, `ailsa brodie ${TAG}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(`Ailsa Brodie ${TAG}`);

  // the same mobile number written three ways, and in its +44 form
  for (const phone of [
    mobile.replace(/\s/g, ""),
    `${mobile.slice(0, 4)} ${mobile.slice(4, 8)} ${mobile.slice(8)}`,
    `+44 ${mobile.slice(1)}`,
  ]) {
    await search(page, phone);
    await expect(rows(page)).toHaveCount(1);
    await expectIds(page, [`#${ids.ailsa}`]);
  }

  await search(page, `#${ids.literal}`);
  await expect(rows(page)).toHaveCount(1);
  await expectIds(page, [`#${ids.literal}`]);

  await search(page, `50%_off ${TAG}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(`Half 50%_off ${TAG}`);

  await search(page, `no such client ${TAG}`);
  await expect(page.getByText("No bookings match.")).toBeVisible();
});

test("the status filter lives in the URL: a reload keeps it and Back returns to the previous one", async ({ page }) => {
  await signInAsMagician(page);
  await page.goto("/admin/magician?tab=bookings");
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible({ timeout: 30_000 });
  await search(page, TAG);
  await expect(rows(page)).toHaveCount(4);

  const status = page.getByLabel("Status", { exact: true });
  await status.selectOption("confirmed");
  await expect.poll(() => param(page, "status")).toBe("confirmed");
  await expect(rows(page)).toHaveCount(1);
  await expectIds(page, [`#${ids.literal}`]);

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(TAG, { timeout: 30_000 });
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("confirmed");
  await expect(rows(page)).toHaveCount(1);
  await expectIds(page, [`#${ids.literal}`]);

  await expect(page.locator("form[role=search][data-hydrated]")).toBeAttached({ timeout: 30_000 });
  await page.getByLabel("Status", { exact: true }).selectOption("cancelled");
  await expect.poll(() => param(page, "status")).toBe("cancelled");
  await expect(rows(page)).toHaveCount(1);
  await expectIds(page, [`#${ids.lookalike}`]);

  await page.getByLabel("Payment", { exact: true }).selectOption("completed");
  await expect.poll(() => param(page, "paymentStatus")).toBe("completed");
  await expect(page.getByText("No bookings match.")).toBeVisible();

  await page.goBack();
  await expect.poll(() => param(page, "paymentStatus")).toBeNull();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("cancelled");
  await expectIds(page, [`#${ids.lookalike}`]);

  await page.goBack();
  await expect.poll(() => param(page, "status")).toBe("confirmed");
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("confirmed");
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(TAG);
  await expect(rows(page)).toHaveCount(1);
  await expectIds(page, [`#${ids.literal}`]);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect.poll(() => param(page, "status")).toBeNull();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("");
});

test("'Next page' goes on after the 25th row, and Back returns to the first page", async ({ page }) => {
  // a tag of its own: the other tests' searches for TAG must not find these
  const pager = `Pager Pg${Date.now().toString(36)}`;
  const pagerIds: number[] = [];
  for (let i = 1; i <= 27; i++) {
    const created = new Date(Date.UTC(2098, 0, 1, 12, i)).toISOString();
    pagerIds.push(
      await insertBooking({
        clientName: `${pager} ${String(i).padStart(2, "0")}`,
        createdAt: created,
        status: "pending",
      }),
    );
  }
  // newest booked first: 27 … 3 on the first page, 2 and 1 on the next
  const newestFirst = [...pagerIds].reverse().map((id) => `#${id}`);

  await signInAsMagician(page);
  await page.goto("/admin/magician?tab=bookings");
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible({ timeout: 30_000 });
  await search(page, pager);
  await expect(rows(page)).toHaveCount(25);
  await expectIds(page, newestFirst.slice(0, 25));

  await page.getByRole("button", { name: "Next page" }).click();
  await expect.poll(() => param(page, "cursor")).not.toBeNull();
  await expect(rows(page)).toHaveCount(2);
  await expectIds(page, newestFirst.slice(25));
  await expect(page.getByRole("button", { name: "Next page" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "First page" })).toBeVisible();

  // the page's cursor survives a reload too
  await page.reload();
  await expect(rows(page)).toHaveCount(2, { timeout: 30_000 });
  await expectIds(page, newestFirst.slice(25));

  await page.goBack();
  await expect.poll(() => param(page, "cursor")).toBeNull();
  await expect(rows(page)).toHaveCount(25);
  await expectIds(page, newestFirst.slice(0, 25));
});

test("on a phone the bookings are cards, and the page does not scroll sideways @mobile", async ({ page }) => {
  await insertBooking({ clientName: `Wide ${TAG}` });
  await signInAsMagician(page);
  await page.goto("/admin/magician?tab=bookings");
  await search(page, `wide ${TAG}`);
  await expect(rows(page)).toHaveCount(1);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
    search: document.querySelector("form[role=search]")!.getBoundingClientRect().right,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  expect(widths.search).toBeLessThanOrEqual(widths.viewport);
});
