// The magician's settings: GET and PATCH /api/settings (roles, the spec's field messages, what is stored,
// the audit log) and the defaults an existing install keeps (the account's e-mail and phone, MAGICIAN_PHONE,
// GOOGLE_REVIEW_URL), then where they are used: the bar's contact card and the review page's Google link.
process.env.MAGICIAN_PHONE = "0141 496 0000";
process.env.GOOGLE_REVIEW_URL = "https://g.page/r/env-default/review";

import { GET, PATCH } from "@/app/api/settings/route";
import { getMagicianContact } from "@/lib/server/settings";
import { getMagicianSettings } from "@/lib/server/settings";
import { SETTINGS_MESSAGES } from "@/lib/validation/settings";
import { createBarClient, magician, request, type TestUser } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { DEFAULT_TRAVEL_SETTINGS } from "@/lib/domain/travel";
import { DEFAULT_AUTO_BALANCE } from "@/lib/domain/auto-balance";
import { AUTO_BALANCE_MESSAGES } from "@/lib/validation/settings";
import { DEFAULT_CALENDAR_SETTINGS } from "@/lib/validation/calendars";

/** The travel, automatic balance, calendars, waiting-list and texts settings every answer carries beside the contact details (never saved here: the defaults). */
const TRAVEL_DEFAULTS = {
  homePostcode: "",
  travel: DEFAULT_TRAVEL_SETTINGS,
  autoBalance: DEFAULT_AUTO_BALANCE,
  calendars: DEFAULT_CALENDAR_SETTINGS,
  waitlist: { offerHours: 24 },
  texts: { "booking-confirmed": true, reminder: true, "balance-due": true, "review-request": true, "on-my-way": true },
};

