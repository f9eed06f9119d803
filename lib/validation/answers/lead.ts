/** What the magician's lead routes answer: the leads list, a lead with its history, its notes, its conversion. */
import { z } from "@/lib/validation/zod";

/** A lead as GET /api/leads lists it (the stored row). */
export const leadAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  eventType: z.string(),
  location: z.string().nullable(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const leadNoteAnswer = z.object({
  id: z.number().int(),
  text: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});

/** A lead as the dashboard's history shows it: its booking, if converted, and its notes. */
export const leadWithHistoryAnswer = leadAnswer.omit({ updatedAt: true }).extend({
  booking: z.object({ id: z.number().int(), eventDate: z.string() }).nullable(),
  notes: z.array(leadNoteAnswer),
});

/** The booking a lead became (POST /api/leads/{id}/convert). */
export const convertedLeadAnswer = z.object({
  bookingId: z.number().int(),
  leadId: z.number().int(),
  eventDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.string(),
  totalAmount: z.number(),
});
