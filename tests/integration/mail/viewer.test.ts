// The development mail viewer: while mail stays in the outbox (no SMTP_URL), the magician lists the
// queued mail and reads each as it would be sent; with SMTP configured the viewer does not exist.
// The mail here is queued by a route handler (POST /api/leads), so its HTML was rendered there.
import { POST as postLead } from "@/app/api/leads/route";
import { GET as listOutbox } from "@/app/api/admin/outbox/route";
import { GET as oneMail } from "@/app/api/admin/outbox/[id]/route";
import { db, resetAndSeed } from "../../support/db";
import { call, expectMagicianOnly } from "../admin/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const LEAD = {
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "0141 496 0000",
  eventType: "corporate",
  location: "Glasgow",
  message: "We would love a magician for our launch. <b>Bold</b> https://evil.example/x",
};

async function queueLeadMail() {
  const created = await call(postLead as never, "/api/leads", { method: "POST", body: LEAD, as: null });
  expect(created.status).toBe(201);
}

it("lists queued mail, newest first, and shows each with its HTML and its plain-text twin", async () => {
  delete process.env.SMTP_URL;
  await queueLeadMail();
  const list = await call(listOutbox as never, "/api/admin/outbox");
  expect(list.status).toBe(200);
  const mail = list.body.mail as {
    id: number;
    to: string;
    subject: string;
    kind: string;
    status: string;
    createdAt: string;
  }[];
  expect(mail.length).toBeGreaterThanOrEqual(1);
  const ids = mail.map((m) => m.id);
  expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  const lead = mail.find((m) => m.subject.startsWith("New enquiry"))!;
  expect(lead).toMatchObject({ kind: "magician_lead", status: "pending" });
  expect(Date.parse(lead.createdAt)).not.toBeNaN();

  const one = await call(oneMail as never, `/api/admin/outbox/${lead.id}`, { params: { id: String(lead.id) } });
  expect(one.status).toBe(200);
  expect(one.body.text).toContain("A new enquiry");
  expect(one.body.text).toContain("<b>Bold</b>");
  expect(one.body.html).toMatch(/^<!DOCTYPE html/);
  expect(one.body.html).toContain(">Summon a Magician</p>");
  // what the customer typed is text in the HTML: no markup of theirs, no link to their address
  expect(one.body.html).toContain("&lt;b&gt;Bold&lt;/b&gt;");
  expect(one.body.html).not.toContain('href="https://evil.example');
  expect(one.body.attachments).toEqual([]);
});

it("is the magician's only", async () => {
  delete process.env.SMTP_URL;
  await expectMagicianOnly(listOutbox as never, "/api/admin/outbox");
  await expectMagicianOnly(oneMail as never, "/api/admin/outbox/1", { params: { id: "1" } });
});

it("answers 404 for a mail that does not exist or an id that is not one", async () => {
  delete process.env.SMTP_URL;
  expect((await call(oneMail as never, "/api/admin/outbox/999999", { params: { id: "999999" } })).status).toBe(404);
  expect((await call(oneMail as never, "/api/admin/outbox/abc", { params: { id: "abc" } })).status).toBe(404);
});

it("does not exist when SMTP is configured", async () => {
  await queueLeadMail();
  const row = await db.emailOutbox.findFirstOrThrow();
  process.env.SMTP_URL = "smtp://127.0.0.1:9";
  try {
    expect((await call(listOutbox as never, "/api/admin/outbox")).status).toBe(404);
    expect(
      (await call(oneMail as never, `/api/admin/outbox/${row.id}`, { params: { id: String(row.id) } })).status,
    ).toBe(404);
  } finally {
    delete process.env.SMTP_URL;
  }
});