jest.setTimeout(60_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const VALID = {
  displayName: "The Great Zoltan",
  contactEmail: "bookings@zoltan.example",
  contactPhone: "+44 (0)141 496 0123",
  businessAddress: "12 Wand Street, Glasgow G1 1AA",
  googleReviewUrl: "https://g.page/r/zoltan/review",
  legalName: "Zoltan Magic Ltd",
  vatNumber: "GB123456789",
};

async function getSettings(as?: TestUser | null) {
  const response = await GET(await request("/api/settings", { as }));
  return { status: response.status, body: await response.json() };
}

async function patchSettings(body: unknown, as?: TestUser | null) {
  const response = await PATCH(await request("/api/settings", { method: "PATCH", body, as }));
  return { status: response.status, body: await response.json() };
}

describe("who may read and change the settings", () => {
  it("answers 401 signed out and 403 to a bar client, for GET and PATCH, and changes nothing", async () => {
    const bar = await createBarClient();
    expect((await getSettings(null)).status).toBe(401);
    expect((await getSettings(bar)).status).toBe(403);
    expect((await patchSettings(VALID, null)).status).toBe(401);
    expect((await patchSettings(VALID, bar)).status).toBe(403);
    expect((await getMagicianSettings()).displayName).toBe("Summon a Magician");
    expect(await db.auditLog.count({ where: { action: "settings.update" } })).toBe(0);
  });
});

describe("GET /api/settings", () => {
  it("shows today's values on an install that never saved settings", async () => {
    const boss = await magician();
    // The seed stored MAGICIAN_PHONE on the account; an account without one falls back to it too.
    await db.user.update({ where: { id: boss.id }, data: { contactPhone: null } });
    const { status, body } = await getSettings(boss);
    expect(status).toBe(200);
    expect(body).toEqual({
      displayName: "Summon a Magician",
      contactEmail: "magician@example.com",
      contactPhone: "0141 496 0000",
      businessAddress: "",
      googleReviewUrl: "https://g.page/r/env-default/review",
      legalName: "",
      vatNumber: "",
      ...TRAVEL_DEFAULTS,
    });
  });
});

describe("PATCH /api/settings", () => {
  it("stores every field, answers the settings in force and audits what changed", async () => {
    const boss = await magician();
    const { status, body } = await patchSettings(VALID, boss);
    expect(status).toBe(200);
    expect(body).toEqual({ ...VALID, ...TRAVEL_DEFAULTS });
    expect((await getSettings(boss)).body).toEqual({ ...VALID, ...TRAVEL_DEFAULTS });
    // The contact e-mail and phone are the account's own columns: one copy.
    const row = await db.user.findUniqueOrThrow({ where: { id: boss.id } });
    expect(row).toMatchObject({
      email: VALID.contactEmail,
      contactPhone: VALID.contactPhone,
      displayName: VALID.displayName,
    });

    const entry = await db.auditLog.findFirstOrThrow({ where: { action: "settings.update" } });
    expect(entry).toMatchObject({
      actorId: boss.id,
      actorName: boss.username,
      entity: "settings",
      entityId: String(boss.id),
    });
    expect(entry.before).toEqual({
      displayName: "Summon a Magician",
      contactEmail: "magician@example.com",
      contactPhone: "0141 496 0000",
      businessAddress: "",
      googleReviewUrl: "https://g.page/r/env-default/review",
      legalName: "",
      vatNumber: "",
    });
    expect(entry.after).toEqual(VALID);

    // Changing one field audits that field only; saving the same values again audits nothing.
    await patchSettings({ contactPhone: "07700 900456" }, boss);
    const phoneOnly = await db.auditLog.findFirstOrThrow({
      where: { action: "settings.update" },
      orderBy: { id: "desc" },
    });
    expect(phoneOnly.before).toEqual({ contactPhone: VALID.contactPhone });
    expect(phoneOnly.after).toEqual({ contactPhone: "07700 900456" });
    expect((await patchSettings({ ...VALID, contactPhone: "07700 900456" }, boss)).status).toBe(200);
    expect(await db.auditLog.count({ where: { action: "settings.update" } })).toBe(2);
  });

  it("clears the phone, the address and the Google link with an empty string (not back to the environment's default)", async () => {
    const boss = await magician();
    await patchSettings(VALID, boss);
    const { status, body } = await patchSettings(
      { contactPhone: "", businessAddress: "  ", googleReviewUrl: "", vatNumber: "" },
      boss,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ contactPhone: "", businessAddress: "", googleReviewUrl: "" });
    expect(await getMagicianContact()).toEqual({ phone: null, email: VALID.contactEmail });
  });

  it("refuses bad input with 400 and each field's message, storing nothing", async () => {
    const boss = await magician();
    const { status, body } = await patchSettings(
      {
        displayName: "Z",
        contactEmail: "not-an-email",
        contactPhone: "12345",
        businessAddress: "abc",
        googleReviewUrl: "http://g.page/r/zoltan/review",
      },
      boss,
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      displayName: "Display name must be at least 2 characters.",
      contactEmail: "Please enter a valid email address.",
      contactPhone: "Please enter a valid phone number.",
      businessAddress: "Address must be at least 5 characters.",
      googleReviewUrl: SETTINGS_MESSAGES.googleReviewUrl,
    });
    expect((await getMagicianSettings()).contactEmail).toBe("magician@example.com");
    expect(await db.auditLog.count({ where: { action: "settings.update" } })).toBe(0);
  });

  it.each([
    ["a US number", { contactPhone: "+1 212 555 0100" }, "contactPhone", "Please enter a valid phone number."],
    ["letters in the phone", { contactPhone: "0141 CALL ME" }, "contactPhone", "Please enter a valid phone number."],
    [
      "a javascript: link",
      { googleReviewUrl: "javascript:alert(1)" },
      "googleReviewUrl",
      SETTINGS_MESSAGES.googleReviewUrl,
    ],
    ["a link without a host", { googleReviewUrl: "https://" }, "googleReviewUrl", SETTINGS_MESSAGES.googleReviewUrl],
    ["a VAT number that is not a UK one", { vatNumber: "FR123456789" }, "vatNumber", SETTINGS_MESSAGES.vatNumber],
    ["a VAT number one digit short", { vatNumber: "GB 123 4567 8" }, "vatNumber", SETTINGS_MESSAGES.vatNumber],
    ["a one-letter legal name", { legalName: "Z" }, "legalName", SETTINGS_MESSAGES.legalName],
    ["a number for a name", { displayName: 42 }, "displayName", "Display name must be at least 2 characters."],
    ["a name that is too long", { displayName: "Z".repeat(101) }, "displayName", "Must be at most 100 characters."],
    [
      "a control character",
      { businessAddress: "12 Wand Street\u0007" },
      "businessAddress",
      "Please remove the unusual (control) characters from this field.",
    ],
  ])("refuses %s", async (_label, body, field, message) => {
    const answer = await patchSettings(body, await magician());
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors[field]).toBe(message);
  });

  it("stores a VAT number as GB and its digits, and clears it and the legal name with an empty string", async () => {
    const boss = await magician();
    const saved = await patchSettings(
      { vatNumber: "gb 123 4567 89", legalName: "Zoltan Magic Ltd", businessAddress: VALID.businessAddress },
      boss,
    );
    expect(saved.body).toMatchObject({ vatNumber: "GB123456789", legalName: "Zoltan Magic Ltd" });
    // another field alone leaves them as they are
    expect((await patchSettings({ contactPhone: "07700 900123" }, boss)).body).toMatchObject({
      vatNumber: "GB123456789",
    });
    expect((await patchSettings({ vatNumber: "", legalName: "" }, boss)).body).toMatchObject({
      vatNumber: "",
      legalName: "",
    });
  });

  it("a VAT number needs the business address a VAT invoice must show: refused without it, nothing stored", async () => {
    const boss = await magician();
    const message = "A VAT invoice must show your business address: please add it as well.";
    await patchSettings({ businessAddress: "", vatNumber: "" }, boss);
    expect(await patchSettings({ vatNumber: "GB123456789", legalName: "Zoltan Magic Ltd" }, boss)).toEqual({
      status: 400,
      body: expect.objectContaining({ fieldErrors: { vatNumber: message } }),
    });
    expect((await getSettings(boss)).body).toMatchObject({ vatNumber: "", legalName: "" });
    // with the address in the same change, or already there, it is kept
    await patchSettings({ vatNumber: "GB123456789", businessAddress: VALID.businessAddress }, boss);
    // and the address cannot then be cleared while the VAT number stays
    expect(await patchSettings({ businessAddress: "" }, boss)).toEqual({
      status: 400,
      body: expect.objectContaining({ fieldErrors: { businessAddress: message } }),
    });
    expect((await getSettings(boss)).body).toMatchObject({
      vatNumber: "GB123456789",
      businessAddress: VALID.businessAddress,
    });
  });

  it("refuses an empty change, malformed JSON and a NUL character with 400", async () => {
    const boss = await magician();
    expect(await patchSettings({}, boss)).toEqual({
      status: 400,
      body: { code: "bad_request", error: "Nothing to update." },
    });
    expect((await patchSettings("{not json", boss)).status).toBe(400);
    expect((await patchSettings({ displayName: "Zol\u0000tan" }, boss)).status).toBe(400);
  });

  it("accepts the ways a UK number is written", async () => {
    const boss = await magician();
    for (const phone of [
      "07700 900123",
      "0141-496-0000",
      "(0131) 496 0000",
      "+44 7700 900123",
      "0044 141 496 0000",
      "01697 73123",
    ]) {
      expect({ phone, status: (await patchSettings({ contactPhone: phone }, boss)).status }).toEqual({
        phone,
        status: 200,
      });
    }
  });
});

