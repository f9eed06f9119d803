import "server-only";
import type { LeadStatus } from "@/lib/domain/leads";
import { audit, type Actor } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/http";
import { LEAD_SELECT, toLeadDto, type LeadDto } from "./lead-dto";

/**
 * The magician's dropdown: statuses change freely, except that a lead with a booking stays
 * converted (its booking exists), and a lead becomes converted only by converting it (which
 * creates the booking).
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
  return toLeadDto(updated);
}
