import "server-only";
import { audit, type Actor } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { lockLeadRow } from "@/lib/server/ledger/booking-lock";
import { LEAD_NOTE_SELECT, toLeadNoteDto, type LeadNoteDto } from "./lead-dto";

/** A lead's notes, oldest first (its history reads top to bottom). */
export async function listLeadNotes(leadId: number): Promise<LeadNoteDto[]> {
  const lead = await db.lead.findUnique({ where: { id: leadId }, select: { id: true } });
  if (!lead) throw notFound("Lead not found.");
  const rows = await db.leadNote.findMany({
    where: { leadId },
    select: LEAD_NOTE_SELECT,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(toLeadNoteDto);
}

/**
 * A dated note on the lead, audited. The lead's updatedAt moves too, so the retention period of an
 * enquiry runs from the last time the magician worked on it.
 */
export async function addLeadNote(actor: Actor, leadId: number, text: string): Promise<LeadNoteDto> {
  const note = await db.$transaction(async (tx) => {
    if (!(await lockLeadRow(tx, leadId))) throw notFound("Lead not found.");
    const row = await tx.leadNote.create({
      data: { leadId, text, authorId: actor?.id ?? null, authorName: actor?.username ?? null },
      select: LEAD_NOTE_SELECT,
    });
    await tx.lead.update({ where: { id: leadId }, data: { updatedAt: new Date() } });
    await audit(tx, actor, { action: "lead.note", entity: "lead", entityId: leadId, after: { noteId: row.id, text } });
    return row;
  });
  return toLeadNoteDto(note);
}