describe("the review page's Google link", () => {
  /** The googleReviewUrl the review page hands its form, for an open review link. */
  async function googleLinkOnReviewPage(): Promise<string | null> {
    const { default: ReviewPage } = await import("@/app/review/[token]/page");
    const { ReviewForm } = await import("@/components/reviews/review-form");
    const { pastBooking, tokenOf } = await import("../reviews/helpers");
    const tree = await ReviewPage({ params: Promise.resolve({ token: tokenOf(await pastBooking()) }) });
    const found: unknown[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== "object" || !("props" in node)) return;
      const element = node as { type: unknown; props: { children?: unknown; googleReviewUrl?: string | null } };
      if (element.type === ReviewForm) found.push(element.props.googleReviewUrl);
      walk(element.props.children);
    };
    walk(tree);
    expect(found).toHaveLength(1);
    return found[0] as string | null;
  }

  it("offers GOOGLE_REVIEW_URL until the magician saves a link, then the saved link, and none once cleared", async () => {
    const boss = await magician();
    expect(await googleLinkOnReviewPage()).toBe("https://g.page/r/env-default/review");
    await patchSettings({ googleReviewUrl: VALID.googleReviewUrl }, boss);
    expect(await googleLinkOnReviewPage()).toBe(VALID.googleReviewUrl);
    await patchSettings({ googleReviewUrl: "" }, boss);
    expect(await googleLinkOnReviewPage()).toBeNull();
  });
});

