import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { audit, type Actor } from "@/lib/server/audit";

export interface LeadNoteDto {
  id: number;
  text: string;
  authorName: string | null;
  createdAt: string;
}

export const LEAD_NOTE_SELECT = { id: true, text: true, authorName: true, createdAt: true } as const;

export function toLeadNoteDto(row: {
  id: number;
  text: string;
  authorName: string | null;
  createdAt: Date;
}): LeadNoteDto {
  return { id: row.id, text: row.text, authorName: row.authorName, createdAt: row.createdAt.toISOString() };
}

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
 * POST /api/leads/{id}/notes: a dated note on the lead, audited. The lead's updatedAt moves too,
 * so the retention period of an enquiry runs from the last time the magician worked on it.
 */
export async function addLeadNote(actor: Actor, leadId: number, text: string): Promise<LeadNoteDto> {
  const note = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "leads" WHERE "id" = ${leadId} FOR UPDATE`;
    if (locked.length === 0) throw notFound("Lead not found.");
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
