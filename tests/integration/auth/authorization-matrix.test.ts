/**
 * The authorisation matrix: every protected route handler (the magician's and the bar clients'
 * calls), called as anonymous, as the bar client that owns the data, as another bar client, and as
 * the magician. Each cell asserts 401, 403 (or 404 where hiding another bar's record is fine), or
 * success. A handler that forgets its session check makes its row fail.
 *
 * Route modules are imported dynamically: a module that does not exist fails its row with its path.
 * A final test checks that every exported handler under app/api is either in this matrix or on the
 * explicit PUBLIC list, so a new route cannot silently escape the matrix.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBarClient, magician, request, type TestUser } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { issueRegistrationDocument } from "@/lib/server/documents/issue";

// The machine is shared: allow slow database round trips (bcrypt at cost 12 included).
jest.setTimeout(60_000);

process.env.UPLOAD_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "authz-matrix-uploads-"));

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(process.env.UPLOAD_DIR!, { recursive: true, force: true });
});

const MAGICIAN_PASSWORD = process.env.MAGICIAN_PASSWORD || "abracadabra";
const BAR_PASSWORD = "bar-password-123";
const PNG_1x1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

type Who = "anonymous" | "bar" | "otherBar" | "magician";
const ORDER: Who[] = ["anonymous", "otherBar", "bar", "magician"];

interface Fixtures {
  users: Record<Exclude<Who, "anonymous">, TestUser>;
  bookingId: number;
  paidBookingId: number;
  serviceId: number;
  barServiceId: number;
  leadId: number;
  blockedDayId: number;
  blockedHoursId: number;
  promotionId: number;
  drinkId: number;
  quoteId: number;
  /** the bar's registration fee's document */
  barDocumentNumber: string;
  futureDate: string;
}

/** ok: any 2xx. A number: exactly that status. An array: any of them. */
type Expected = "ok" | number | number[];

interface Row {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route as the spec writes it, e.g. /api/services/{id}. */
  route: string;
  /** Module under app/api, e.g. "services/[id]". */
  module: string;
  url: (f: Fixtures) => string;
  params?: (f: Fixtures) => Record<string, string>;
  body?: (f: Fixtures, who: Who) => unknown;
  expect: Record<Who, Expected>;
  /** Extra checks on a successful answer (data scoping). */
  check?: (who: Who, body: unknown, f: Fixtures) => void;
}

const magicianOnly = { anonymous: 401, otherBar: 403, bar: 403, magician: "ok" } as const;
const barClientOnly = { anonymous: 401, otherBar: "ok", bar: "ok", magician: 403 } as const;
const selfOrMagician = { anonymous: 401, otherBar: 403, bar: "ok", magician: "ok" } as const;

function addDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

