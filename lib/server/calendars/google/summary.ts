import "server-only";
import { db } from "@/lib/server/db";
import { ACCOUNT_ID, calendarsOf, type GoogleCalendarChoice } from "./account";
import { googleConfigured } from "./client";

export interface GoogleCalendarSummary {
  /** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set */
  configured: boolean;
  connected: boolean;
  /** the connected account's e-mail */
  account?: string;
  calendars: GoogleCalendarChoice[];
  lastSyncAt?: string | null;
  lastError?: string | null;
}

/** The Google half of the Calendars card (GET /api/admin/calendars). */
export async function googleCalendarSummary(): Promise<GoogleCalendarSummary> {
  const configured = googleConfigured();
  const row = await db.googleCalendarAccount.findUnique({ where: { id: ACCOUNT_ID } });
  if (!row) return { configured, connected: false, calendars: [] };
  return {
    configured,
    connected: true,
    account: row.email,
    calendars: calendarsOf(row.calendars),
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}
