import { isValidIsoDate } from "@/lib/domain/dates";
import { z } from "@/lib/validation/zod";

export const DAY_DATE_MESSAGE = "Please select a valid date.";

const dayDate = z.string({ error: DAY_DATE_MESSAGE }).refine((v) => isValidIsoDate(v), DAY_DATE_MESSAGE);

/** GET /api/admin/today?date= (today when left out) */
export const todayQuerySchema = z.object({ date: dayDate.optional() });

/** GET /api/admin/run-sheets.pdf?date= */
export const runSheetsQuerySchema = z.object({ date: dayDate });
