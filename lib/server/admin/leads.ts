import "server-only";
import { londonToday } from "@/lib/domain/dates";
import { CURRENT_TERMS_VERSION } from "@/lib/domain/terms";
import { enquiryBookingMail } from "@/lib/server/mail/emails/enquiry-booking";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { OPEN_LEAD_STATUSES, canConvertLead, type LeadStatus } from "@/lib/domain/leads";
import { penceToPounds, poundsToPence } from "@/lib/domain/money";
import { arrivalHasPassed, computeEndTime } from "@/lib/domain/time-slots";
import type { ConvertLead } from "@/lib/validation/admin";
import { bookingDateKeys, lockBookingDates } from "@/lib/server/availability";
import { assertBookingRules, checkBookingChange } from "@/lib/server/bookings/shared/check-change";
import { db, runTransaction } from "@/lib/server/db";
import { leadsAfterCursor } from "@/lib/server/leads";
import { pageLimit, pageOf, type Page } from "@/lib/server/paging";
import { AppError, badRequest, notFound } from "@/lib/server/http";
import { audit, type Actor } from "@/lib/server/audit";
import { LEAD_NOTE_SELECT, toLeadNoteDto, type LeadNoteDto } from "./lead-notes";
import { revalidatePublicSite } from "@/lib/server/revalidate";
import { assertVenuePostcode, resolveSlotTravel } from "@/lib/server/travel";
import { postcodeFromAddress } from "@/lib/domain/travel";

const LEAD_SELECT = {
  id: true,
  name: true,
  email: true,
  phone: true,
  eventType: true,
  location: true,
  message: true,
  status: true,
  createdAt: true,
  booking: { select: { id: true, eventDate: true } },
  notes: { select: LEAD_NOTE_SELECT, orderBy: { id: "asc" } },
} as const;

export interface LeadDto {
  id: number;
  name: string;
  email: string;
  phone: string;
  eventType: string;
  location: string | null;
  message: string;
  status: string;
  createdAt: string;
  booking: { id: number; eventDate: string } | null;
  /** the magician's dated notes, oldest first */
  notes: LeadNoteDto[];
}

type LeadRow = Omit<LeadDto, "createdAt" | "notes"> & {
  createdAt: Date;
  notes: { id: number; text: string; authorName: string | null; createdAt: Date }[];
};
const toDto = (row: LeadRow): LeadDto => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  notes: row.notes.map(toLeadNoteDto),
});

/** Leads on one page of the Lead History: cards with their notes, so fewer than an API page. */
export const LEAD_HISTORY_PAGE_SIZE = 50;

