/** @jest-environment node */
import { DELETE as unblock } from "@/app/api/blocked-days/[id]/route";
import { GET as getBlocked, POST as block } from "@/app/api/blocked-days/route";
import { POST as convert } from "@/app/api/leads/[id]/convert/route";
import { PATCH as patchLead } from "@/app/api/leads/[id]/status/route";
import { GET as getAudit } from "@/app/api/audit-log/route";
import { db, resetAndSeed } from "../../support/db";
import { addDays, call, createBooking, expectMagicianOnly, londonToday } from "./helpers";

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const today = () => londonToday();

describe("blocked days", () => {
  it("blocks each day of a range separately and skips days already blocked", async () => {
    const start = addDays(today(), 10);
    await db.blockedDay.create({ data: { date: addDays(start, 1) } });
    const res = await call(block as never, "/api/blocked-days", {
      body: { startDate: start, endDate: addDays(start, 2) },
    });
    expect(res.status).toBe(201);
    expect(res.body.blocked.map((d: { date: string }) => d.date)).toEqual([start, addDays(start, 2)]);
    expect(res.body.skipped).toEqual([addDays(start, 1)]);
    const list = await call(getBlocked as never, "/api/blocked-days");
    expect(list.body.map((d: { date: string }) => d.date)).toEqual([start, addDays(start, 1), addDays(start, 2)]);
    expect(await db.auditLog.count({ where: { action: "blocked-day.block" } })).toBe(2);
  });

  it("blocks a single date", async () => {
    const res = await call(block as never, "/api/blocked-days", { body: { date: addDays(today(), 3) } });
    expect(res.status).toBe(201);
    expect(res.body.blocked).toHaveLength(1);
  });

  it.each([
    [{ endDate: "2030-01-01" }, "startDate", "Start date is required."],
    [{ startDate: "2030-01-01" }, "endDate", "End date is required."],
    [{ startDate: "", endDate: "" }, "startDate", "Start date is required."],
    [{ startDate: "2030-01-05", endDate: "2030-01-01" }, "endDate", "End date must be on or after the start date."],
    [{ startDate: "2030-02-30", endDate: "2030-03-01" }, "startDate", "Please enter a valid date."],
  ])("refuses %j", async (body, field, message) => {
    const res = await call(block as never, "/api/blocked-days", { body });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it("unblocks a day (audited) and answers 404 for an unknown one", async () => {
    const day = await db.blockedDay.create({ data: { date: addDays(today(), 4) } });
    const res = await call(unblock as never, `/api/blocked-days/${day.id}`, {
      method: "DELETE",
      params: { id: String(day.id) },
    });
    expect(res.status).toBe(200);
    expect(await db.blockedDay.count()).toBe(0);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "blocked-day.unblock" } });
    expect(audit.before).toEqual({ date: day.date });
    const again = await call(unblock as never, `/api/blocked-days/${day.id}`, {
      method: "DELETE",
      params: { id: String(day.id) },
    });
    expect(again.status).toBe(404);
  });

  it("is for the magician only", async () => {
    await expectMagicianOnly(getBlocked as never, "/api/blocked-days");
    await expectMagicianOnly(block as never, "/api/blocked-days", { body: { date: addDays(today(), 3) } });
    await expectMagicianOnly(unblock as never, "/api/blocked-days/1", { method: "DELETE", params: { id: "1" } });
  });
});

async function createLead(status = "new") {
  return db.lead.create({
    data: {
      name: "Grace Hopper",
      email: "grace@example.com",
      phone: "07700 900002",
      eventType: "corporate",
      location: "Edinburgh",
      message: "Please amaze our team.",
      status,
    },
  });
}

function convertBody(overrides: Record<string, unknown> = {}) {
  return {
    eventLocation: "Assembly Rooms",
    eventAddress: "54 George Street, Edinburgh",
    eventDate: addDays(today(), 40),
    startTime: "18:30",
    guestCount: 1,
    duration: 60,
    totalAmount: 150,
    paymentType: "deposit",
    selectedServices: [1, 4],
    notes: "Agreed on the phone.",
    ...overrides,
  };
}

