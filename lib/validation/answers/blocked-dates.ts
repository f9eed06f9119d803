/** What the magician's blocked days and hours routes answer. */
import { z } from "@/lib/validation/zod";

export const blockedDayAnswer = z.object({ id: z.number().int(), date: z.string(), createdAt: z.string() });

/** Blocking a day or a range: the days blocked, and the ones already blocked (skipped). */
export const blockDaysAnswer = z.object({ blocked: z.array(blockedDayAnswer), skipped: z.array(z.string()) });

export const blockedHoursAnswer = z.object({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
