/** GET /api/admin/calendars, as the Settings tab's Calendars card reads it. */
export interface GoogleCalendarSummaryDto {
  configured: boolean;
  connected: boolean;
  account?: string;
  calendars: { id: string; summary: string; busy: boolean; writeTo: boolean }[];
}

export interface CalendarFeedDto {
  id: number;
  name: string;
  /** masked */
  url: string;
  lastSyncAt: string | null;
  lastError: string | null;
  events: number;
}

export interface CalendarsOverview {
  google: GoogleCalendarSummaryDto;
  feeds: CalendarFeedDto[];
}

/** GET /api/admin/calendars/events: an outside event for the magician's own calendar. */
export interface OutsideEventDto {
  id: number;
  source: string;
  title: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  location: string | null;
}
