import "server-only";
import { londonToday } from "@/lib/domain/dates";
import { manualJourneyId, parseJourneyId } from "@/lib/domain/mileage";
import { audit, type Actor } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/errors";
import type { MileageCorrectionInput, MileageJourneyInput } from "@/lib/validation/mileage";

/**
 * The mileage log's writes: journeys entered by hand (added, corrected, removed) and corrections of
 * the journeys derived from bookings. A booking's journey is never removed: it was driven for a gig
 * that happened, so the log keeps it and the magician corrects its miles instead.
 */

export const JOURNEY_NOT_FOUND = "This journey is not in the mileage log.";
export const BOOKING_JOURNEY_DELETE =
  "A journey made from a booking cannot be deleted: it was driven for a performed booking. Correct its miles instead (0 if it was not driven by car).";

/** Records a journey entered by hand; its id ("journey-5"). */
export async function addJourney(actor: NonNullable<Actor>, input: MileageJourneyInput): Promise<string> {
  return db.$transaction(async (tx) => {
    const row = await tx.mileageJourney.create({
      data: { date: input.date, fromPlace: input.from, toPlace: input.to, miles: input.miles, purpose: input.purpose },
    });
    await audit(tx, actor, {
      action: "mileage.add",
      entity: "mileage",
      entityId: manualJourneyId(row.id),
      after: input,
    });
    return manualJourneyId(row.id);
  });
}

/** Removes a journey entered by hand; a booking's journey is refused (409 journey-from-booking), an unknown one 404. */
export async function deleteJourney(actor: NonNullable<Actor>, id: string): Promise<void> {
  const parsed = parseJourneyId(id);
  if (!parsed) throw notFound(JOURNEY_NOT_FOUND);
  if (parsed.kind === "booking") {
    throw new AppError("conflict", BOOKING_JOURNEY_DELETE, undefined, { code: "journey-from-booking" });
  }
  await db.$transaction(async (tx) => {
    const row = await tx.mileageJourney.findUnique({ where: { id: parsed.id } });
    if (!row) throw notFound(JOURNEY_NOT_FOUND);
    await tx.mileageJourney.delete({ where: { id: row.id } });
    await audit(tx, actor, { action: "mileage.remove", entity: "mileage", entityId: id, before: row });
  });
}

/** Only a performed booking (completed, or confirmed with its day gone) has a journey in the log. */
function performed(booking: { status: string; eventDate: string }): boolean {
  return booking.status === "completed" || (booking.status === "confirmed" && booking.eventDate < londonToday());
}

/**
 * Corrects a journey: a booking's by storing its miles (and purpose) over what the drive data says,
 * one entered by hand by changing it. 404 for a journey the log does not have.
 */
export async function correctJourney(
  actor: NonNullable<Actor>,
  id: string,
  input: MileageCorrectionInput,
): Promise<void> {
  const parsed = parseJourneyId(id);
  if (!parsed) throw notFound(JOURNEY_NOT_FOUND);
  await db.$transaction(async (tx) => {
    if (parsed.kind === "booking") {
      const booking = await tx.booking.findUnique({
        where: { id: parsed.id },
        select: { status: true, eventDate: true },
      });
      if (!booking || !performed(booking)) throw notFound(JOURNEY_NOT_FOUND);
      const before = await tx.mileageCorrection.findUnique({ where: { bookingId: parsed.id } });
      const data = { miles: input.miles, purpose: input.purpose ?? before?.purpose ?? null };
      await tx.mileageCorrection.upsert({
        where: { bookingId: parsed.id },
        create: { bookingId: parsed.id, ...data },
        update: data,
      });
      await audit(tx, actor, { action: "mileage.correct", entity: "mileage", entityId: id, before, after: data });
      return;
    }
    const row = await tx.mileageJourney.findUnique({ where: { id: parsed.id } });
    if (!row) throw notFound(JOURNEY_NOT_FOUND);
    if (input.miles < 1)
      throw new AppError("bad_request", "A journey entered by hand is at least 1 mile.", {
        miles: "A journey entered by hand is at least 1 mile: delete it instead.",
      });
    const after = await tx.mileageJourney.update({
      where: { id: row.id },
      data: { miles: input.miles, ...(input.purpose ? { purpose: input.purpose } : {}) },
    });
    await audit(tx, actor, { action: "mileage.correct", entity: "mileage", entityId: id, before: row, after });
  });
}
