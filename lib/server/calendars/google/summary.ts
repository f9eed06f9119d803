import "server-only";
import { env } from "@/lib/server/env";

/**
 * The Google Calendar part of GET /api/admin/calendars. Until the Google connection is built, it
 * says only whether the OAuth client is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET).
 */
export interface GoogleCalendarSummary {
  configured: boolean;
  connected: boolean;
  account?: string;
  calendars: { id: string; summary: string; busy: boolean; writeTo: boolean }[];
}

export async function googleCalendarSummary(): Promise<GoogleCalendarSummary> {
  const config = env();
  return { configured: !!(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET), connected: false, calendars: [] };
}
