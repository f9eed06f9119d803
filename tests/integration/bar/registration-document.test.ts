// A partner bar's registration fee: its document is called what it is (a receipt, or a VAT invoice
// while the magician has a VAT number), in the welcome and the magician's notice, and the bar
// downloads it again from its dashboard (its own only).
import { PDFParse } from "pdf-parse";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { GET as barDocumentRoute } from "@/app/api/bar/documents/[file]/route";
import { PATCH as settingsRoute } from "@/app/api/settings/route";
import { barDocuments } from "@/lib/server/bar/documents";
import { createUnboundIntent } from "@/lib/server/payments";
import { createBarClient, request, type TestUser } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { call } from "../admin/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

async function registerBar(username: string, ip: string) {
  const { intentId } = await createUnboundIntent({
    purpose: "registration",
    amountPence: 2500,
    request: { eventType: "Bar Registration", clientName: "The Gilded Lantern" },
  });
  await db.paymentIntent.update({ where: { id: intentId }, data: { status: "succeeded" } });
  const body = {
    username,
    password: "a-good-password",
    email: `${username}@lantern.example`,
    role: "bar-client",
    barName: "The Gilded Lantern",
    ownerName: "Nina Owner",
    barAddress: "12 Ashton Lane, Glasgow G12 8SJ",
    contactPhone: "0141 555 0192",
    registrationPaid: true,
    registrationPaymentId: intentId,
  };
  const res = await registerRoute(
    await request("/api/auth/register", { method: "POST", body, headers: { "x-forwarded-for": ip } }),
  );
  expect(res.status).toBe(201);
  const user = await db.user.findFirstOrThrow({ where: { username } });
  const as: TestUser = { id: user.id, username: user.username, role: "bar-client" };
  return { user, as };
}

async function download(file: string, as: TestUser | null) {
  return (barDocumentRoute as never as (r: Request, c: { params: Promise<{ file: string }> }) => Promise<Response>)(
    await request(`/api/bar/documents/${file}`, { as }),
    { params: Promise.resolve({ file }) },
  );
}

describe("a partner bar's registration document", () => {
  it("with a VAT number it is a VAT invoice, so named in the welcome and the magician's notice", async () => {
    const settings = await call(settingsRoute as never, "/api/settings", {
      method: "PATCH",
      body: { vatNumber: "GB123456789", legalName: "Jo Magic Ltd", businessAddress: "12 Wand Street, Glasgow G1 1AA" },
    });
    expect(settings.status).toBe(200);
    const { user } = await registerBar("lantern01", "198.51.100.81");
    const doc = await db.document.findFirstOrThrow({ where: { barUserId: user.id } });
    expect(doc.kind).toBe("invoice");
    const welcome = await db.emailOutbox.findFirstOrThrow({ where: { kind: "bar_welcome" } });
    expect(welcome.subject).toBe("Welcome to Summon a Magician: your VAT invoice for £25.00");
    expect(welcome.text).toContain("VAT invoice\nPartner bar registration fee (one-time): £25.00");
    expect(welcome.text).toContain(`Your VAT invoice ${doc.number} is attached as a PDF`);
    expect(welcome.text).not.toMatch(/receipt/i);
    const notice = await db.emailOutbox.findFirstOrThrow({ where: { kind: "magician_bar_registered" } });
    expect(notice.text).toContain("VAT invoice\nPartner bar registration fee (one-time): £25.00");
    expect(await barDocuments(user.id)).toEqual([
      expect.objectContaining({ number: doc.number, kind: "invoice", title: "VAT invoice", amountPence: 2500 }),
    ]);
  });

  it("without one it is a receipt", async () => {
    const { user } = await registerBar("lantern02", "198.51.100.82");
    expect((await db.document.findFirstOrThrow({ where: { barUserId: user.id } })).kind).toBe("receipt");
    const welcome = await db.emailOutbox.findFirstOrThrow({ where: { kind: "bar_welcome" } });
    expect(welcome.subject).toBe("Welcome to Summon a Magician: your receipt for £25.00");
    expect(welcome.text).toContain("Receipt\nPartner bar registration fee (one-time): £25.00");
  });

  it("the bar downloads its own document again; another bar, and any other number, get 404", async () => {
    const { user, as } = await registerBar("lantern03", "198.51.100.83");
    const doc = await db.document.findFirstOrThrow({ where: { barUserId: user.id } });
    const res = await download(`${doc.number}.pdf`, as);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`${doc.number}.pdf`);
    const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain("Partner bar registration: The Gilded Lantern");

    const other = await createBarClient();
    const otherAs: TestUser = { id: other.id, username: other.username, role: "bar-client" };
    expect((await download(`${doc.number}.pdf`, otherAs)).status).toBe(404);
    expect((await download(`${doc.number}`, as)).status).toBe(404);
    expect((await download("SAM-2020-9999.pdf", as)).status).toBe(404);
    expect((await download(`${doc.number}.pdf`, null)).status).toBe(401);
  });
});
