// The books of a tax year: the mileage log built from performed bookings' drives (the travel table)
// and journeys entered by hand, the Making Tax Digital quarters from the documents issued, and the
// accountant's pack, read back. Everything is checked against the rows it came from.
import { unzipSync, strFromU8 } from "fflate";
import { PDFParse } from "pdf-parse";
import { GET as logRoute, POST as addRoute } from "@/app/api/admin/mileage/route";
import { DELETE as deleteRoute, PATCH as correctRoute } from "@/app/api/admin/mileage/[id]/route";
import { GET as csvRoute } from "@/app/api/admin/mileage.csv/route";
import { GET as pdfRoute } from "@/app/api/admin/mileage.pdf/route";
import { GET as quartersRoute } from "@/app/api/admin/tax/quarters/route";
import { GET as packRoute } from "@/app/api/admin/tax/accountants-pack/route";
import { priceLines, documentTotals, documentNumber } from "@/lib/domain/documents";
import { magician, request } from "../../support/auth";
import { parseCsv } from "../../support/csv";
import { db, resetAndSeed } from "../../support/db";
import { call, createBooking, expectMagicianOnly } from "../admin/helpers";

jest.setTimeout(120_000);

beforeAll(resetAndSeed);
afterAll(() => db.$disconnect());

type Handler = Parameters<typeof call>[0];
const YEAR = "2025-26";

let sequence = 0;
/** A document as the ledger issues it: lines priced with or without VAT, signed amounts (negative for a credit note). */
async function issue(at: string, grossPence: number, opts: { vat?: boolean; kind?: string; bookingId?: number } = {}) {
  sequence += 1;
  const issuedAt = new Date(at);
  const year = issuedAt.getUTCFullYear();
  const lines = priceLines([{ description: `Magic (item ${sequence})`, grossPence }], opts.vat ?? false);
  const totals = documentTotals(lines);
  return db.document.create({
    data: {
      number: documentNumber(year, sequence),
      year,
      sequence,
      kind: opts.kind ?? (opts.vat ? "invoice" : "receipt"),
      movementId: `mv_${sequence}`,
      intentId: `pi_${sequence}`,
      bookingId: opts.bookingId ?? null,
      amountPence: totals.grossPence,
      vatPence: totals.vatPence,
      issuedAt,
      seller: {
        name: "Merlin Ltd",
        tradingName: "Summon a Magician",
        address: "1 Wand St, Glasgow",
        vatNumber: opts.vat ? "GB123456789" : "",
        email: "m@example.com",
      },
      buyer: { name: "Ada Lovelace", email: "ada@example.com" },
      lines: lines as never,
    },
  });
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  // Two gigs on one day: home → Edinburgh (EH: 47 miles), Edinburgh → Kirkcaldy (the table's larger
  // row, KY: 55), then Kirkcaldy → home (55).
  ids.a = (
    await createBooking({
      eventDate: "2025-06-14",
      startTime: "14:00",
      endTime: "15:00",
      status: "completed",
      eventLocation: "The Caves",
      eventPostcode: "EH1 1AA",
    })
  ).id;
  ids.b = (
    await createBooking({
      eventDate: "2025-06-14",
      startTime: "19:00",
      endTime: "20:00",
      status: "confirmed",
      eventLocation: "Beveridge Park",
      eventPostcode: "KY1 1AA",
    })
  ).id;
  // Not performed: cancelled
  ids.c = (await createBooking({ eventDate: "2025-09-01", status: "cancelled", eventPostcode: "AB10 1AA" })).id;
  // Glasgow: 6 miles each way
  ids.d = (
    await createBooking({
      eventDate: "2025-10-10",
      status: "completed",
      eventLocation: "Oran Mor",
      eventPostcode: "G12 8QX",
    })
  ).id;
  // No postcode: 0 miles until corrected
  ids.e = (
    await createBooking({ eventDate: "2026-01-20", status: "completed", eventLocation: "A barn", eventPostcode: null })
  ).id;
  // Next tax year's: not in 2025-26
  ids.f = (await createBooking({ eventDate: "2026-04-06", status: "completed", eventPostcode: "G1 1AA" })).id;
  // Documents: 6 April 2025 00:00 BST opens the year (23:00 UTC on the 5th); a second before is the previous year's.
  await issue("2025-04-05T22:59:59Z", 11100);
  await issue("2025-04-05T23:00:00Z", 27500, { bookingId: ids.a });
  await issue("2025-06-14T12:00:00Z", 36000, { vat: true, bookingId: ids.b });
  await issue("2025-07-05T22:59:59Z", 12000, { vat: true }); // 23:59:59 BST on 5 July: Q1
  await issue("2025-07-05T23:00:00Z", 6000, { vat: true }); // 00:00 BST on 6 July: Q2
  await issue("2025-08-01T12:00:00Z", -36000, { vat: true, kind: "credit-note", bookingId: ids.b });
  await issue("2026-01-05T23:59:59Z", 2400); // GMT: 5 January, Q3
  await issue("2026-04-05T22:59:59Z", 4800); // 23:59:59 BST 5 April 2026: Q4
  await issue("2026-04-05T23:00:00Z", 99900); // 2026-27
});