describe("the automatic balance setting", () => {
  it("is off, 7 days, until the magician replaces it whole; a bad value answers 400 under its dotted key and saves nothing", async () => {
    const boss = await magician();
    expect((await getSettings(boss)).body.autoBalance).toEqual({ enabled: false, daysBefore: 7 });
    const saved = await patchSettings({ autoBalance: { enabled: true, daysBefore: 10 } }, boss);
    expect([saved.status, saved.body.autoBalance]).toEqual([200, { enabled: true, daysBefore: 10 }]);
    const refused = await patchSettings({ autoBalance: { enabled: false, daysBefore: 61 } }, boss);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ "autoBalance.daysBefore": AUTO_BALANCE_MESSAGES.daysBefore });
    expect((await getSettings(boss)).body.autoBalance).toEqual({ enabled: true, daysBefore: 10 });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "settings.update" }, orderBy: { id: "desc" } });
    expect(audit.after).toEqual({ autoBalance: { enabled: true, daysBefore: 10 } });
    expect(
      (await patchSettings({ autoBalance: { enabled: true, daysBefore: 10 } }, await createBarClient())).status,
    ).toBe(403);
  });
});

describe("the calendars setting", () => {
  it("has all-day events block the day until the magician turns it off; audited; a bad value answers 400", async () => {
    const boss = await magician();
    expect((await getSettings(boss)).body.calendars).toEqual({ allDayEventsBlock: true });
    const saved = await patchSettings({ calendars: { allDayEventsBlock: false } }, boss);
    expect([saved.status, saved.body.calendars]).toEqual([200, { allDayEventsBlock: false }]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "settings.update" }, orderBy: { id: "desc" } });
    expect(audit.after).toEqual({ calendars: { allDayEventsBlock: false } });
    const refused = await patchSettings({ calendars: { allDayEventsBlock: "no" } }, boss);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      "calendars.allDayEventsBlock": "Choose whether all-day events block the day.",
    });
    expect((await getSettings(boss)).body.calendars).toEqual({ allDayEventsBlock: false });
  });
});

describe("the waiting list's offer hours", () => {
  it("is 24 until the magician sets it (1 to 168 hours); a bad value answers 400 and saves nothing", async () => {
    const boss = await magician();
    expect((await getSettings(boss)).body.waitlist).toEqual({ offerHours: 24 });
    const saved = await patchSettings({ waitlist: { offerHours: 48 } }, boss);
    expect([saved.status, saved.body.waitlist]).toEqual([200, { offerHours: 48 }]);
    const refused = await patchSettings({ waitlist: { offerHours: 169 } }, boss);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ "waitlist.offerHours": "Enter a whole number of hours from 1 to 168." });
    expect((await getSettings(boss)).body.waitlist).toEqual({ offerHours: 48 });
    const row = await db.setting.findUniqueOrThrow({ where: { key: "waitlist.offerHours" } });
    expect(row.value).toBe("48");
  });
});
