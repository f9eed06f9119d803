/** @jest-environment node */
import { DELETE as unblockHours } from "@/app/api/blocked-hours/[id]/route";
import { GET as listHours, POST as blockHours } from "@/app/api/blocked-hours/route";
import { GET as availability } from "@/app/api/availability/route";
import { GET as bookingsPublic } from "@/app/api/bookings-public/route";
import { createBarClient } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { createIntent, wizardDetails } from "../public-api/helpers";
import { addDays, call, createBooking, expectMagicianOnly, londonToday } from "./helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const day = addDays(londonToday(), 30);

async function block(body: Record<string, unknown>) {
  return call(blockHours as never, "/api/blocked-hours", { body });
}

describe("blocked hours", () => {
  it("blocks a time range (audited), lists it and unblocks it", async () => {
    const res = await block({ date: day, startTime: "18:00", endTime: "21:00", note: "Wedding in Perth" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ date: day, startTime: "18:00", endTime: "21:00", note: "Wedding in Perth" });
    const list = await call(listHours as never, "/api/blocked-hours");
    expect(list.body.map((h: { id: number }) => h.id)).toEqual([res.body.id]);
    expect(await db.auditLog.count({ where: { action: "blocked-hours.block" } })).toBe(1);
    const del = await call(unblockHours as never, `/api/blocked-hours/${res.body.id}`, {
      method: "DELETE",
      params: { id: String(res.body.id) },
    });
    expect(del.status).toBe(200);
    expect(await db.blockedHours.count()).toBe(0);
    expect(await db.auditLog.count({ where: { action: "blocked-hours.unblock" } })).toBe(1);
    const again = await call(unblockHours as never, `/api/blocked-hours/${res.body.id}`, {
      method: "DELETE",
      params: { id: String(res.body.id) },
    });
    expect(again.status).toBe(404);
  });

  it.each([
    [{ startTime: "18:00", endTime: "21:00" }, "date", "Date is required."],
    [{ date: "2030-02-30", startTime: "18:00", endTime: "21:00" }, "date", "Please enter a valid date."],
    [{ date: "2030-01-01", startTime: "25:00", endTime: "21:00" }, "startTime", "Please enter a valid time (HH:mm)."],
    [
      { date: "2030-01-01", startTime: "21:00", endTime: "18:00" },
      "endTime",
      "The end time must be after the start time (on the same day).",
    ],
    [
      { date: "2030-01-01", startTime: "18:00", endTime: "18:00" },
      "endTime",
      "The end time must be after the start time (on the same day).",
    ],
  ])("refuses %j", async (body, field, message) => {
    const res = await block(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it("refuses a past day and a range overlapping an active booking", async () => {
    const past = await block({ date: addDays(londonToday(), -1), startTime: "18:00", endTime: "21:00" });
    expect(past.status).toBe(400);
    expect(past.body.fieldErrors.date).toBe("You cannot block hours on a past day.");
    const booking = await createBooking({ eventDate: day, startTime: "19:00", endTime: "20:00", status: "confirmed" });
    const overlap = await block({ date: day, startTime: "18:00", endTime: "19:30" });
    expect(overlap.status).toBe(409);
    expect(overlap.body.description).toContain(`#${booking.id}`);
    // Next to the booking (the buffer is the customer's travel time, not the magician's own gig) is fine.
    expect((await block({ date: day, startTime: "20:00", endTime: "21:00" })).status).toBe(201);
  });

  it("is magician only", async () => {
    await expectMagicianOnly(listHours as never, "/api/blocked-hours");
    await expectMagicianOnly(blockHours as never, "/api/blocked-hours", {
      method: "POST",
      body: { date: day, startTime: "18:00", endTime: "21:00" },
    });
    expect(
      (await call(blockHours as never, "/api/blocked-hours", { as: await createBarClient(), body: {} })).status,
    ).toBe(403);
  });

  it("takes the range and its buffers out of availability, shows it to the wizard and refuses an overlapping booking", async () => {
    const before = await call(availability as never, `/api/availability?date=${day}&duration=60`, { as: null });
    expect(before.body.times).toContain("15:00");
    await block({ date: day, startTime: "15:00", endTime: "17:00" });
    const after = await call(availability as never, `/api/availability?date=${day}&duration=60`, { as: null });
    // 15:00–17:00 blocks [14:00, 18:00); a 60-minute show needs an hour after it: 12:00 is the last before.
    expect(after.body.times).toContain("12:00");
    for (const t of ["13:30", "14:00", "15:00", "16:30", "17:30"]) expect(after.body.times).not.toContain(t);
    expect(after.body.times).toContain("18:00");
    expect(after.body.activeCount).toBe(1);

    const shown = await call(bookingsPublic as never, `/api/bookings-public?from=${day}&to=${day}`, { as: null });
    expect(shown.body).toEqual([{ eventDate: day, startTime: "15:00", endTime: "17:00", paymentStatus: "completed" }]);

    const details = await wizardDetails({ eventDate: day, startTime: "16:00" });
    const refused = await createIntent({ amount: details.totalAmount, bookingDetails: details });
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe("Time unavailable");
    const free = await wizardDetails({ eventDate: day, startTime: "18:00" });
    expect((await createIntent({ amount: free.totalAmount, bookingDetails: free })).status).toBe(200);
  });
});
