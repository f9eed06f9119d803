import "server-only";
import { londonToday } from "@/lib/domain/dates";
import { canConvertLead } from "@/lib/domain/leads";
import { penceToPounds, poundsToPence } from "@/lib/domain/money";
import { CURRENT_TERMS_VERSION } from "@/lib/domain/terms";
import { arrivalHasPassed, computeEndTime } from "@/lib/domain/time-slots";
import { postcodeFromAddress } from "@/lib/domain/travel";
import type { ConvertLead } from "@/lib/validation/admin";
import { audit, type Actor } from "@/lib/server/audit";
import { bookingDateKeys, lockBookingDates } from "@/lib/server/availability";
import { assertBookingRules, checkBookingChange } from "@/lib/server/bookings/shared/check-change";
import { db, runTransaction } from "@/lib/server/db";
import { AppError, badRequest, notFound } from "@/lib/server/http";
import { lockLeadRow } from "@/lib/server/ledger/booking-lock";
import { enquiryBookingMail } from "@/lib/server/mail/change-templates";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { revalidatePublicSite } from "@/lib/server/revalidate";
import { assertVenuePostcode, resolveSlotTravel } from "@/lib/server/travel";

/** What the booking takes from the lead it is made from, and whether the lead can still be converted. */
const LEAD_OF_BOOKING = {
  id: true,
  name: true,
  email: true,
  phone: true,
  eventType: true,
  message: true,
  status: true,
  booking: { select: { id: true } },
} as const;

/**
 * The magician converts a lead into a booking: creates the booking and marks the lead converted in
 * one transaction. Refuses a converted or rejected lead (409). The booking must respect the
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
      if (!(await lockLeadRow(tx, id))) throw notFound("Lead not found.");
      const lead = await tx.lead.findUniqueOrThrow({ where: { id }, select: LEAD_OF_BOOKING });
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
