/** @jest-environment node */
// One rule set for every change to a booking: a move (by the customer from the booking page, or by
// the magician) passes the notice rules of its services and the 3-week deposit rule, as a new booking
// does; the times offered for a date are only what the move would accept.
import { POST as customerMove } from "@/app/api/manage/[token]/reschedule/route";
import { GET as customerTimes } from "@/app/api/manage/[token]/times/route";
import { POST as magicianMove } from "@/app/api/bookings/[id]/reschedule/route";
import { GET as magicianTimes } from "@/app/api/bookings/[id]/times/route";
import { POST as convert } from "@/app/api/leads/[id]/convert/route";
import { manageToken } from "@/lib/server/links/booking-page";
import { db, resetAndSeed } from "../../support/db";
import { addDays, call, createPaidBooking, londonToday } from "../admin/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const inDays = (n: number) => addDays(londonToday(), n);
const SERVICE_NOTICE = "This booking's services need at least 3 weeks' notice, so it cannot move to that date.";
const PAY_BALANCE_FIRST = "Please pay the balance before moving this booking to within 3 weeks of the event.";

async function stageIllusionsDeposit() {
  const stage = await db.service.findFirstOrThrow({ where: { title: "Stage Illusions" } });
  return createPaidBooking({
    status: "confirmed",
    eventDate: inDays(365),
    selectedServices: [{ id: stage.id, title: stage.title, price: Number(stage.basePrice) }],
    paymentType: "deposit",
    totalPence: 82500,
    paidPence: 41250,
  });
}

type Handler = Parameters<typeof call>[0];
const asCustomer = (id: number) => {
  const token = manageToken(id, 1);
  const params = { token };
  return {
    move: (eventDate: string, startTime = "14:00") =>
      call(customerMove as Handler, `/api/manage/${token}/reschedule`, {
        as: null,
        body: { eventDate, startTime },
        params,
      }),
    times: (date: string) =>
      call(customerTimes as Handler, `/api/manage/${token}/times?date=${date}`, { as: null, params }),
  };
};
const asMagician = (id: number) => {
  const params = { id: String(id) };
  return {
    move: (eventDate: string, startTime = "14:00") =>
      call(magicianMove as Handler, `/api/bookings/${id}/reschedule`, { body: { eventDate, startTime }, params }),
    times: (date: string) => call(magicianTimes as Handler, `/api/bookings/${id}/times?date=${date}`, { params }),
  };
};

describe("moving a booking passes the booking rules", () => {
  it("a Stage Illusions deposit booking cannot move to 3 days from today, by the customer or the magician", async () => {
    const b = await stageIllusionsDeposit();
    for (const who of [asCustomer(b.id), asMagician(b.id)]) {
      const moved = await who.move(inDays(3));
      expect(moved.status).toBe(409);
      expect(moved.body.error).toBe(SERVICE_NOTICE);
      // the times list offers nothing the move would refuse, and says why
      const times = await who.times(inDays(3));
      expect(times.status).toBe(409);
      expect(times.body.error).toBe(SERVICE_NOTICE);
    }
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row).toMatchObject({ eventDate: inDays(365), rescheduleCount: 0, icsSequence: 0 });
    expect(await db.emailOutbox.count({ where: { subject: { contains: "moved" } } })).toBe(0);
    // three weeks ahead is fine
    const later = await asCustomer(b.id).move(inDays(21));
    expect(later.status).toBe(200);
  });

  it("an ordinary booking still moves to 3 days from today", async () => {
    const b = await createPaidBooking({ status: "confirmed", eventDate: inDays(365) });
    const { move, times } = asCustomer(b.id);
    expect((await times(inDays(3))).body.times).toContain("14:00");
    const moved = await move(inDays(3));
    expect(moved.status).toBe(200);
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ eventDate: inDays(3) });
  });

  it("a deposit booking owing its balance moves inside 3 weeks only once the balance is paid", async () => {
    const b = await createPaidBooking({
      status: "confirmed",
      eventDate: inDays(60),
      paymentType: "deposit",
      totalPence: 30000,
      paidPence: 15000,
    });
    for (const who of [asCustomer(b.id), asMagician(b.id)]) {
      const moved = await who.move(inDays(10));
      expect(moved.status).toBe(409);
      expect(moved.body.error).toBe(PAY_BALANCE_FIRST);
      expect((await who.times(inDays(10))).body.error).toBe(PAY_BALANCE_FIRST);
    }
    // outside 3 weeks it moves as before
    expect((await asCustomer(b.id).move(inDays(30))).status).toBe(200);
    await db.booking.update({ where: { id: b.id }, data: { paidPence: 30000 } });
    expect((await asCustomer(b.id).move(inDays(10))).status).toBe(200);
  });

  it("records the customer's move with the same fields before and after", async () => {
    const b = await createPaidBooking({
      status: "confirmed",
      eventDate: inDays(60),
      startTime: "14:00",
      endTime: "15:00",
    });
    expect((await asCustomer(b.id).move(inDays(70), "18:00")).status).toBe(200);
    const row = await db.auditLog.findFirstOrThrow({ where: { action: "booking.customer-reschedule" } });
    expect(row.before).toEqual({
      eventDate: inDays(60),
      startTime: "14:00",
      endTime: "15:00",
      status: "confirmed",
      rescheduleCount: 0,
    });
    expect(row.after).toEqual({
      eventDate: inDays(70),
      startTime: "18:00",
      endTime: "19:00",
      status: "confirmed",
      rescheduleCount: 1,
    });
  });
});

describe("converting an enquiry passes the same rules", () => {
  it("refuses Stage Illusions at short notice", async () => {
    const stage = await db.service.findFirstOrThrow({ where: { title: "Stage Illusions" } });
    const lead = await db.lead.create({
      data: { name: "Grace", email: "grace@example.com", phone: "07700 900002", eventType: "wedding", message: "Hi" },
    });
    const body = {
      eventDate: inDays(5),
      startTime: "14:00",
      duration: 60,
      eventLocation: "The Grand Hall",
      eventAddress: "1 High Street, Glasgow",
      guestCount: 40,
      selectedServices: [stage.id],
      totalAmount: 800,
      paymentType: "full",
    };
    const refused = await call(convert as Handler, `/api/leads/${lead.id}/convert`, {
      body,
      params: { id: String(lead.id) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Stage Illusions requires booking at least 3 weeks in advance.");
    expect(await db.booking.count({ where: { leadId: lead.id } })).toBe(0);
    const ok = await call(convert as Handler, `/api/leads/${lead.id}/convert`, {
      body: { ...body, eventDate: inDays(30) },
      params: { id: String(lead.id) },
    });
    expect(ok.status).toBe(201);
  });
});
