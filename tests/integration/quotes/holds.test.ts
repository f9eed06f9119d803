// Quotes' pencil holds through the route handlers: a sent quote holding its date keeps the time from
// /api/availability and from checkouts (409) until it is withdrawn, declined, expires or its checkout
// lapses; overlapping holds are ranked and the next one promoted with its e-mail.
import { GET as listRoute, POST as createRoute } from "@/app/api/quotes/route";
import { DELETE as withdrawRoute, PATCH as patchRoute } from "@/app/api/quotes/[id]/route";
import { POST as sendRoute } from "@/app/api/quotes/[id]/send/route";
import { POST as acceptRoute } from "@/app/api/quote/[token]/accept/route";
import { GET as viewRoute } from "@/app/api/quote/[token]/route";
import { POST as declineRoute } from "@/app/api/quote/[token]/decline/route";
import { GET as availabilityRoute } from "@/app/api/availability/route";
import { GET as publicBookingsRoute } from "@/app/api/bookings-public/route";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { endLapsedHolds } from "@/lib/server/holds/sweep";
import { magician, request, type TestUser } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { createIntent, freshIp, inDays, wizardDetails } from "../public-api/helpers";

jest.setTimeout(120_000);

let boss: TestUser;
beforeEach(async () => {
  await resetAndSeed();
  boss = await magician();
});
afterAll(() => db.$disconnect());