const ROWS: Row[] = [
  // ---------------------------------------------------------------- any signed-in user
  {
    method: "GET",
    route: "/api/auth/validate",
    module: "auth/validate",
    url: () => "/api/auth/validate",
    expect: { anonymous: 401, otherBar: "ok", bar: "ok", magician: "ok" },
  },
  {
    method: "GET",
    route: "/api/bookings",
    module: "bookings",
    url: () => "/api/bookings",
    expect: { anonymous: 401, otherBar: "ok", bar: "ok", magician: "ok" },
    check: (who, body, f) => {
      const ids = (body as { id: number }[]).map((b) => b.id);
      if (who === "bar") expect(ids).toContain(f.bookingId);
      if (who === "otherBar") expect(ids).not.toContain(f.bookingId);
      if (who === "magician") expect(ids).toEqual(expect.arrayContaining([f.bookingId, f.paidBookingId]));
      if (who === "bar" || who === "otherBar") {
        for (const booking of body as Record<string, unknown>[]) {
          expect(booking).not.toHaveProperty("clientEmail");
          expect(booking).not.toHaveProperty("clientPhone");
        }
      }
    },
  },

  // ---------------------------------------------------------------- bookings (magician)
  {
    method: "GET",
    route: "/api/bookings/{id}",
    module: "bookings/[id]",
    url: (f) => `/api/bookings/${f.bookingId}`,
    params: (f) => ({ id: String(f.bookingId) }),
    expect: magicianOnly,
  },
  {
    method: "PUT",
    route: "/api/bookings/{id}/status",
    module: "bookings/[id]/status",
    url: (f) => `/api/bookings/${f.bookingId}/status`,
    params: (f) => ({ id: String(f.bookingId) }),
    body: () => ({ status: "confirmed" }),
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/bookings/{id}/reschedule",
    module: "bookings/[id]/reschedule",
    url: (f) => `/api/bookings/${f.bookingId}/reschedule`,
    params: (f) => ({ id: String(f.bookingId) }),
    // far beyond the booking horizon: the magician gets past the role check to the slot rules
    body: () => ({ eventDate: "2099-01-01", startTime: "14:00" }),
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: [400, 409] },
  },
  {
    method: "GET",
    route: "/api/bookings/{id}/times",
    module: "bookings/[id]/times",
    url: (f) => `/api/bookings/${f.bookingId}/times?date=2099-01-01`,
    params: (f) => ({ id: String(f.bookingId) }),
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/bookings/{id}/review-link",
    module: "bookings/[id]/review-link",
    url: (f) => `/api/bookings/${f.paidBookingId}/review-link`,
    params: (f) => ({ id: String(f.paidBookingId) }),
    // the event is months away: the magician gets past the role check to the review rule (400)
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 400 },
  },
  {
    method: "POST",
    route: "/api/bookings/{id}/manage-link",
    module: "bookings/[id]/manage-link",
    url: (f) => `/api/bookings/${f.paidBookingId}/manage-link`,
    params: (f) => ({ id: String(f.paidBookingId) }),
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/bookings/{id}/on-my-way",
    module: "bookings/[id]/on-my-way",
    url: (f) => `/api/bookings/${f.bookingId}/on-my-way`,
    params: (f) => ({ id: String(f.bookingId) }),
    // the fixture's booking is not today: the magician gets past the role check to the refusal
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 409 },
  },
  {
    method: "GET",
    route: "/api/bookings/{id}/run-sheet.pdf",
    module: "bookings/[id]/run-sheet.pdf",
    url: (f) => `/api/bookings/${f.bookingId}/run-sheet.pdf`,
    params: (f) => ({ id: String(f.bookingId) }),
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/refund-booking",
    module: "refund-booking",
    url: () => "/api/refund-booking",
    body: (f) => ({ bookingId: f.paidBookingId, reason: "Matrix test", amount: 10 }),
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/bookings/{id}/refund-retry",
    module: "bookings/[id]/refund-retry",
    url: (f) => `/api/bookings/${f.paidBookingId}/refund-retry`,
    params: (f) => ({ id: String(f.paidBookingId) }),
    body: () => ({ refundId: "re_matrix_no_such_refund" }),
    // the magician gets past the role check to the refund lookup: no such failed refund
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 404 },
  },

  // ---------------------------------------------------------------- services and bar services (magician)
  {
    method: "GET",
    route: "/api/services?all=1",
    module: "services",
    url: () => "/api/services?all=1",
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/services",
    module: "services",
    url: () => "/api/services",
    body: () => ({
      title: "Matrix Magic",
      description: "A service made by the authorisation matrix.",
      image: "",
      basePrice: 120,
      isActive: true,
    }),
    expect: magicianOnly,
  },
  {
    method: "PUT",
    route: "/api/services/{id}",
    module: "services/[id]",
    url: (f) => `/api/services/${f.serviceId}`,
    params: (f) => ({ id: String(f.serviceId) }),
    body: () => ({ basePrice: 260 }),
    expect: magicianOnly,
  },
  {
    method: "DELETE",
    route: "/api/services/{id}",
    module: "services/[id]",
    url: (f) => `/api/services/${f.serviceId}`,
    params: (f) => ({ id: String(f.serviceId) }),
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/bar-services?all=1",
    module: "bar-services",
    url: () => "/api/bar-services?all=1",
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/bar-services",
    module: "bar-services",
    url: () => "/api/bar-services",
    body: () => ({
      title: "Matrix Bar Magic",
      description: "A bar service made by the authorisation matrix.",
      image: "",
      basePrice: 200,
      isActive: true,
      discount: 10,
    }),
    expect: magicianOnly,
  },
  {
    method: "PUT",
    route: "/api/bar-services/{id}",
    module: "bar-services/[id]",
    url: (f) => `/api/bar-services/${f.barServiceId}`,
    params: (f) => ({ id: String(f.barServiceId) }),
    body: () => ({ discount: 15 }),
    expect: magicianOnly,
  },
  {
    method: "DELETE",
    route: "/api/bar-services/{id}",
    module: "bar-services/[id]",
    url: (f) => `/api/bar-services/${f.barServiceId}`,
    params: (f) => ({ id: String(f.barServiceId) }),
    expect: magicianOnly,
  },

  // ---------------------------------------------------------------- leads (magician)
  { method: "GET", route: "/api/leads", module: "leads", url: () => "/api/leads", expect: magicianOnly },
  {
    method: "PATCH",
    route: "/api/leads/{id}/status",
    module: "leads/[id]/status",
    url: (f) => `/api/leads/${f.leadId}/status`,
    params: (f) => ({ id: String(f.leadId) }),
    body: () => ({ status: "contacted" }),
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/leads/{id}/convert",
    module: "leads/[id]/convert",
    url: (f) => `/api/leads/${f.leadId}/convert`,
    params: (f) => ({ id: String(f.leadId) }),
    body: (f) => ({
      eventLocation: "Glasgow",
      eventAddress: "1 Matrix Street, Glasgow",
      eventDate: f.futureDate,
      startTime: "14:00",
      guestCount: 20,
      duration: 60,
      totalAmount: 150,
      paymentType: "deposit",
      selectedServices: [f.serviceId],
      notes: "Converted by the matrix test",
    }),
    expect: magicianOnly,
  },

  {
    method: "GET",
    route: "/api/leads/{id}/notes",
    module: "leads/[id]/notes",
    url: (f) => `/api/leads/${f.leadId}/notes`,
    params: (f) => ({ id: String(f.leadId) }),
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/leads/{id}/notes",
    module: "leads/[id]/notes",
    url: (f) => `/api/leads/${f.leadId}/notes`,
    params: (f) => ({ id: String(f.leadId) }),
    body: (_f, who) => ({ text: `Note by ${who}` }),
    expect: magicianOnly,
  },

  // ---------------------------------------------------------------- quotes (magician)
  {
    method: "POST",
    route: "/api/quotes",
    module: "quotes",
    url: () => "/api/quotes",
    body: (f) => ({ ...quoteFixture(f), lines: [{ serviceId: f.serviceId }] }),
    expect: magicianOnly,
  },
  { method: "GET", route: "/api/quotes", module: "quotes", url: () => "/api/quotes", expect: magicianOnly },
  {
    method: "GET",
    route: "/api/quotes/{id}",
    module: "quotes/[id]",
    url: (f) => `/api/quotes/${f.quoteId}`,
    params: (f) => ({ id: String(f.quoteId) }),
    expect: magicianOnly,
  },
  {
    method: "PATCH",
    route: "/api/quotes/{id}",
    module: "quotes/[id]",
    url: (f) => `/api/quotes/${f.quoteId}`,
    params: (f) => ({ id: String(f.quoteId) }),
    body: () => ({ guestCount: 30 }),
    expect: magicianOnly,
  },
  {
    method: "DELETE",
    route: "/api/quotes/{id}",
    module: "quotes/[id]",
    url: (f) => `/api/quotes/${f.quoteId}`,
    params: (f) => ({ id: String(f.quoteId) }),
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/quotes/{id}/send",
    module: "quotes/[id]/send",
    url: (f) => `/api/quotes/${f.quoteId}/send`,
    params: (f) => ({ id: String(f.quoteId) }),
    expect: magicianOnly,
  },

  // ---------------------------------------------------------------- the magician's bookings table
  {
    method: "GET",
    route: "/api/admin/bookings",
    module: "admin/bookings",
    url: () => "/api/admin/bookings?q=matrix",
    expect: magicianOnly,
    check: (_who, body, f) => {
      expect((body as { id: number }[]).map((b) => b.id)).toEqual(expect.arrayContaining([f.bookingId]));
    },
  },

  // ---------------------------------------------------------------- blocked hours (magician)
  {
    method: "GET",
    route: "/api/blocked-hours",
    module: "blocked-hours",
    url: () => "/api/blocked-hours",
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/blocked-hours",
    module: "blocked-hours",
    url: () => "/api/blocked-hours",
    body: () => ({ date: addDays(210), startTime: "10:00", endTime: "11:00" }),
    expect: magicianOnly,
  },
  {
    method: "DELETE",
    route: "/api/blocked-hours/{id}",
    module: "blocked-hours/[id]",
    url: (f) => `/api/blocked-hours/${f.blockedHoursId}`,
    params: (f) => ({ id: String(f.blockedHoursId) }),
    expect: magicianOnly,
  },

  // ---------------------------------------------------------------- blocked days (magician)
  {
    method: "GET",
    route: "/api/blocked-days",
    module: "blocked-days",
    url: () => "/api/blocked-days",
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/blocked-days",
    module: "blocked-days",
    url: () => "/api/blocked-days",
    body: () => ({ date: addDays(200) }),
    expect: magicianOnly,
  },
  {
    method: "DELETE",
    route: "/api/blocked-days/{id}",
    module: "blocked-days/[id]",
    url: (f) => `/api/blocked-days/${f.blockedDayId}`,
    params: (f) => ({ id: String(f.blockedDayId) }),
    expect: magicianOnly,
  },

  // ---------------------------------------------------------------- bar clients, promotions, slideshow, audit (magician)
  {
    method: "GET",
    route: "/api/bar-clients",
    module: "bar-clients",
    url: () => "/api/bar-clients",
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/promotions/manage",
    module: "promotions/manage",
    url: () => "/api/promotions/manage",
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/promotions",
    module: "promotions",
    url: () => "/api/promotions",
    body: () => ({
      title: "Matrix Promotion",
      description: "Made by the matrix test.",
      mediaType: "image",
      isActive: true,
      displayOrder: 3,
    }),
    expect: magicianOnly,
  },
  {
    method: "PUT",
    route: "/api/promotions/{id}",
    module: "promotions/[id]",
    url: (f) => `/api/promotions/${f.promotionId}`,
    params: (f) => ({ id: String(f.promotionId) }),
    body: () => ({ title: "Renamed by the matrix" }),
    expect: magicianOnly,
  },
  {
    method: "DELETE",
    route: "/api/promotions/{id}",
    module: "promotions/[id]",
    url: (f) => `/api/promotions/${f.promotionId}`,
    params: (f) => ({ id: String(f.promotionId) }),
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/promotions/upload",
    module: "promotions/upload",
    url: () => "/api/promotions/upload",
    body: () => ({ fileData: `data:image/png;base64,${PNG_1x1}`, fileName: "matrix.png", fileType: "image/png" }),
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/slideshow/timer",
    module: "slideshow/timer",
    url: () => "/api/slideshow/timer",
    body: () => ({ timer: 7000 }),
    expect: magicianOnly,
  },
  { method: "GET", route: "/api/audit-log", module: "audit-log", url: () => "/api/audit-log", expect: magicianOnly },
  // reviews: without ?status the list is public (PUBLIC below); the moderation list and changes are the magician's
  {
    method: "GET",
    route: "/api/reviews?status=all",
    module: "reviews",
    url: () => "/api/reviews?status=all",
    expect: magicianOnly,
  },
  {
    method: "PATCH",
    route: "/api/reviews/{id}",
    module: "reviews/[id]",
    url: () => "/api/reviews/999999",
    params: () => ({ id: "999999" }),
    body: () => ({ status: "published" }),
    // no review exists in the fixtures: the magician gets past the role check to the 404
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 404 },
  },
  { method: "GET", route: "/api/admin/jobs", module: "admin/jobs", url: () => "/api/admin/jobs", expect: magicianOnly },
  {
    method: "GET",
    route: "/api/admin/day-drives",
    module: "admin/day-drives",
    url: (f) => `/api/admin/day-drives?date=${f.futureDate}`,
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/admin/today",
    module: "admin/today",
    url: (f) => `/api/admin/today?date=${f.futureDate}`,
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/admin/run-sheets.pdf",
    module: "admin/run-sheets.pdf",
    url: (f) => `/api/admin/run-sheets.pdf?date=${f.futureDate}`,
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/admin/jobs/retry-mail",
    module: "admin/jobs/retry-mail",
    url: () => "/api/admin/jobs/retry-mail",
    expect: magicianOnly,
  },
  // the development mail viewer (the dashboard's Outbox tab; tests/integration/mail/viewer.test.ts)
  {
    method: "GET",
    route: "/api/admin/outbox",
    module: "admin/outbox",
    url: () => "/api/admin/outbox",
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/admin/outbox/{id}",
    module: "admin/outbox/[id]",
    url: () => "/api/admin/outbox/999999",
    params: () => ({ id: "999999" }),
    // no such mail: the magician gets past the role check to the 404
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 404 },
  },
  // the development Outbox's texts (tests/integration/sms/texts.test.ts)
  {
    method: "GET",
    route: "/api/admin/outbox/texts",
    module: "admin/outbox/texts",
    url: () => "/api/admin/outbox/texts",
    expect: magicianOnly,
  },
  // the accountant's exports (tests/integration/admin/export.test.ts): CSV downloads of every client's details
  {
    method: "GET",
    route: "/api/admin/export/bookings.csv",
    module: "admin/export/bookings.csv",
    url: (f) => `/api/admin/export/bookings.csv?from=${f.futureDate}&to=2099-12-31`,
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/admin/export/leads.csv",
    module: "admin/export/leads.csv",
    url: () => "/api/admin/export/leads.csv",
    expect: magicianOnly,
  },
  // receipts, VAT invoices and credit notes (tests/integration/documents): the list, a PDF and the export
  {
    method: "GET",
    route: "/api/admin/export/documents.csv",
    module: "admin/export/documents.csv",
    url: () => "/api/admin/export/documents.csv?from=2026-01-01",
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/admin/documents",
    module: "admin/documents",
    url: () => "/api/admin/documents",
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/admin/documents/{number}.pdf",
    module: "admin/documents/[file]",
    url: () => "/api/admin/documents/SAM-2020-9999.pdf",
    params: () => ({ file: "SAM-2020-9999.pdf" }),
    // no such document: the magician gets past the role check to the 404
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 404 },
  },
  // the mileage log, the tax year's quarters and the accountant's pack (tests/integration/books)
  {
    method: "GET",
    route: "/api/admin/mileage",
    module: "admin/mileage",
    url: () => "/api/admin/mileage?taxYear=2025-26",
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/admin/mileage",
    module: "admin/mileage",
    url: () => "/api/admin/mileage",
    body: () => ({ date: "2025-05-01", from: "Home", to: "Perth", miles: 62, purpose: "Viewing a venue" }),
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 201 },
  },
  {
    method: "PATCH",
    route: "/api/admin/mileage/{id}",
    module: "admin/mileage/[id]",
    url: () => "/api/admin/mileage/journey-999999",
    params: () => ({ id: "journey-999999" }),
    body: () => ({ miles: 5 }),
    // no such journey: the magician gets past the role check to the 404
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 404 },
  },
  {
    method: "DELETE",
    route: "/api/admin/mileage/{id}",
    module: "admin/mileage/[id]",
    url: () => "/api/admin/mileage/journey-999999",
    params: () => ({ id: "journey-999999" }),
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 404 },
  },
  {
    method: "GET",
    route: "/api/admin/mileage.csv",
    module: "admin/mileage.csv",
    url: () => "/api/admin/mileage.csv?taxYear=2025-26",
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/admin/mileage.pdf",
    module: "admin/mileage.pdf",
    url: () => "/api/admin/mileage.pdf?taxYear=2025-26",
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/admin/tax/quarters",
    module: "admin/tax/quarters",
    url: () => "/api/admin/tax/quarters?taxYear=2025-26",
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/admin/tax/accountants-pack",
    module: "admin/tax/accountants-pack",
    url: () => "/api/admin/tax/accountants-pack?taxYear=2025-26",
    expect: magicianOnly,
  },
  // two-factor sign-in (tests/integration/auth/two-factor.test.ts): the magician's own account only
  {
    method: "GET",
    route: "/api/admin/two-factor",
    module: "admin/two-factor",
    url: () => "/api/admin/two-factor",
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/admin/two-factor/setup",
    module: "admin/two-factor/setup",
    url: () => "/api/admin/two-factor/setup",
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/admin/two-factor/enable",
    module: "admin/two-factor/enable",
    url: () => "/api/admin/two-factor/enable",
    body: () => ({ code: "123456" }),
    // no set-up was started: the magician gets past the role check to 409
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: [400, 409] },
  },
  {
    method: "POST",
    route: "/api/admin/two-factor/disable",
    module: "admin/two-factor/disable",
    url: () => "/api/admin/two-factor/disable",
    body: () => ({ password: MAGICIAN_PASSWORD, code: "123456" }),
    // two-factor sign-in is not on: the magician gets past the role check to 409
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: [400, 409] },
  },
  // the magician's calendar feed link (tests/integration/admin/calendar-feed.test.ts): show it, make a new one
  {
    method: "GET",
    route: "/api/admin/calendar-feed",
    module: "admin/calendar-feed",
    url: () => "/api/admin/calendar-feed",
    expect: magicianOnly,
    check: (_who, body) => expect((body as { url: string }).url).toMatch(/\/api\/calendar\/[^/]+\.ics$/),
  },
  {
    method: "POST",
    route: "/api/admin/calendar-feed",
    module: "admin/calendar-feed",
    url: () => "/api/admin/calendar-feed",
    expect: magicianOnly,
  },
  // the magician's own calendars (tests/integration/calendars): nothing here reaches the network
  {
    method: "GET",
    route: "/api/admin/calendars",
    module: "admin/calendars",
    url: () => "/api/admin/calendars",
    expect: magicianOnly,
    check: (_who, body) => expect(body).toMatchObject({ google: { connected: false }, feeds: [] }),
  },
  {
    method: "GET",
    route: "/api/admin/calendars/events",
    module: "admin/calendars/events",
    url: (f) => `/api/admin/calendars/events?from=${f.futureDate}&to=${f.futureDate}`,
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/admin/calendars/feeds",
    module: "admin/calendars/feeds",
    url: () => "/api/admin/calendars/feeds",
    // not a web link: refused by the schema before any fetch
    body: () => ({ name: "Diary", url: "ftp://calendar.invalid/diary.ics" }),
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 400 },
  },
  {
    method: "DELETE",
    route: "/api/admin/calendars/feeds/{id}",
    module: "admin/calendars/feeds/[id]",
    url: () => "/api/admin/calendars/feeds/999999",
    params: () => ({ id: "999999" }),
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 404 },
  },
  {
    method: "POST",
    route: "/api/admin/calendars/sync",
    module: "admin/calendars/sync",
    url: () => "/api/admin/calendars/sync",
    expect: magicianOnly,
    check: (_who, body) => expect(body).toEqual({ events: 0 }),
  },
  // the magician's Google Calendar (tests/integration/calendars/google-calendar.test.ts): not configured or
  // connected here, so the magician gets past the role check to 404 / 400 / 409
  {
    method: "GET",
    route: "/api/admin/calendars/google",
    module: "admin/calendars/google",
    url: () => "/api/admin/calendars/google",
    expect: magicianOnly,
  },
  {
    method: "PUT",
    route: "/api/admin/calendars/google",
    module: "admin/calendars/google",
    url: () => "/api/admin/calendars/google",
    body: () => ({ calendars: [] }),
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 409 },
  },
  {
    method: "DELETE",
    route: "/api/admin/calendars/google",
    module: "admin/calendars/google",
    url: () => "/api/admin/calendars/google",
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/admin/calendars/google/connect",
    module: "admin/calendars/google/connect",
    url: () => "/api/admin/calendars/google/connect",
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 404 },
  },
  {
    method: "GET",
    route: "/api/admin/calendars/google/callback",
    module: "admin/calendars/google/callback",
    url: () => "/api/admin/calendars/google/callback?code=x&state=y",
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 400 },
  },
  {
    method: "GET",
    route: "/api/admin/calendars/google/changes",
    module: "admin/calendars/google/changes",
    url: () => "/api/admin/calendars/google/changes",
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/admin/calendars/google/changes/{id}/apply",
    module: "admin/calendars/google/changes/[id]/apply",
    url: (f) => `/api/admin/calendars/google/changes/${f.bookingId}/apply`,
    params: (f) => ({ id: String(f.bookingId) }),
    body: () => ({}),
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 404 },
  },
  {
    method: "POST",
    route: "/api/admin/calendars/google/changes/{id}/restore",
    module: "admin/calendars/google/changes/[id]/restore",
    url: (f) => `/api/admin/calendars/google/changes/${f.bookingId}/restore`,
    params: (f) => ({ id: String(f.bookingId) }),
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 404 },
  },
  // the magician's accounting connection (tests/integration/accounting): Xero not configured or
  // connected here, so the magician gets past the role check to 404 / 400 / 409
  {
    method: "GET",
    route: "/api/admin/accounting",
    module: "admin/accounting",
    url: () => "/api/admin/accounting",
    expect: magicianOnly,
    check: (_who, body) =>
      expect(body).toEqual({ providers: ["xero", "freeagent"], connected: null, pending: 0, failed: 0 }),
  },
  {
    method: "DELETE",
    route: "/api/admin/accounting",
    module: "admin/accounting",
    url: () => "/api/admin/accounting",
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/admin/accounting/connection",
    module: "admin/accounting/connection",
    url: () => "/api/admin/accounting/connection",
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/admin/accounting/connect",
    module: "admin/accounting/connect",
    url: () => "/api/admin/accounting/connect?provider=xero",
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 404 },
  },
  {
    method: "GET",
    route: "/api/admin/accounting/callback",
    module: "admin/accounting/callback",
    url: () => "/api/admin/accounting/callback?code=x&state=y",
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 400 },
  },
  {
    method: "PUT",
    route: "/api/admin/accounting/organisation",
    module: "admin/accounting/organisation",
    url: () => "/api/admin/accounting/organisation",
    body: () => ({ id: "tenant" }),
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 409 },
  },
  {
    method: "GET",
    route: "/api/admin/accounting/bank-accounts",
    module: "admin/accounting/bank-accounts",
    url: () => "/api/admin/accounting/bank-accounts",
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 409 },
  },
  {
    method: "PUT",
    route: "/api/admin/accounting/bank-account",
    module: "admin/accounting/bank-account",
    url: () => "/api/admin/accounting/bank-account",
    body: () => ({ id: "bank" }),
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 409 },
  },
  {
    method: "PUT",
    route: "/api/admin/accounting/send-from",
    module: "admin/accounting/send-from",
    url: () => "/api/admin/accounting/send-from",
    body: () => ({ from: "2026-04-06" }),
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 409 },
  },
  {
    method: "GET",
    route: "/api/admin/accounting/documents",
    module: "admin/accounting/documents",
    url: () => "/api/admin/accounting/documents?numbers=SAM-2026-0001",
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/admin/accounting/documents/{number}/retry",
    module: "admin/accounting/documents/[number]/retry",
    url: () => "/api/admin/accounting/documents/SAM-2026-9999/retry",
    params: () => ({ number: "SAM-2026-9999" }),
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 404 },
  },
  // the waiting list as the magician sees it, and an offer made by hand (tests/integration/waitlist)
  {
    method: "GET",
    route: "/api/admin/waitlist",
    module: "admin/waitlist",
    url: () => "/api/admin/waitlist",
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/admin/waitlist/{id}/offer",
    module: "admin/waitlist/[id]/offer",
    url: () => "/api/admin/waitlist/999999/offer",
    params: () => ({ id: "999999" }),
    body: () => ({ startTime: "20:00" }),
    expect: { anonymous: 401, otherBar: 403, bar: 403, magician: 404 },
  },
  // the Insights tab's figures (tests/integration/admin/insights.test.ts)
  {
    method: "GET",
    route: "/api/admin/insights",
    module: "admin/insights",
    url: () => "/api/admin/insights",
    expect: magicianOnly,
  },
  // the planning questionnaire's questions and a booking's answers (tests/integration/questionnaires)
  {
    method: "GET",
    route: "/api/questionnaires",
    module: "questionnaires",
    url: () => "/api/questionnaires",
    expect: magicianOnly,
  },
  {
    method: "PUT",
    route: "/api/questionnaires/{eventType}",
    module: "questionnaires/[eventType]",
    url: () => "/api/questionnaires/corporate",
    params: () => ({ eventType: "corporate" }),
    body: () => ({ questions: [{ kind: "short-text", text: "Who is the host?", required: false, options: [] }] }),
    expect: magicianOnly,
  },
  {
    method: "GET",
    route: "/api/bookings/{id}/questionnaire",
    module: "bookings/[id]/questionnaire",
    url: (f) => `/api/bookings/${f.paidBookingId}/questionnaire`,
    params: (f) => ({ id: String(f.paidBookingId) }),
    expect: magicianOnly,
  },
  // the magician's settings and password (tests/integration/settings)
  { method: "GET", route: "/api/settings", module: "settings", url: () => "/api/settings", expect: magicianOnly },
  {
    method: "PATCH",
    route: "/api/settings",
    module: "settings",
    url: () => "/api/settings",
    body: () => ({ displayName: "Matrix Magician", contactPhone: "0141 496 0000" }),
    expect: magicianOnly,
  },
  {
    method: "POST",
    route: "/api/settings/password",
    module: "settings/password",
    url: () => "/api/settings/password",
    body: (_f, who) => ({
      currentPassword: who === "magician" ? MAGICIAN_PASSWORD : BAR_PASSWORD,
      newPassword: `changed-by-${who}`,
    }),
    expect: magicianOnly,
  },

  // ---------------------------------------------------------------- drinks
  {
    method: "GET",
    route: "/api/drinks",
    module: "drinks",
    url: (f) => `/api/drinks?barId=${f.users.bar.id}`,
    // Another bar client either gets its own (empty) list or is refused; never this bar's drinks.
    expect: { anonymous: 401, otherBar: [200, 403], bar: "ok", magician: "ok" },
    check: (who, body, f) => {
      const ids = (body as { id: number }[]).map((d) => d.id);
      if (who === "otherBar") expect(ids).not.toContain(f.drinkId);
      else expect(ids).toContain(f.drinkId);
    },
  },
  {
    method: "POST",
    route: "/api/drinks",
    module: "drinks",
    url: () => "/api/drinks",
    body: () => ({ name: "Matrix Mojito", price: 7.5, discountCode: "MAGIC10" }),
    expect: barClientOnly,
  },
  {
    method: "PUT",
    route: "/api/drinks/{id}",
    module: "drinks/[id]",
    url: (f) => `/api/drinks/${f.drinkId}`,
    params: (f) => ({ id: String(f.drinkId) }),
    body: () => ({ name: "Renamed Drink", price: 6 }),
    expect: { anonymous: 401, otherBar: [403, 404], bar: "ok", magician: 403 },
  },
  {
    method: "DELETE",
    route: "/api/drinks/{id}",
    module: "drinks/[id]",
    url: (f) => `/api/drinks/${f.drinkId}`,
    params: (f) => ({ id: String(f.drinkId) }),
    expect: { anonymous: 401, otherBar: [403, 404], bar: "ok", magician: 403 },
  },
  {
    method: "POST",
    route: "/api/drinks/record",
    module: "drinks/record",
    url: () => "/api/drinks/record",
    body: (f) => ({ barId: f.users.bar.id, items: [{ drinkId: f.drinkId, quantity: 2 }] }),
    expect: magicianOnly,
  },

  // ---------------------------------------------------------------- bar dashboard data (bar client)
  {
    method: "GET",
    route: "/api/bar/events",
    module: "bar/events",
    url: () => "/api/bar/events",
    expect: barClientOnly,
  },
  {
    method: "GET",
    route: "/api/bar/summary",
    module: "bar/summary",
    url: () => "/api/bar/summary",
    expect: barClientOnly,
  },
  {
    method: "GET",
    route: "/api/bar/documents/{number}.pdf",
    module: "bar/documents/[file]",
    url: (f) => `/api/bar/documents/${f.barDocumentNumber}.pdf`,
    params: (f) => ({ file: `${f.barDocumentNumber}.pdf` }),
    // the bar's own document only: another bar is told there is none
    expect: { anonymous: 401, otherBar: 404, bar: "ok", magician: 403 },
  },
  {
    method: "GET",
    route: "/api/bar/availability",
    module: "bar/availability",
    url: (f) => `/api/bar/availability?date=${f.futureDate}`,
    expect: barClientOnly,
  },
  {
    method: "POST",
    route: "/api/create-payment-intent (Bar Booking)",
    module: "create-payment-intent",
    url: () => "/api/create-payment-intent",
    // Each caller asks for its own time, so one caller's slot hold does not block the next.
    body: (f, who) => ({
      amount: 240,
      bookingDetails: {
        eventType: "Bar Booking",
        barServiceIds: [f.barServiceId],
        eventDate: f.futureDate,
        startTime: who === "bar" ? "13:00" : "19:00",
      },
    }),
    expect: barClientOnly,
  },
  {
    method: "POST",
    route: "/api/bookings (bar-service flow)",
    module: "bookings",
    url: () => "/api/bookings",
    // Without a paid intent the bar client gets a 4xx from validation or payment checks, but never 401/403.
    body: (f) => ({
      barServiceIds: [f.barServiceId],
      eventDate: f.futureDate,
      startTime: "19:00",
      stripePaymentId: "pi_demo_notpaid000000000000",
    }),
    expect: { anonymous: 401, otherBar: [400, 402, 404, 409], bar: [400, 402, 404, 409], magician: 403 },
  },

  // ---------------------------------------------------------------- users (self or magician)
  {
    method: "GET",
    route: "/api/users/{id}",
    module: "users/[id]",
    url: (f) => `/api/users/${f.users.bar.id}`,
    params: (f) => ({ id: String(f.users.bar.id) }),
    expect: selfOrMagician,
  },
  {
    method: "PUT",
    route: "/api/users/{id}",
    module: "users/[id]",
    url: (f) => `/api/users/${f.users.bar.id}`,
    params: (f) => ({ id: String(f.users.bar.id) }),
    body: () => ({
      barName: "Matrix Bar",
      ownerName: "Matrix Owner",
      email: "matrix@bar.example",
      contactPhone: "0141 555 0111",
      barAddress: "1 Matrix Street",
    }),
    expect: selfOrMagician,
  },
  {
    method: "PUT",
    route: "/api/users/{id}/password",
    module: "users/[id]/password",
    url: (f) => `/api/users/${f.users.bar.id}/password`,
    params: (f) => ({ id: String(f.users.bar.id) }),
    body: (_f, who) => ({
      currentPassword: who === "magician" ? MAGICIAN_PASSWORD : BAR_PASSWORD,
      newPassword: `changed-by-${who}`,
    }),
    expect: selfOrMagician,
  },
];