describe("the mileage log", () => {
  it("adds a journey by hand: 201 { id }, then it is in the year's log", async () => {
    const res = await call(addRoute as Handler, "/api/admin/mileage", {
      method: "POST",
      body: { date: "2026-04-05", from: "Home", to: "Perth PH1", miles: "124", purpose: "Viewing a venue" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^journey-\d+$/) });
    ids.manual = Number(res.body.id.slice("journey-".length));
    const early = await call(addRoute as Handler, "/api/admin/mileage", {
      method: "POST",
      body: { date: "2025-04-06", from: "Home", to: "Magic shop, Edinburgh", miles: 94, purpose: "Buying props" },
    });
    expect(early.status).toBe(201);
  });

  it("400 with field messages for a bad journey, and nothing is kept", async () => {
    const before = await db.mileageJourney.count();
    const res = await call(addRoute as Handler, "/api/admin/mileage", {
      method: "POST",
      body: { date: "2025-02-30", from: "", to: "  ", miles: 1001, purpose: "" },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      date: "Please enter a valid date.",
      from: "Please say where the journey started.",
      to: "Please say where the journey went.",
      miles: "A journey can be at most 1,000 miles.",
      purpose: "Please say what the journey was for.",
    });
    for (const miles of [0, 2.5, "ten", -3]) {
      const bad = await call(addRoute as Handler, "/api/admin/mileage", {
        method: "POST",
        body: { date: "2025-05-01", from: "A", to: "B", miles, purpose: "C" },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors.miles).toBe("Please enter the miles as a whole number from 1 to 1,000.");
    }
    expect(await db.mileageJourney.count()).toBe(before);
  });

  it("the year's rows in date order, miles from the travel table, the allowance at 45p", async () => {
    const res = await call(logRoute as Handler, `/api/admin/mileage?taxYear=${YEAR}`);
    expect(res.status).toBe(200);
    const rows = res.body.rows;
    expect(rows.map((r: { id: string }) => r.id)).toEqual([
      expect.stringMatching(/^journey-/),
      `booking-${ids.a}`,
      `booking-${ids.b}`,
      `booking-${ids.d}`,
      `booking-${ids.e}`,
      `journey-${ids.manual}`,
    ]);
    expect(rows[1]).toMatchObject({
      date: "2025-06-14",
      bookingId: ids.a,
      from: "Home",
      to: "The Caves (EH1 1AA)",
      miles: 47,
      source: "booking",
      milesFrom: "table",
    });
    expect(rows[2]).toMatchObject({
      from: "The Caves (EH1 1AA)",
      to: "Beveridge Park (KY1 1AA), then home",
      miles: 110,
    });
    expect(rows[3]).toMatchObject({ miles: 12, to: "Oran Mor (G12 8QX), then home" });
    expect(rows[4]).toMatchObject({ miles: 0, milesFrom: "unknown" });
    expect(rows[5]).toMatchObject({
      date: "2026-04-05",
      from: "Home",
      to: "Perth PH1",
      miles: 124,
      purpose: "Viewing a venue",
      source: "manual",
      milesFrom: "entered",
    });
    expect(rows[5].bookingId).toBeUndefined();
    const miles = 94 + 47 + 110 + 12 + 0 + 124;
    expect(res.body).toMatchObject({
      taxYear: YEAR,
      from: "2025-04-06",
      to: "2026-04-05",
      totalMiles: miles,
      allowancePence: miles * 45,
    });
    expect(rows.reduce((sum: number, r: { allowancePence: number }) => sum + r.allowancePence, 0)).toBe(miles * 45);
  });

  it("a booking's journey cannot be deleted, only corrected; one entered by hand can be deleted", async () => {
    const refused = await call(deleteRoute as Handler, `/api/admin/mileage/booking-${ids.e}`, {
      method: "DELETE",
      params: { id: `booking-${ids.e}` },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("journey-from-booking");
    expect(refused.body.error).toMatch(/cannot be deleted.*Correct its miles/);

    const corrected = await call(correctRoute as Handler, `/api/admin/mileage/booking-${ids.e}`, {
      method: "PATCH",
      params: { id: `booking-${ids.e}` },
      body: { miles: 80, purpose: "Performance at a barn near Stirling" },
    });
    expect(corrected.status).toBe(200);
    const badCorrection = await call(correctRoute as Handler, `/api/admin/mileage/booking-${ids.e}`, {
      method: "PATCH",
      params: { id: `booking-${ids.e}` },
      body: { miles: 1200 },
    });
    expect(badCorrection.status).toBe(400);
    expect(badCorrection.body.fieldErrors.miles).toBe("A journey can be at most 1,000 miles.");
    const notPerformed = await call(correctRoute as Handler, `/api/admin/mileage/booking-${ids.c}`, {
      method: "PATCH",
      params: { id: `booking-${ids.c}` },
      body: { miles: 5 },
    });
    expect(notPerformed.status).toBe(404);
    // confirmed but not yet performed: no journey to correct
    const ahead = await createBooking({ status: "confirmed" });
    const notYet = await call(correctRoute as Handler, `/api/admin/mileage/booking-${ahead.id}`, {
      method: "PATCH",
      params: { id: `booking-${ahead.id}` },
      body: { miles: 5 },
    });
    expect(notYet.status).toBe(404);
    expect(await db.mileageCorrection.count()).toBe(1);

    const extra = await call(addRoute as Handler, "/api/admin/mileage", {
      method: "POST",
      body: { date: "2025-12-01", from: "Home", to: "Nowhere", miles: 10, purpose: "A mistake" },
    });
    const deleted = await call(deleteRoute as Handler, `/api/admin/mileage/${extra.body.id}`, {
      method: "DELETE",
      params: { id: extra.body.id },
    });
    expect(deleted.status).toBe(200);
    const again = await call(deleteRoute as Handler, `/api/admin/mileage/${extra.body.id}`, {
      method: "DELETE",
      params: { id: extra.body.id },
    });
    expect(again.status).toBe(404);

    const log = await call(logRoute as Handler, `/api/admin/mileage?taxYear=${YEAR}`);
    const row = log.body.rows.find((r: { id: string }) => r.id === `booking-${ids.e}`);
    expect(row).toMatchObject({ miles: 80, milesFrom: "corrected", purpose: "Performance at a barn near Stirling" });
    expect(log.body.rows.some((r: { id: string }) => r.id === extra.body.id)).toBe(false);
    expect(log.body.totalMiles).toBe(94 + 47 + 110 + 12 + 80 + 124);
    const audits = await db.auditLog.findMany({ where: { entity: "mileage" }, orderBy: { id: "asc" } });
    expect(audits.map((a) => a.action)).toEqual([
      "mileage.add",
      "mileage.add",
      "mileage.correct",
      "mileage.add",
      "mileage.remove",
    ]);
  });

  it.each(["2025-27", "2025", "25-26", "2025/26", ""])("400 for taxYear=%j", async (taxYear) => {
    const res = await call(logRoute as Handler, `/api/admin/mileage?taxYear=${encodeURIComponent(taxYear)}`);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.taxYear).toMatch(/like 2027-28/);
    const quarters = await call(
      quartersRoute as Handler,
      `/api/admin/tax/quarters?taxYear=${encodeURIComponent(taxYear)}`,
    );
    expect(quarters.status).toBe(400);
  });

  it("the CSV and the PDF of the year", async () => {
    const csv = await call(csvRoute as Handler, `/api/admin/mileage.csv?taxYear=${YEAR}`);
    expect(csv.status).toBe(200);
    expect(csv.response.headers.get("content-disposition")).toContain("mileage-2025-26.csv");
    const records = parseCsv(String(csv.body).replace(/^\uFEFF/, ""));
    expect(records[0]).toEqual(["date", "from", "to", "miles", "purpose", "source", "booking", "allowance"]);
    expect(records).toHaveLength(7);
    expect(records[2]).toEqual([
      "2025-06-14",
      "Home",
      "The Caves (EH1 1AA)",
      "47",
      expect.stringContaining(`booking #${ids.a}`),
      "booking",
      String(ids.a),
      "21.15",
    ]);

    const pdf = await (pdfRoute as Handler)(
      await request(`/api/admin/mileage.pdf?taxYear=${YEAR}`, { as: await magician() }),
      { params: Promise.resolve({}) },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Mileage log 2025-26");
    expect(text).toContain("Perth PH1");
    expect(text).toMatch(/Total: 467 miles, allowance £210\.15/);
  });
});

async function pdfText(data: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data });
  try {
    return (await parser.getText()).text.replace(/\t/g, " ");
  } finally {
    await parser.destroy();
  }
}

describe("the quarters", () => {
  it("standard basis: documents by London date of issue across the BST midnights, credit notes subtracted, mileage allowance by journey date", async () => {
    const res = await call(quartersRoute as Handler, `/api/admin/tax/quarters?taxYear=${YEAR}`);
    expect(res.status).toBe(200);
    const vat = (gross: number) => Math.round(gross / 6);
    expect(res.body).toEqual({
      taxYear: YEAR,
      basis: "standard",
      quarters: [
        {
          from: "2025-04-06",
          to: "2025-07-05",
          turnoverPence: 27500 + (36000 - vat(36000)) + (12000 - vat(12000)),
          vatPence: vat(36000) + vat(12000),
          // the magic shop (94), The Caves (47) and Beveridge Park (110)
          mileageAllowancePence: (94 + 47 + 110) * 45,
          documents: 3,
        },
        {
          from: "2025-07-06",
          to: "2025-10-05",
          turnoverPence: 6000 - vat(6000) - (36000 - vat(36000)),
          vatPence: vat(6000) - vat(36000),
          mileageAllowancePence: 0,
          documents: 2,
        },
        {
          from: "2025-10-06",
          to: "2026-01-05",
          turnoverPence: 2400,
          vatPence: 0,
          mileageAllowancePence: 12 * 45,
          documents: 1,
        },
        {
          from: "2026-01-06",
          to: "2026-04-05",
          turnoverPence: 4800,
          vatPence: 0,
          mileageAllowancePence: (80 + 124) * 45,
          documents: 1,
        },
      ],
    });
    // the quarters add up to the documents of the tax year and to the mileage log
    const docs = await db.document.findMany({
      where: { issuedAt: { gte: new Date("2025-04-05T23:00:00Z"), lt: new Date("2026-04-05T23:00:00Z") } },
    });
    const sum = (key: "turnoverPence" | "vatPence" | "mileageAllowancePence" | "documents") =>
      res.body.quarters.reduce((total: number, q: Record<string, number>) => total + q[key]!, 0);
    expect(sum("documents")).toBe(docs.length);
    expect(sum("turnoverPence")).toBe(docs.reduce((t, d) => t + d.amountPence - d.vatPence, 0));
    expect(sum("vatPence")).toBe(docs.reduce((t, d) => t + d.vatPence, 0));
    const log = await call(logRoute as Handler, `/api/admin/mileage?taxYear=${YEAR}`);
    expect(sum("mileageAllowancePence")).toBe(log.body.allowancePence);
  });

  it("calendar basis: 1 April to 31 March; 1–5 April belong to the first quarter", async () => {
    const res = await call(quartersRoute as Handler, `/api/admin/tax/quarters?taxYear=${YEAR}&basis=calendar`);
    expect(res.status).toBe(200);
    expect(res.body.basis).toBe("calendar");
    expect(res.body.quarters.map((q: { from: string; to: string }) => [q.from, q.to])).toEqual([
      ["2025-04-01", "2025-06-30"],
      ["2025-07-01", "2025-09-30"],
      ["2025-10-01", "2025-12-31"],
      ["2026-01-01", "2026-03-31"],
    ]);
    // the document of 5 April 2025 (BST) is the calendar basis's first quarter; those of 5 April 2026 are past its end
    expect(res.body.quarters[0].documents).toBe(3);
    expect(res.body.quarters[0].turnoverPence).toBe(11100 + 27500 + 30000);
    // 5 January is the calendar basis's fourth quarter; nothing of 1–5 April 2026 is in this year's
    expect(res.body.quarters[3]).toMatchObject({ documents: 1, turnoverPence: 2400, mileageAllowancePence: 80 * 45 });
    const bad = await call(quartersRoute as Handler, `/api/admin/tax/quarters?taxYear=${YEAR}&basis=fiscal`);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.basis).toBe("The basis is standard or calendar.");
  });
});

