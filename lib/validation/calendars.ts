import { z } from "@/lib/validation/zod";

/** What the magician is told about an ICS feed link (Settings → Calendars, POST /api/admin/calendars/feeds). */
export const CALENDAR_FEED_MESSAGES = {
  name: "Please enter a name for this calendar.",
  nameTooLong: "Please keep the name under 80 characters.",
  url: "Please enter the calendar's link (https://, http:// or webcal://).",
  notCalendar: "That link does not give an iCalendar (.ics) calendar.",
  timeout: "The calendar did not answer within 5 seconds. Please try again later.",
  tooLarge: "That calendar is larger than 5 MB.",
  privateAddress: "That link points to a private, loopback or link-local network address, which is not allowed.",
  tooManyRedirects: "That link redirects too many times.",
  unreachable: "The calendar could not be reached. Please check the link.",
  httpStatus: (status: number) => `The calendar's server answered with an error (HTTP ${status}).`,
  notFound: "That calendar was not found.",
} as const;

export const CALENDAR_FEED_NAME_MAX = 80;
export const CALENDAR_FEED_URL_MAX = 2000;

/** POST /api/admin/calendars/feeds { name, url }: a name and a web link (checked again when fetched). */
export const calendarFeedSchema = z.object({
  name: z
    .string({ error: CALENDAR_FEED_MESSAGES.name })
    .trim()
    .min(1, CALENDAR_FEED_MESSAGES.name)
    .max(CALENDAR_FEED_NAME_MAX, CALENDAR_FEED_MESSAGES.nameTooLong),
  url: z
    .string({ error: CALENDAR_FEED_MESSAGES.url })
    .trim()
    .min(1, CALENDAR_FEED_MESSAGES.url)
    .max(CALENDAR_FEED_URL_MAX, CALENDAR_FEED_MESSAGES.url)
    .refine((value) => /^(https?|webcals?):\/\/[^\s/]+/i.test(value), CALENDAR_FEED_MESSAGES.url),
});
export type CalendarFeedInput = z.infer<typeof calendarFeedSchema>;

/** The calendars' setting, replaced whole by PATCH /api/settings { calendars }. */
export const calendarSettingsSchema = z.object({
  allDayEventsBlock: z.boolean({ error: "Choose whether all-day events block the day." }),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;
export const DEFAULT_CALENDAR_SETTINGS: CalendarSettings = { allDayEventsBlock: true };

/** The answers of the calendars' routes (declared by each route, checked outside production). */
export const googleCalendarSummaryAnswer = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  account: z.string().optional(),
  calendars: z.array(z.object({ id: z.string(), summary: z.string(), busy: z.boolean(), writeTo: z.boolean() })),
});
export const calendarFeedAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
  events: z.number().int(),
});
export const calendarsAnswer = z.object({ google: googleCalendarSummaryAnswer, feeds: z.array(calendarFeedAnswer) });
export const calendarFeedAddedAnswer = z.object({ id: z.number().int(), events: z.number().int() });
export const calendarFeedRemovedAnswer = z.object({ id: z.number().int() });
export const calendarSyncAnswer = z.object({ events: z.number().int() });
export const outsideEventsAnswer = z.array(
  z.object({
    id: z.number().int(),
    source: z.string(),
    title: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    allDay: z.boolean(),
    location: z.string().nullable(),
    postcode: z.string().nullable(),
  }),
);