/** Handlers anyone may call (the public site's calls, sign-in and registration, provider callbacks). */
const PUBLIC = new Set([
  "GET /api/health",
  // the API's own description (tests/integration/contract/api-description.test.ts)
  "GET /api/openapi.json",
  "GET /api/auth/[...nextauth]",
  "POST /api/auth/[...nextauth]",
  "GET /api/auth/check-username",
  "POST /api/auth/register",
  "GET /api/services",
  "GET /api/bar-services",
  "GET /api/promotions",
  "GET /api/slideshow/timer",
  "GET /api/registered-bars",
  "GET /api/availability",
  // the drive to a venue and its travel fee, and how travel is charged (tests/integration/travel)
  "GET /api/travel",
  "GET /api/travel/terms",
  // whether the wizard offers the automatic balance, and how many days before (tests/integration/jobs/balance-charge.test.ts)
  "GET /api/payment-terms",
  "GET /api/blocked-days-public",
  "GET /api/bookings-public",
  "POST /api/leads",
  "POST /api/bookings",
  "POST /api/create-payment-intent",
  "POST /api/demo-payments/confirm",
  // the demo card holder's bank (404 unless the demo gateway takes the payments; tests/integration/manage/money-ledger.test.ts)
  "POST /api/demo-payments/dispute",
  // the demo card network settling a pending refund (404 unless the demo gateway takes the payments; tests/integration/ledger/refund-states.test.ts)
  "POST /api/demo-payments/refund",
  // authenticated by the payment's client secret (tests/integration/public-api/payment-outcome.test.ts)
  "POST /api/payments/outcome",
  "POST /api/stripe/webhook",
  // authenticated by Twilio's request signature instead of a session (tests/integration/sms/texts.test.ts)
  "POST /api/sms/inbound",
  // authenticated by its bearer CRON_SECRET instead of a session (tests/integration/jobs)
  "POST /api/jobs/tick",
  // the customer's booking page: authenticated by the HMAC link token (tests/integration/manage)
  "GET /api/manage/[token]",
  "POST /api/manage/[token]/cancel",
  "GET /api/manage/[token]/ics",
  "POST /api/manage/[token]/reschedule",
  "GET /api/manage/[token]/times",
  "POST /api/manage/[token]/balance-intent",
  "GET /api/manage/[token]/agreement.pdf",
  "GET /api/manage/[token]/documents",
  "GET /api/manage/[token]/documents/[file]",
  "GET /api/manage/[token]/questionnaire",
  "PUT /api/manage/[token]/questionnaire",
  // the client's quote: authenticated by the HMAC quote link (tests/integration/quotes)
  "GET /api/quote/[token]",
  "POST /api/quote/[token]/accept",
  "POST /api/quote/[token]/payment",
  "GET /api/uploads/[name]",
  // published reviews for everyone (with ?status= it is the magician's list: a row above; tests/integration/reviews)
  "GET /api/reviews",
  // the review form: authenticated by the one-time HMAC review link (tests/integration/reviews)
  "POST /api/reviews",
  // the magician's calendar feed: no session (calendar apps have none), authenticated by the HMAC token in
  // its URL, which only the magician's GET /api/admin/calendar-feed hands out (tests/integration/admin/calendar-feed.test.ts)
  "GET /api/calendar/[token]",
  // the waiting list: anyone may join; an offer, leaving it and declining a quote are authenticated by
  // the token in their link (tests/integration/waitlist, tests/integration/quotes/holds.test.ts)
  "POST /api/waitlist",
  "GET /api/waitlist/offer/[token]",
  "POST /api/waitlist/leave/[token]",
  "POST /api/quote/[token]/decline",
  // Google's push notifications: no session, checked against the stored channel id and token
  // (tests/integration/calendars/google-calendar.test.ts)
  "POST /api/calendar/google/notify",
  // the API's description: public, like any published API reference (tests/integration/contract)
  "GET /api/openapi.json",
]);

