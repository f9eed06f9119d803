import { z } from "@/lib/validation/zod";
import { isoDate, optionalText, time } from "./common";

export const BLOCKED_HOURS_MESSAGES = {
  date: "Date is required.",
  invalidDate: "Please enter a valid date.",
  startTime: "Start time is required.",
  endTime: "End time is required.",
  invalidTime: "Please enter a valid time (HH:mm).",
  order: "The end time must be after the start time (on the same day).",
  past: "You cannot block hours on a past day.",
  overlap: "This time overlaps a booking. Move or cancel the booking first.",
} as const;

export const BLOCKED_HOURS_NOTE_MAX = 200;

/**
 * POST /api/blocked-hours { date, startTime, endTime, note? }: a time range on one day (a gig
 * booked elsewhere). Start before end on the same day; a gig running past midnight is blocked as
 * two ranges (to 23:59, and from 00:00 on the next day).
 */
export const blockedHoursSchema = z
  .object({
    date: isoDate(BLOCKED_HOURS_MESSAGES.date, BLOCKED_HOURS_MESSAGES.invalidDate),
    startTime: time(BLOCKED_HOURS_MESSAGES.startTime, BLOCKED_HOURS_MESSAGES.invalidTime),
    endTime: time(BLOCKED_HOURS_MESSAGES.endTime, BLOCKED_HOURS_MESSAGES.invalidTime),
    note: optionalText(BLOCKED_HOURS_NOTE_MAX),
  })
  .superRefine((v, ctx) => {
    if (/^\d{2}:\d{2}$/.test(v.startTime) && /^\d{2}:\d{2}$/.test(v.endTime) && v.endTime <= v.startTime) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: BLOCKED_HOURS_MESSAGES.order });
    }
  });
export type BlockedHoursInput = z.infer<typeof blockedHoursSchema>;
/** The magician's Block hours form: the calendar's day and the three fields as typed. */
export type BlockedHoursForm = z.input<typeof blockedHoursSchema>;