type Handler = (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function hit(
  handler: unknown,
  path: string,
  init: { method?: string; body?: unknown; as?: TestUser | null; params?: Record<string, string> } = {},
) {
  const req = await request(path, {
    method: init.method,
    body: init.body,
    as: init.as,
    headers: { "x-forwarded-for": freshIp(), "user-agent": "HoldTest/1.0" },
  });
  const res = await (handler as Handler)(req, { params: Promise.resolve(init.params ?? {}) });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const DATE = inDays(40);

function quoteBody(overrides: Record<string, unknown> = {}) {
  return {
    clientName: "Ada Lovelace",
    clientEmail: "ada@example.com",
    clientPhone: "07700 900123",
    eventType: "wedding",
    eventDate: DATE,
    startTime: "14:00",
    durationMinutes: 60,
    eventLocation: "Kelvingrove Art Gallery",
    guestCount: 80,
    lines: [{ description: "Close-up magic", amountPence: 30000 }],
    paymentType: "full",
    expiresOn: inDays(14),
    holdDate: true,
    ...overrides,
  };
}

async function sentQuote(overrides: Record<string, unknown> = {}) {
  const created = await hit(createRoute, "/api/quotes", { method: "POST", body: quoteBody(overrides), as: boss });
  expect(created.status).toBe(201);
  const id = String(created.body.id);
  const sent = await hit(sendRoute, `/api/quotes/${id}/send`, { method: "POST", as: boss, params: { id } });
  expect(sent.status).toBe(200);
  return { id, token: created.body.quoteUrl.split("/").pop() as string, dto: sent.body };
}

async function times(date = DATE): Promise<string[]> {
  const res = await hit(availabilityRoute, `/api/availability?date=${date}&duration=60`);
  expect(res.status).toBe(200);
  return res.body.times;
}

const held = (id: string) =>
  hit(listRoute, "/api/quotes", { as: boss }).then((r) => r.body.find((q: { id: number }) => String(q.id) === id).hold);
const promotedMails = () => db.emailOutbox.findMany({ where: { kind: "hold-promoted" }, orderBy: { id: "asc" } });

describe("a quote's hold on its date", () => {
  it("keeps the sent quote's time (with its buffers) from availability and checkouts, until it is withdrawn", async () => {
    expect(await times()).toContain("14:00");
    const draft = await hit(createRoute, "/api/quotes", { method: "POST", body: quoteBody(), as: boss });
    // a draft holds nothing yet
    expect(await times()).toContain("14:00");
    const id = String(draft.body.id);
    await hit(sendRoute, `/api/quotes/${id}/send`, { method: "POST", as: boss, params: { id } });
    const free = await times();
    for (const t of ["13:00", "14:00", "15:00"]) expect(free).not.toContain(t);
    expect(free).toContain("11:00");
    expect(free).toContain("16:00");
    const busy = await hit(publicBookingsRoute, `/api/bookings-public?from=${DATE}&to=${DATE}`);
    expect(busy.body).toEqual([{ eventDate: DATE, startTime: "14:00", endTime: "15:00", paymentStatus: "completed" }]);

    const details = await wizardDetails({ eventDate: DATE, startTime: "14:00", clientEmail: "other@example.com" });
    const refused = await createIntent({ amount: details.totalAmount, bookingDetails: details });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("time-conflict");
    expect(await db.booking.count()).toBe(0);

    const withdrawn = await hit(withdrawRoute, `/api/quotes/${id}`, { method: "DELETE", as: boss, params: { id } });
    expect(withdrawn.status).toBe(200);
    expect(await times()).toContain("14:00");
    expect((await createIntent({ amount: details.totalAmount, bookingDetails: details })).status).toBe(200);
  });

  it("holds nothing when holdDate is off, and PATCH turns it on and off", async () => {
    const { id } = await sentQuote({ holdDate: false });
    expect(await times()).toContain("14:00");
    const on = await hit(patchRoute, `/api/quotes/${id}`, {
      method: "PATCH",
      as: boss,
      params: { id },
      body: { holdDate: true },
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ holdDate: true, hold: { rank: 1, label: "Held (1st)" } });
    expect(await times()).not.toContain("14:00");
    const off = await hit(patchRoute, `/api/quotes/${id}`, {
      method: "PATCH",
      as: boss,
      params: { id },
      body: { holdDate: false },
    });
    expect(off.body).toMatchObject({ holdDate: false, hold: null });
    expect(await times()).toContain("14:00");
    const bad = await hit(patchRoute, `/api/quotes/${id}`, {
      method: "PATCH",
      as: boss,
      params: { id },
      body: { holdDate: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.holdDate).toBe("Choose whether to hold the date.");
  });

  it("does not stand in the way of its own client's checkout", async () => {
    const { token } = await sentQuote();
    const shown = await hit(viewRoute, `/api/quote/${token}`, { params: { token } });
    const accepted = await hit(acceptRoute, `/api/quote/${token}/accept`, {
      method: "POST",
      params: { token },
      body: { signedName: "Ada Lovelace", agreementSha256: shown.body.agreementSha256 },
    });
    expect(accepted.status).toBe(200);
  });

  it("ranks a second quote for an overlapping time and promotes it, with its e-mail, when the first is withdrawn", async () => {
    const first = await sentQuote();
    const second = await sentQuote({
      clientName: "Grace Hopper",
      clientEmail: "grace@example.com",
      startTime: "14:30",
    });
    const apart = await sentQuote({ clientName: "Alan Turing", clientEmail: "alan@example.com", startTime: "19:00" });
    expect(second.dto.hold).toEqual({ rank: 2, label: "Held (2nd)" });
    expect(await held(first.id)).toEqual({ rank: 1, label: "Held (1st)" });
    expect(await held(apart.id)).toEqual({ rank: 1, label: "Held (1st)" });
    expect(await promotedMails()).toEqual([]);

    await hit(withdrawRoute, `/api/quotes/${first.id}`, { method: "DELETE", as: boss, params: { id: first.id } });
    expect(await held(second.id)).toEqual({ rank: 1, label: "Held (1st)" });
    const mails = await promotedMails();
    expect(mails.map((m) => m.to)).toEqual(["grace@example.com"]);
    expect(mails[0]!.text).toContain(`The date is now held for you until ${formatIsoDateLong(inDays(14))}`);
    // withdrawing again changes nothing, e-mails no one
    await hit(withdrawRoute, `/api/quotes/${first.id}`, { method: "DELETE", as: boss, params: { id: first.id } });
    expect(await promotedMails()).toHaveLength(1);
    expect(await times()).not.toContain("14:30");
  });

  it("the client declines (with a reason): the hold ends and the next is promoted", async () => {
    const first = await sentQuote();
    await sentQuote({ clientName: "Grace Hopper", clientEmail: "grace@example.com" });
    const declined = await hit(declineRoute, `/api/quote/${first.token}/decline`, {
      method: "POST",
      params: { token: first.token },
      body: { reason: "We found another entertainer." },
    });
    expect(declined).toEqual({ status: 200, body: { status: "declined" } });
    expect((await promotedMails()).map((m) => m.to)).toEqual(["grace@example.com"]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "quote.decline" } });
    expect(JSON.stringify(audit)).toContain("We found another entertainer.");
    expect((await hit(viewRoute, `/api/quote/${first.token}`, { params: { token: first.token } })).status).toBe(410);
    const tooLong = await hit(declineRoute, `/api/quote/${first.token}/decline`, {
      method: "POST",
      params: { token: first.token },
      body: { reason: "x".repeat(5000) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors.reason).toEqual(expect.any(String));
    const unknown = await hit(declineRoute, `/api/quote/nope/decline`, {
      method: "POST",
      params: { token: "nope" },
      body: {},
    });
    expect(unknown.status).toBe(404);
  });

  it("an expired quote's hold ends on the job and the next is promoted; so does a lapsed checkout's", async () => {
    const first = await sentQuote();
    const second = await sentQuote({ clientName: "Grace Hopper", clientEmail: "grace@example.com" });
    await sentQuote({ clientName: "Alan Turing", clientEmail: "alan@example.com" });
    await db.quote.update({ where: { id: Number(first.id) }, data: { expiresOn: inDays(-1) } });
    expect(await endLapsedHolds()).toEqual({ expired: 1, lapsed: 0 });
    expect((await promotedMails()).map((m) => m.to)).toEqual(["grace@example.com"]);
    expect(await endLapsedHolds()).toEqual({ expired: 0, lapsed: 0 });

    // Grace accepts; her checkout lapses unpaid: Alan's hold moves up
    const shown = await hit(viewRoute, `/api/quote/${second.token}`, { params: { token: second.token } });
    const accepted = await hit(acceptRoute, `/api/quote/${second.token}/accept`, {
      method: "POST",
      params: { token: second.token },
      body: { signedName: "Grace Hopper", agreementSha256: shown.body.agreementSha256 },
    });
    expect(accepted.status).toBe(200);
    expect(await endLapsedHolds()).toEqual({ expired: 0, lapsed: 0 });
    await db.booking.update({ where: { id: accepted.body.bookingId }, data: { status: "expired" } });
    expect(await endLapsedHolds()).toEqual({ expired: 0, lapsed: 1 });
    expect((await promotedMails()).map((m) => m.to)).toEqual(["grace@example.com", "alan@example.com"]);
  });
});