/** A quote's fields (its lines are given where it is used). */
function quoteFixture(f: Pick<Fixtures, "futureDate">) {
  return {
    clientName: "Matrix Quote Client",
    clientEmail: "quote@matrix.example",
    clientPhone: "07700 900002",
    eventType: "wedding",
    eventDate: f.futureDate,
    startTime: "14:00",
    durationMinutes: 60,
    eventLocation: "Glasgow",
    guestCount: 20,
    paymentType: "full",
    expiresOn: addDays(30),
  };
}

async function seedFixtures(): Promise<Fixtures> {
  await resetAndSeed();
  const bar = await createBarClient({ password: BAR_PASSWORD, barName: "Matrix Owner Bar" });
  const otherBar = await createBarClient({ password: BAR_PASSWORD, barName: "Matrix Other Bar" });
  const boss = await magician();
  const futureDate = addDays(75);
  const service = await db.service.findFirstOrThrow({ where: { isActive: true }, orderBy: { id: "asc" } });
  const barService = await db.barService.findFirstOrThrow({ where: { title: "Bar Close-Up Residency" } });
  const bookingBase = {
    clientName: "Matrix Client",
    clientEmail: "client@matrix.example",
    clientPhone: "07700 900000",
    eventLocation: "Matrix Owner Bar",
    eventAddress: "1 Test Street",
    parkingAvailable: false,
    eventType: "Bar Booking",
    eventDate: addDays(120),
    startTime: "19:00",
    endTime: "21:00",
    guestCount: 50,
    selectedServices: [{ id: barService.id, title: barService.title, price: 240 }],
    duration: "120",
    totalPence: 24000,
    paymentType: "full",
  };
  const booking = await db.booking.create({
    data: { ...bookingBase, barId: bar.id, source: "bar-service", barCommissionPence: 3600 },
  });
  const intentId = "pi_demo_matrixpaid00000000000";
  await db.paymentIntent.create({
    data: { id: intentId, provider: "demo", purpose: "booking", amountPence: 24000, status: "succeeded" },
  });
  const paidBooking = await db.booking.create({
    data: {
      ...bookingBase,
      eventDate: addDays(130),
      paidPence: 24000,
      paymentStatus: "completed",
      status: "confirmed",
      stripePaymentId: intentId,
      source: "public",
    },
  });
  const lead = await db.lead.create({
    data: {
      name: "Matrix Lead",
      email: "lead@matrix.example",
      phone: "07700 900001",
      eventType: "wedding",
      message: "Please perform at our wedding.",
    },
  });
  const blockedDay = await db.blockedDay.create({ data: { date: addDays(150) } });
  const blockedHours = await db.blockedHours.create({
    data: { date: addDays(160), startTime: "10:00", endTime: "12:00" },
  });
  const promotion = await db.promotion.create({
    data: { title: "Matrix Promo", description: "For the matrix", mediaType: "image" },
  });
  const drink = await db.drink.create({
    data: { barId: bar.id, name: "Matrix Martini", price: "8.50", discountCode: "MATRIX" },
  });
  const quote = await db.quote.create({
    data: {
      ...quoteFixture({ futureDate }),
      lines: [{ serviceId: service.id, description: service.title, amountPence: 15000 }],
    },
  });
  const barDocument = await db.$transaction((tx) =>
    issueRegistrationDocument(
      tx,
      { intentId: "pi_demo_matrixregistration0000", amountPence: 2500 },
      { id: bar.id, barName: bar.barName, ownerName: bar.ownerName, email: bar.email },
    ),
  );
  return {
    users: { bar, otherBar, magician: boss },
    bookingId: booking.id,
    paidBookingId: paidBooking.id,
    serviceId: service.id,
    barServiceId: barService.id,
    leadId: lead.id,
    blockedDayId: blockedDay.id,
    blockedHoursId: blockedHours.id,
    promotionId: promotion.id,
    drinkId: drink.id,
    quoteId: quote.id,
    barDocumentNumber: barDocument.number,
    futureDate,
  };
}

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function loadHandler(row: Row): Promise<Handler> {
  const file = `app/api/${row.module}/route.ts`;
  let mod: Record<string, unknown>;
  try {
    mod = await import(`@/app/api/${row.module}/route`);
  } catch (error) {
    throw new Error(
      `${row.method} ${row.route}: the route module ${file} could not be loaded (${(error as Error).message.split("\n")[0]})`,
    );
  }
  const handler = mod[row.method];
  if (typeof handler !== "function")
    throw new Error(`${row.method} ${row.route}: ${file} exports no ${row.method} handler`);
  return handler as Handler;
}

