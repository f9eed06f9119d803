/** @jest-environment node */
import { GET as getAudit } from "@/app/api/audit-log/route";
import { GET as getNotes, POST as postNote } from "@/app/api/leads/[id]/notes/route";
import { GET as getLeads } from "@/app/api/leads/route";
import { leadHistoryPage } from "@/lib/server/admin/leads";
import { createBarClient } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { call, expectMagicianOnly } from "./helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const ids = (body: { id: number }[]) => body.map((b) => b.id);

function nextOf(response: Response): string | null {
  const link = response.headers.get("Link");
  return link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
}

async function createLeads(n: number, status = "new") {
  const base = Date.now() - 86_400_000;
  await db.lead.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      name: `Lead ${i}`,
      email: `lead${i}@example.com`,
      phone: "07700 900000",
      eventType: "wedding",
      message: "Hello",
      status,
      // Pairs share an instant, so the id must break the ties.
      createdAt: new Date(base + Math.floor(i / 2) * 1000),
    })),
  });
}

/** Follows the Link headers from `path`; returns every id seen and the number of pages. */
async function walk(handler: unknown, path: string) {
  const seen: number[] = [];
  let pages = 0;
  let next: string | null = path;
  while (next) {
    const page = await call(handler as never, next);
    expect(page.status).toBe(200);
    seen.push(...ids(page.body));
    next = nextOf(page.response);
    pages += 1;
  }
  return { seen, pages };
}

describe("GET /api/leads pages", () => {
  it("pages newest first with limit and Link, without duplicates or gaps, keeping the status filter", async () => {
    await createLeads(11);
    await createLeads(3, "rejected");
    const all = await call(getLeads as never, "/api/leads");
    expect(all.body).toHaveLength(14);
    expect(nextOf(all.response)).toBeNull();
    const walked = await walk(getLeads, "/api/leads?limit=4");
    expect(walked.pages).toBe(4);
    expect(walked.seen).toEqual(ids(all.body));
    const onlyNew = await walk(getLeads, "/api/leads?status=new&limit=5");
    expect(onlyNew.seen).toHaveLength(11);
    expect(new Set(onlyNew.seen).size).toBe(11);
  });

  it("answers 400 for a bad limit, cursor or status", async () => {
    for (const query of [
      "limit=0",
      "limit=501",
      "cursor=%%%",
      `cursor=${Buffer.from("[1]").toString("base64url")}`,
      "status=hot",
    ]) {
      expect({ query, status: (await call(getLeads as never, `/api/leads?${query}`)).status }).toEqual({
        query,
        status: 400,
      });
    }
  });
});

describe("the Lead History page", () => {
  it("reads 50 leads at a time with their notes, newest first, and links the next page until the last", async () => {
    await createLeads(53);
    const history = (cursorUrl: string) => leadHistoryPage(new URL(cursorUrl, "http://admin.invalid"));
    const first = await history("/admin/leads");
    expect(first.items).toHaveLength(50);
    expect(first.items.map((l) => l.name).slice(0, 2)).toEqual(["Lead 52", "Lead 51"]);
    expect(first.next).toMatch(/^\/admin\/leads\?cursor=/);
    const second = await history(first.next!);
    expect(second.items.map((l) => l.name)).toEqual(["Lead 2", "Lead 1", "Lead 0"]);
    expect(second.next).toBeNull();
    expect(second.items[0]).toMatchObject({ notes: [], booking: null });
    await expect(history("/admin/leads?cursor=%%%")).rejects.toMatchObject({ status: 400 });
  });
});

describe("GET /api/audit-log pages", () => {
  it("pages by cursor and Link, and ?before= still works as an alias", async () => {
    await db.auditLog.createMany({
      data: Array.from({ length: 7 }, (_, i) => ({ action: "lead.status", entity: "lead", entityId: String(i) })),
    });
    const all = await call(getAudit as never, "/api/audit-log");
    expect(all.body).toHaveLength(7);
    const walked = await walk(getAudit, "/api/audit-log?limit=3");
    expect(walked.pages).toBe(3);
    expect(walked.seen).toEqual(ids(all.body));
    const before = await call(getAudit as never, `/api/audit-log?limit=2&before=${all.body[2].id}`);
    expect(ids(before.body)).toEqual(ids(all.body).slice(3, 5));
    expect(nextOf(before.response)).not.toContain("before=");
    expect((await call(getAudit as never, "/api/audit-log?limit=501")).status).toBe(400);
    expect((await call(getAudit as never, "/api/audit-log?cursor=abc")).status).toBe(400);
    expect((await call(getAudit as never, "/api/audit-log?before=x")).status).toBe(400);
  });

  it("answers a NUL in the entity filter with a 400 field message, not a database error", async () => {
    const refused = await call(getAudit as never, "/api/audit-log?entity=lead%00");
    expect([refused.status, refused.body]).toEqual([
      400,
      {
        code: "bad_request",
        error: "Please remove the unusual (control) characters from this field.",
        fieldErrors: { entity: "Please remove the unusual (control) characters from this field." },
      },
    ]);
  });
});

describe("lead notes", () => {
  async function lead() {
    return db.lead.create({
      data: { name: "Grace", email: "g@example.com", phone: "0141", eventType: "corporate", message: "Hi" },
    });
  }

  it("adds dated notes (audited) that show in the lead's history, oldest first", async () => {
    const l = await lead();
    const first = await call(postNote as never, `/api/leads/${l.id}/notes`, {
      body: { text: "  Called, no answer.  " },
      params: { id: String(l.id) },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ text: "Called, no answer.", authorName: "magician" });
    expect(Number.isNaN(Date.parse(first.body.createdAt))).toBe(false);
    await call(postNote as never, `/api/leads/${l.id}/notes`, {
      body: { text: "Sent a quote." },
      params: { id: String(l.id) },
    });
    const list = await call(getNotes as never, `/api/leads/${l.id}/notes`, { params: { id: String(l.id) } });
    expect(list.body.map((n: { text: string }) => n.text)).toEqual(["Called, no answer.", "Sent a quote."]);
    const history = (await leadHistoryPage(new URL("http://admin.invalid/admin/leads"))).items;
    expect(history[0]!.notes.map((n) => n.text)).toEqual(["Called, no answer.", "Sent a quote."]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "lead.note" } });
    expect(audit).toMatchObject({ entity: "lead", entityId: String(l.id) });
  });

  it("refuses empty or over-long text (400 field message), unknown leads (404), anyone but the magician", async () => {
    const l = await lead();
    const at = { params: { id: String(l.id) } };
    const empty = await call(postNote as never, `/api/leads/${l.id}/notes`, { body: { text: "   " }, ...at });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.text).toBe("Please write a note.");
    const long = await call(postNote as never, `/api/leads/${l.id}/notes`, { body: { text: "x".repeat(2001) }, ...at });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.text).toBe("A note can be at most 2000 characters.");
    const max = await call(postNote as never, `/api/leads/${l.id}/notes`, { body: { text: "x".repeat(2000) }, ...at });
    expect(max.status).toBe(201);
    const missing = await call(postNote as never, "/api/leads/99999/notes", {
      body: { text: "Hi" },
      params: { id: "99999" },
    });
    expect(missing.status).toBe(404);
    await expectMagicianOnly(postNote as never, `/api/leads/${l.id}/notes`, {
      method: "POST",
      body: { text: "Hi" },
      ...at,
    });
    const bar = await createBarClient();
    expect((await call(getNotes as never, `/api/leads/${l.id}/notes`, { as: bar, ...at })).status).toBe(403);
    expect(await db.leadNote.count()).toBe(1);
  });
});
