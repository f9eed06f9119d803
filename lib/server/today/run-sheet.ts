import "server-only";
import { owedPence } from "@/lib/domain/booking-status";
import { formatDriveMinutes, type PlannedGig } from "@/lib/domain/day-plan";
import { formatAddress } from "@/lib/domain/dashboard";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { eventTypeLabel } from "@/lib/domain/event-types";
import { formatGBP } from "@/lib/domain/money";
import { parseSelectedServices } from "@/lib/domain/selected-services";
import { statusBadgeLabel } from "@/lib/domain/status-labels";
import { db } from "@/lib/server/db";
import { Cursor, LEADING, newPdf, savePdf } from "@/lib/server/documents/pdf-layout";
import { notFound, privateDownload } from "@/lib/server/http";
import { questionnaireAnswers, type QuestionnaireAnswer } from "@/lib/server/questionnaires/answers";
import { getMagicianSettings } from "@/lib/server/settings";
import { DAY_GIG_SELECT, dayPlan, type DayGigRow } from "@/lib/server/travel/day-plan";

/**
 * The gig's run sheet: everything the magician needs on the day on one page, to print or keep on
 * the phone: when, where to be and when to leave, the venue and its parking, the client's phone,
 * what was booked, the client's planning answers, the notes and what is still owed (the ledger's
 * totals, as the booking shows them). A day's sheets come as one PDF, a page each.
 */

export const RUN_SHEET_HEADINGS = {
  questionnaire: "Planning questionnaire",
  notes: "Notes",
  services: "Services",
} as const;

type Sheet = {
  gig: DayGigRow;
  planned: PlannedGig<DayGigRow & { postcode: string | null }> | null;
  /** the gig driven from before this one, when it is not home */
  previous: DayGigRow | null;
  answers: QuestionnaireAnswer[];
};

function driveLine(sheet: Sheet): string {
  const drive = sheet.planned?.drive;
  if (!sheet.planned) return "Not planned: the booking is not on the day's active gigs";
  if (!drive) return "Drive not known (no postcode, or a place your travel table does not cover)";
  const from = sheet.previous ? `from ${sheet.previous.eventLocation} (the gig before)` : "from home";
  return `${formatDriveMinutes(drive.minutes)}, ${Math.round(drive.miles)} miles ${from}${drive.source === "table" ? " (your travel table)" : ""}`;
}

function writeSheet(c: Cursor, sheet: Sheet) {
  const { gig } = sheet;
  c.line("Run sheet", { size: 18 });
  c.line(`${eventTypeLabel(gig.eventType)} for ${gig.clientName} · booking #${gig.id}`, { muted: true });
  c.gap(LEADING / 2);
  c.field("Date", formatIsoDateLong(gig.eventDate));
  c.field("Times", `${gig.startTime}–${gig.endTime} (${gig.duration} minutes)`);
  c.field("Leave by", sheet.planned?.leaveBy ?? "Not known");
  c.field("Drive", driveLine(sheet));
  c.field("Venue", gig.eventLocation);
  c.field("Address", formatAddress(gig.eventAddress));
  if (gig.eventPostcode) c.field("Postcode", gig.eventPostcode);
  c.field(
    "Parking",
    gig.parkingAvailable === null
      ? "Not asked (see the questionnaire)"
      : gig.parkingAvailable
        ? "Available at the venue"
        : "Not available at the venue",
  );
  c.field("Client", gig.clientName);
  c.field("Client's phone", gig.clientPhone || "Not given");
  c.field("Guests", String(gig.guestCount));
  if (gig.status !== "confirmed") c.field("Status", statusBadgeLabel(gig.status));
  const owed = owedPence(gig);
  c.field("Balance owed", owed > 0 ? `${formatGBP(owed)} to collect on the day` : "Nothing: paid in full");
  c.gap(LEADING / 2);

  c.line(RUN_SHEET_HEADINGS.services, { size: 13 });
  const services = parseSelectedServices(gig.selectedServices).filter((s) => !s.travel);
  if (services.length === 0) c.line("No services recorded.", { muted: true });
  for (const service of services) c.line(`• ${service.title}`);
  c.gap(LEADING / 2);

  c.line(RUN_SHEET_HEADINGS.questionnaire, { size: 13 });
  if (sheet.answers.length === 0) c.line("No answers yet.", { muted: true });
  for (const { question, answer } of sheet.answers) {
    c.line(question, { muted: true });
    for (const part of (answer || "Not answered").split(/\r?\n/)) c.line(part, { x: 68 });
    c.gap(2);
  }
  c.gap(LEADING / 2);

  c.line(RUN_SHEET_HEADINGS.notes, { size: 13 });
  const notes = gig.additionalInfo?.trim();
  if (!notes) c.line("None.", { muted: true });
  else for (const part of notes.split(/\r?\n/)) c.line(part);
}

async function render(title: string, sheets: Sheet[], emptyDate: string): Promise<Uint8Array> {
  const { displayName } = await getMagicianSettings();
  const { doc, font } = await newPdf({ title, author: displayName, at: new Date() });
  const c = new Cursor(doc, font);
  if (sheets.length === 0) {
    c.line("Run sheets", { size: 18 });
    c.line(`No gigs on ${formatIsoDateLong(emptyDate)}.`);
  }
  sheets.forEach((sheet, i) => {
    if (i > 0) c.newPage();
    writeSheet(c, sheet);
  });
  return savePdf(doc);
}

async function sheetsOf(date: string, only?: DayGigRow): Promise<Sheet[]> {
  const plan = await dayPlan(date);
  const byId = new Map(plan.map((p) => [p.gig.id, p]));
  const gigs: DayGigRow[] = only ? [only] : plan.map((p) => p.gig);
  return Promise.all(
    gigs.map(async (gig) => {
      const planned = byId.get(gig.id) ?? null;
      const from = planned?.from;
      return {
        gig,
        planned,
        previous: from?.kind === "gig" ? (byId.get(from.bookingId)?.gig ?? null) : null,
        answers: await questionnaireAnswers(gig.id),
      };
    }),
  );
}

/** One booking's run sheet (any status: a cancelled gig's sheet says it is not planned). 404 for an unknown booking. */
export async function runSheetPdf(bookingId: number): Promise<Uint8Array> {
  const gig = await db.booking.findUnique({ where: { id: bookingId }, select: DAY_GIG_SELECT });
  if (!gig) throw notFound("Booking not found.");
  return render(`Run sheet: booking ${gig.id}`, await sheetsOf(gig.eventDate, gig), gig.eventDate);
}

/** Every run sheet of a London date in one PDF, a page (or more) each, in start order. */
export async function dayRunSheetsPdf(date: string): Promise<Uint8Array> {
  return render(`Run sheets: ${date}`, await sheetsOf(date), date);
}

/** A run sheet as a download, never kept by a cache (it names the client and their phone). */
export function runSheetResponse(filename: string, pdf: Uint8Array): Response {
  return privateDownload(Buffer.from(pdf), { contentType: "application/pdf", filename, noindex: true });
}