function matches(expected: Expected, status: number): boolean {
  if (expected === "ok") return status >= 200 && status < 300;
  if (Array.isArray(expected)) return expected.includes(status);
  return status === expected;
}

/** Calls the handler as each identity; returns the failures (empty when every cell matches). */
async function runRow(row: Row, handler: Handler): Promise<{ failed: boolean; report: string }> {
  const fixtures = await seedFixtures();
  const outcomes: string[] = [];
  let failed = false;
  for (const who of ORDER) {
    const as = who === "anonymous" ? null : fixtures.users[who];
    const body = row.body?.(fixtures, who);
    const req = await request(row.url(fixtures), { method: row.method, as, ...(body !== undefined ? { body } : {}) });
    const response = await handler(req, { params: Promise.resolve(row.params?.(fixtures) ?? {}) });
    const text = await response.text();
    const ok = matches(row.expect[who], response.status);
    outcomes.push(
      `${ok ? "✓" : "✗"} ${who}: ${response.status} (expected ${JSON.stringify(row.expect[who])})${ok ? "" : ` ${text.slice(0, 200)}`}`,
    );
    if (!ok) failed = true;
    if (ok && row.check && response.status >= 200 && response.status < 300) row.check(who, JSON.parse(text), fixtures);
  }
  return { failed, report: `${row.method} ${row.route}\n${outcomes.join("\n")}` };
}

