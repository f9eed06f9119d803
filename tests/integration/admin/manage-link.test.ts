/** @jest-environment node */
// POST /api/bookings/{id}/manage-link: the magician replaces one booking's link; the old link is dead
// from then on (the API and the proxy's dead-link check), the customer is e-mailed the new one.
import { POST as replaceLink } from "@/app/api/bookings/[id]/manage-link/route";
import { GET as view } from "@/app/api/manage/[token]/route";
import { deadLinkKind } from "@/lib/server/dead-links";
import { manageToken } from "@/lib/server/links/booking-page";
import { db, resetAndSeed } from "../../support/db";
import { call, createBooking, createPaidBooking, expectMagicianOnly } from "./helpers";

jest.setTimeout(60_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

type Handler = Parameters<typeof call>[0];
const replace = (id: number) =>
  call(replaceLink as Handler, `/api/bookings/${id}/manage-link`, { method: "POST", params: { id: String(id) } });
const open = (token: string) =>
  call(view as Handler, `/api/manage/${token}`, { as: null, params: { token } }).then((r) => r.status);

describe("POST /api/bookings/{id}/manage-link", () => {
  it("replaces the link: the old one answers 404, the new one works and is e-mailed", async () => {
    const b = await createPaidBooking({ status: "confirmed" });
    const old = manageToken(b.id, 1);
    expect(await open(old)).toBe(200);

    const res = await replace(b.id);
    expect(res.status).toBe(200);
    const fresh = manageToken(b.id, 2);
    expect(res.body).toEqual({
      manageUrl: expect.stringMatching(new RegExp(`/booking/${fresh.replace(/\./g, "\\.")}$`)),
    });

    expect(await open(old)).toBe(404);
    expect(await deadLinkKind(`/booking/${old}`)).toBe("booking");
    expect(await open(fresh)).toBe(200);
    expect(await deadLinkKind(`/booking/${fresh}`)).toBeNull();

    const mail = await db.emailOutbox.findFirstOrThrow({ where: { subject: `A new link to your booking (#${b.id})` } });
    expect(mail.to).toBe(b.clientEmail);
    expect(mail.text).toContain(`/booking/${fresh}`);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "booking.manage-link" } });
    expect(audit).toMatchObject({ entity: "booking", entityId: String(b.id), actorName: "magician" });
    expect(audit.before).toEqual({ manageLinkVersion: 1 });
    expect(audit.after).toEqual({ manageLinkVersion: 2 });
    // the link is a credential: the audit log keeps versions only
    expect(JSON.stringify([audit.before, audit.after])).not.toContain(fresh);
  });

  it("answers 404 for an unknown booking and 409 for a checkout never paid, changing nothing", async () => {
    expect((await replace(999_999)).status).toBe(404);
    const unpaid = await createBooking({ status: "awaiting_payment", holdExpiresAt: new Date(Date.now() + 600_000) });
    const refused = await replace(unpaid.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("This booking was never paid, so it has no booking page to send.");
    expect((await db.booking.findUniqueOrThrow({ where: { id: unpaid.id } })).manageLinkVersion).toBe(1);
    expect(await db.auditLog.count({ where: { action: "booking.manage-link" } })).toBe(0);
    expect(await db.emailOutbox.count({ where: { subject: { startsWith: "A new link" } } })).toBe(0);
  });

  it("is for the magician only", async () => {
    const b = await createPaidBooking({ status: "confirmed" });
    await expectMagicianOnly(replaceLink as Handler, `/api/bookings/${b.id}/manage-link`, {
      method: "POST",
      params: { id: String(b.id) },
    });
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).manageLinkVersion).toBe(1);
  });
});
