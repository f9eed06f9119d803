import "server-only";

/** A lead as the magician's screens show it, read the same way by the lead verbs and the dashboard. */

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

export const LEAD_SELECT = {
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

export const toLeadDto = (row: LeadRow): LeadDto => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  notes: row.notes.map(toLeadNoteDto),
});