describe("PATCH /api/leads/{id}/status", () => {
  it("changes the status freely and audits it", async () => {
    const lead = await createLead();
    for (const status of ["contacted", "rejected", "new"]) {
      const res = await call(patchLead as never, `/api/leads/${lead.id}/status`, {
        method: "PATCH",
        body: { status },
        params: { id: String(lead.id) },
      });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    expect(await db.auditLog.count({ where: { action: "lead.status" } })).toBe(3);
    const bad = await call(patchLead as never, `/api/leads/${lead.id}/status`, {
      method: "PATCH",
      body: { status: "won" },
      params: { id: String(lead.id) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Please choose a valid lead status.");
    const missing = await call(patchLead as never, "/api/leads/999/status", {
      method: "PATCH",
      body: { status: "new" },
      params: { id: "999" },
    });
    expect(missing.status).toBe(404);
    await expectMagicianOnly(patchLead as never, `/api/leads/${lead.id}/status`, {
      method: "PATCH",
      body: { status: "new" },
      params: { id: String(lead.id) },
    });
  });
});

describe("POST /api/leads/{id}/convert", () => {
  it("creates the booking and marks the lead converted", async () => {
    const lead = await createLead("contacted");
    const res = await call(convert as never, `/api/leads/${lead.id}/convert`, {
      body: convertBody(),
      params: { id: String(lead.id) },
    });
    expect(res.status).toBe(201);
    const booking = await db.booking.findUniqueOrThrow({ where: { id: res.body.bookingId } });
    expect(booking).toMatchObject({
      clientName: "Grace Hopper",
      clientEmail: "grace@example.com",
      clientPhone: "07700 900002",
      eventType: "corporate",
      startTime: "18:30",
      endTime: "19:30",
      duration: "60",
      guestCount: 1,
      paymentType: "deposit",
      paymentStatus: "pending",
      status: "pending",
      source: "lead",
      leadId: lead.id,
      additionalInfo: "Agreed on the phone.",
    });
    expect(booking.totalPence).toBe(15000);
    expect(booking.selectedServices).toEqual([
      { id: 1, title: "Close-Up Magic", price: 250 },
      { id: 4, title: "Corporate Events", price: 500 },
    ]);
    expect((await db.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe("converted");
    expect(await db.auditLog.count({ where: { action: "lead.convert" } })).toBe(1);
  });

  it("refuses converted and rejected leads with 409", async () => {
    for (const status of ["converted", "rejected"]) {
      const lead = await createLead(status);
      const res = await call(convert as never, `/api/leads/${lead.id}/convert`, {
        body: convertBody(),
        params: { id: String(lead.id) },
      });
      expect(res.status).toBe(409);
    }
    const lead = await createLead();
    await call(convert as never, `/api/leads/${lead.id}/convert`, {
      body: convertBody(),
      params: { id: String(lead.id) },
    });
    const twice = await call(convert as never, `/api/leads/${lead.id}/convert`, {
      body: convertBody({ startTime: "12:00" }),
      params: { id: String(lead.id) },
    });
    expect(twice.status).toBe(409);
    expect(await db.booking.count({ where: { leadId: lead.id } })).toBe(1);
  });

  it("refuses a full day (5 active bookings) and leaves the lead as it was", async () => {
    const date = addDays(today(), 40);
    for (const [i, start] of ["09:00", "11:30", "14:00", "16:30", "21:00"].entries()) {
      await createBooking({
        eventDate: date,
        startTime: start,
        endTime: `${String(9 + i).padStart(2, "0")}:45`,
        duration: "45",
      });
    }
    const lead = await createLead();
    const res = await call(convert as never, `/api/leads/${lead.id}/convert`, {
      body: convertBody({ eventDate: date, startTime: "23:00" }),
      params: { id: String(lead.id) },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Unfortunately, this date is no longer available. Please select a different date.");
    expect((await db.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe("new");
    expect(await db.booking.count({ where: { source: "lead" } })).toBe(0);
  });

  it("refuses a time that has already passed today, and creates nothing", async () => {
    const lead = await createLead();
    const res = await call(convert as never, `/api/leads/${lead.id}/convert`, {
      // 00:00 London has always come by the time a request for today runs
      body: convertBody({ eventDate: today(), startTime: "00:00", paymentType: "full" }),
      params: { id: String(lead.id) },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.startTime).toBe(
      "That time has already passed today. Choose a later time or another date.",
    );
    expect((await db.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe("new");
    expect(await db.booking.count({ where: { source: "lead" } })).toBe(0);
  });

  it("refuses a blocked day, a past day and a slot within the 60-minute buffer", async () => {
    const lead = await createLead();
    const blocked = addDays(today(), 50);
    await db.blockedDay.create({ data: { date: blocked } });
    const b = await call(convert as never, `/api/leads/${lead.id}/convert`, {
      body: convertBody({ eventDate: blocked }),
      params: { id: String(lead.id) },
    });
    expect(b.status).toBe(400);
    expect(b.body.error).toBe("This date is not available for bookings. Please select a different date.");
    const past = await call(convert as never, `/api/leads/${lead.id}/convert`, {
      body: convertBody({ eventDate: addDays(today(), -1), paymentType: "full" }),
      params: { id: String(lead.id) },
    });
    expect(past.status).toBe(400);
    const date = addDays(today(), 60);
    await createBooking({ eventDate: date, startTime: "14:00", endTime: "16:00", duration: "120" });
    const clash = await call(convert as never, `/api/leads/${lead.id}/convert`, {
      body: convertBody({ eventDate: date, startTime: "12:30" }),
      params: { id: String(lead.id) },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe("Unfortunately, this time is no longer available. Please select a different time.");
    const fits = await call(convert as never, `/api/leads/${lead.id}/convert`, {
      body: convertBody({ eventDate: date, startTime: "17:00" }),
      params: { id: String(lead.id) },
    });
    expect(fits.status).toBe(201);
  });

  it("needs 3 weeks' notice for a deposit", async () => {
    const lead = await createLead();
    const res = await call(convert as never, `/api/leads/${lead.id}/convert`, {
      body: convertBody({ eventDate: addDays(today(), 5) }),
      params: { id: String(lead.id) },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.paymentType).toMatch(/3 weeks/);
  });

  it.each([
    ["eventLocation", "", "Event location is required"],
    ["eventAddress", "", "Event address is required"],
    ["eventDate", "", "Event date is required"],
    ["startTime", "", "Start time is required"],
    ["guestCount", 0, "Guest count is required"],
    ["duration", "", "Duration is required"],
    ["totalAmount", 0, "Total amount is required"],
    ["paymentType", "", "Payment type is required"],
    ["selectedServices", [], "At least one service must be selected"],
  ])("refuses %s = %j with the spec's message", async (field, value, message) => {
    const lead = await createLead();
    const res = await call(convert as never, `/api/leads/${lead.id}/convert`, {
      body: convertBody({ [field]: value }),
      params: { id: String(lead.id) },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it("is for the magician only and answers 404 for an unknown lead", async () => {
    const lead = await createLead();
    await expectMagicianOnly(convert as never, `/api/leads/${lead.id}/convert`, {
      body: convertBody(),
      params: { id: String(lead.id) },
    });
    const missing = await call(convert as never, "/api/leads/9999/convert", {
      body: convertBody(),
      params: { id: "9999" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("GET /api/audit-log", () => {
  it("lists the magician's actions newest first, read-only, magician only", async () => {
    const lead = await createLead();
    await call(patchLead as never, `/api/leads/${lead.id}/status`, {
      method: "PATCH",
      body: { status: "contacted" },
      params: { id: String(lead.id) },
    });
    await call(block as never, "/api/blocked-days", { body: { date: addDays(today(), 3) } });
    const res = await call(getAudit as never, "/api/audit-log?limit=10");
    expect(res.status).toBe(200);
    expect(res.body.map((r: { action: string }) => r.action)).toEqual(["blocked-day.block", "lead.status"]);
    expect(res.body[1]).toMatchObject({
      actorName: "magician",
      entity: "lead",
      entityId: String(lead.id),
      before: { status: "new" },
      after: { status: "contacted" },
    });
    const paged = await call(getAudit as never, `/api/audit-log?before=${res.body[0].id}`);
    expect(paged.body).toHaveLength(1);
    const bad = await call(getAudit as never, "/api/audit-log?limit=abc");
    expect(bad.status).toBe(400);
    await expectMagicianOnly(getAudit as never, "/api/audit-log");
  });
});

describe("Recent Leads (the dashboard's leads overview)", () => {
  it("lists only open leads (new and contacted), newest first, never rejected or converted ones", async () => {
    const { openLeads } = await import("@/lib/server/admin/leads");
    for (const [i, status] of ["new", "contacted", "rejected", "converted", "new"].entries()) {
      await db.lead.create({
        data: {
          name: `Lead ${i}`,
          email: `l${i}@example.com`,
          phone: "07700 900002",
          eventType: "corporate",
          message: "Hello there.",
          status,
          createdAt: new Date(Date.now() - (10 - i) * 60_000),
        },
      });
    }
    expect((await openLeads(10)).map((l) => [l.name, l.status])).toEqual([
      ["Lead 4", "new"],
      ["Lead 1", "contacted"],
      ["Lead 0", "new"],
    ]);
  });
});