describe("the accountant's pack", () => {
  it("one ZIP of the year: every document's PDF, documents.csv, mileage.csv, quarters.csv", async () => {
    const res = await (packRoute as Handler)(
      await request(`/api/admin/tax/accountants-pack?taxYear=${YEAR}`, { as: await magician() }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain("accountants-pack-2025-26.zip");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const docs = await db.document.findMany({
      where: { issuedAt: { gte: new Date("2025-04-05T23:00:00Z"), lt: new Date("2026-04-05T23:00:00Z") } },
      orderBy: { id: "asc" },
    });
    expect(Object.keys(files).sort()).toEqual(
      [
        ...docs.map((d) => `documents/${d.number}.pdf`),
        "documents.csv",
        "mileage.csv",
        "mileage.pdf",
        "quarters.csv",
      ].sort(),
    );
    const invoice = docs.find((d) => d.kind === "invoice")!;
    const text = await pdfText(files[`documents/${invoice.number}.pdf`]!);
    expect(text).toContain(`Number: ${invoice.number}`);
    expect(text).toContain("VAT invoice");

    const documentsCsv = parseCsv(strFromU8(files["documents.csv"]!).replace(/^\uFEFF/, ""));
    expect(documentsCsv[0]![0]).toBe("number");
    expect(documentsCsv.slice(1).map((r) => r[0])).toEqual(docs.map((d) => d.number));
    const mileageCsv = parseCsv(strFromU8(files["mileage.csv"]!).replace(/^\uFEFF/, ""));
    expect(mileageCsv).toHaveLength(7);
    const quartersCsv = parseCsv(strFromU8(files["quarters.csv"]!).replace(/^\uFEFF/, ""));
    expect(quartersCsv[0]).toEqual(["from", "to", "turnover", "vat", "mileageAllowance", "documents"]);
    expect(quartersCsv.slice(1).map((r) => r[5])).toEqual(["3", "2", "1", "1"]);
    expect(quartersCsv[3]).toEqual(["2025-10-06", "2026-01-05", "24.00", "0.00", "5.40", "1"]);
  });

  it("400 for a bad tax year", async () => {
    const res = await call(packRoute as Handler, "/api/admin/tax/accountants-pack?taxYear=2025-2026");
    expect(res.status).toBe(400);
  });
});

describe("who may", () => {
  it.each([
    ["GET mileage", logRoute, `/api/admin/mileage?taxYear=${YEAR}`, {}],
    [
      "POST mileage",
      addRoute,
      "/api/admin/mileage",
      { method: "POST", body: { date: "2025-05-01", from: "A", to: "B", miles: 1, purpose: "C" } },
    ],
    [
      "PATCH mileage",
      correctRoute,
      "/api/admin/mileage/journey-1",
      { method: "PATCH", params: { id: "journey-1" }, body: { miles: 3 } },
    ],
    ["DELETE mileage", deleteRoute, "/api/admin/mileage/journey-1", { method: "DELETE", params: { id: "journey-1" } }],
    ["mileage.csv", csvRoute, `/api/admin/mileage.csv?taxYear=${YEAR}`, {}],
    ["mileage.pdf", pdfRoute, `/api/admin/mileage.pdf?taxYear=${YEAR}`, {}],
    ["quarters", quartersRoute, `/api/admin/tax/quarters?taxYear=${YEAR}`, {}],
    ["pack", packRoute, `/api/admin/tax/accountants-pack?taxYear=${YEAR}`, {}],
  ])("%s: the magician only", async (_name, handler, path, init) => {
    await expectMagicianOnly(handler as Handler, path, init);
  });
});