describe("authorisation matrix: anonymous / bar client / another bar client / magician", () => {
  it.each(ROWS.map((row) => [`${row.method} ${row.route}`, row] as const))("%s", async (_name, row) => {
    const handler = await loadHandler(row);
    const { failed, report } = await runRow(row, handler);
    if (failed) throw new Error(report);
  });

  it("catches a handler that forgets its check (a stub answering 200 to everyone fails its row)", async () => {
    const row = ROWS.find((r) => r.route === "/api/leads" && r.method === "GET")!;
    const { failed, report } = await runRow(row, async () => Response.json([]));
    expect(failed).toBe(true);
    expect(report).toContain("✗ anonymous: 200");
  });
});

describe("coverage", () => {
  it("every exported handler under app/api is in the matrix or on the public list", () => {
    const root = path.join(process.cwd(), "app/api");
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === "route.ts") {
          const route = `/api/${path.relative(root, dir).split(path.sep).join("/")}`;
          const source = fs.readFileSync(full, "utf8");
          for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
            if (new RegExp(`export (const|async function) ${method}\\b|export \\{[^}]*\\bas ${method}\\b`).test(source))
              found.push(`${method} ${route}`);
          }
        }
      }
    };
    walk(root);
    const inMatrix = new Set(ROWS.map((row) => `${row.method} /api/${row.module}`));
    const uncovered = found.filter((key) => !inMatrix.has(key) && !PUBLIC.has(key));
    expect(uncovered).toEqual([]);
  });
});