/** Lead History: newest first, a page at a time (`?cursor=` from the previous page's `next`). */
export async function leadHistoryPage(url: URL): Promise<Page<LeadDto>> {
  const limit = pageLimit(url, LEAD_HISTORY_PAGE_SIZE);
  const rows = await db.lead.findMany({
    where: leadsAfterCursor(url),
    select: LEAD_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  return pageOf(rows, limit, url, (row) => [row.createdAt.toISOString(), row.id], toDto);
}

/** One lead with its notes (the dashboard's "Manage Lead" opens it), or null when there is none. */
export async function leadById(id: number): Promise<LeadDto | null> {
  const row = await db.lead.findUnique({ where: { id }, select: LEAD_SELECT });
  return row ? toDto(row) : null;
}

/** Leads tab: up to `count` open leads (new or contacted; not converted or rejected), newest first. */
export async function openLeads(count: number): Promise<LeadDto[]> {
  const rows = await db.lead.findMany({
    where: { status: { in: [...OPEN_LEAD_STATUSES] } },
    select: LEAD_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: count,
  });
  return rows.map(toDto);
}

/**
 * PATCH /api/leads/{id}/status: statuses change freely through the dropdown,
 * except that a lead with a booking stays converted (its booking exists), and a lead
 * becomes converted only through the convert call (which creates the booking).
 */
export async function updateLeadStatus(actor: Actor, id: number, status: LeadStatus): Promise<LeadDto> {
  const updated = await db.$transaction(async (tx) => {
    const before = await tx.lead.findUnique({ where: { id }, select: LEAD_SELECT });
    if (!before) throw notFound("Lead not found.");
    if (before.booking && status !== "converted") {
      throw new AppError("conflict", "This lead has already been converted to a booking.", undefined, {
        description: `Booking #${before.booking.id} was created from it.`,
      });
    }
    const row = await tx.lead.update({ where: { id }, data: { status }, select: LEAD_SELECT });
    await audit(tx, actor, {
      action: "lead.status",
      entity: "lead",
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
    return row;
  });
  return toDto(updated);
}

/**
 * POST /api/leads/{id}/convert: creates the booking and marks the lead converted in one
 * transaction. Refuses a converted or rejected lead (409). The booking must respect the
 * same rules as a public booking: not past or beyond the horizon, not blocked, fewer than
 * 5 active bookings that day (holds of unfinished payments count), and the 60-minute
 * buffers; the date is locked with the public flow's advisory lock while we check and insert.
 *
 * Decisions: the magician sets the total (a negotiated price; the services list records
 * what was agreed at their current base prices); the booking starts pending with nothing
 * paid; a deposit needs 3 weeks' notice as on the public site; the arrival time and the
 * duration are free (not limited to the public 30-minute grid and duration list).
 */
export async function convertLead(actor: Actor, id: number, input: ConvertLead) {
  const today = londonToday();
  if (input.eventDate === today && arrivalHasPassed(input.eventDate, input.startTime, new Date())) {
    const message = "That time has already passed today. Choose a later time or another date.";
    throw badRequest(message, { startTime: message });
  }
  const services = await db.service.findMany({
    where: { id: { in: input.selectedServices } },
    select: { id: true, title: true, basePrice: true },
  });
  if (services.length !== new Set(input.selectedServices).size) {
    throw badRequest("One of the selected services no longer exists.", {
      selectedServices: "One of the selected services no longer exists.",
    });
  }
  const ordered = input.selectedServices.map((sid) => services.find((s) => s.id === sid)!);
  // Notice and deposit rules first, so a refused date answers before the lead's lock is taken.
  assertBookingRules(
    {
      change: "new",
      eventDate: input.eventDate,
      serviceTitles: ordered.map((s) => s.title),
      paymentType: input.paymentType,
      owedPence: 0,
    },
    "lead",
  );
  // Where the venue is and the drives to the day's other venues, before any lock is taken.
  // the postcode field; by distance it is required (in flat mode, without it, the address's last postcode)
  await assertVenuePostcode(input.eventPostcode);
  const eventPostcode = input.eventPostcode ?? postcodeFromAddress(input.eventAddress);
  const travel = await resolveSlotTravel({ eventDate: input.eventDate, postcode: eventPostcode });
  const booking = await runTransaction(
    async (tx) => {
      const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "leads" WHERE "id" = ${id} FOR UPDATE`;
      if (locked.length === 0) throw notFound("Lead not found.");
      const lead = await tx.lead.findUniqueOrThrow({ where: { id }, select: LEAD_SELECT });
      if (!canConvertLead(lead.status) || lead.booking) {
        throw new AppError(
          "conflict",
          `A ${lead.booking ? "converted" : lead.status} lead cannot be converted.`,
          undefined,
          {
            code: "lead-not-convertible",
          },
        );
      }

      await lockBookingDates(tx, input.eventDate);
      await checkBookingChange(tx, {
        change: "new",
        source: "lead",
        eventDate: input.eventDate,
        startTime: input.startTime,
        durationMinutes: input.duration,
        slotKind: "public",
        times: "any",
        serviceTitles: ordered.map((s) => s.title),
        paymentType: input.paymentType,
        owedPence: 0,
        travel,
      });

      const endTime = computeEndTime(input.startTime, input.duration);
      const created = await tx.booking.create({
        data: {
          clientName: input.clientName ?? lead.name,
          clientEmail: input.clientEmail ?? lead.email,
          clientPhone: input.clientPhone ?? lead.phone,
          eventLocation: input.eventLocation,
          eventAddress: input.eventAddress,
          eventPostcode,
          parkingAvailable: input.parkingAvailable ?? null,
          eventType: input.eventType ?? lead.eventType,
          eventDate: input.eventDate,
          startTime: input.startTime,
          endTime,
          guestCount: input.guestCount,
          selectedServices: ordered.map((s) => ({ id: s.id, title: s.title, price: s.basePrice })),
          duration: String(input.duration),
          additionalInfo: input.notes ?? input.additionalInfo ?? lead.message,
          totalPence: poundsToPence(input.totalAmount),
          paymentType: input.paymentType,
          paymentStatus: "pending",
          status: "pending",
          source: "lead",
          leadId: lead.id,
          termsVersion: CURRENT_TERMS_VERSION,
        },
        select: { id: true, eventDate: true, startTime: true, endTime: true, status: true, totalPence: true },
      });
      await tx.lead.update({ where: { id }, data: { status: "converted" } });
      await audit(tx, actor, {
        action: "lead.convert",
        entity: "lead",
        entityId: id,
        before: { status: lead.status },
        after: {
          status: "converted",
          bookingId: created.id,
          eventDate: created.eventDate,
          startTime: created.startTime,
        },
      });
      // The customer gets their booking page, where they can pay the deposit or the total.
      await queueMail(tx, enquiryBookingMail(await tx.booking.findUniqueOrThrow({ where: { id: created.id } })));
      return created;
    },
    { timeout: 20_000, maxWait: 10_000, queue: bookingDateKeys(input.eventDate) },
  );
  revalidatePublicSite();
  deliverSoon();
  return {
    bookingId: booking.id,
    leadId: id,
    eventDate: booking.eventDate,
    startTime: booking.startTime,
    endTime: booking.endTime,
    status: booking.status,
    totalAmount: penceToPounds(booking.totalPence),
  };
}
