import "server-only";
import { db } from "@/lib/server/db";
import { openRefreshToken } from "./token-seal";

/** One of the account's calendars and the magician's choice for it. */
export interface GoogleCalendarChoice {
  id: string;
  summary: string;
  /** its events block times the site offers */
  busy: boolean;
  /** the one calendar the site writes its bookings to */
  writeTo: boolean;
}

/** The connected account's single row id. */
export const ACCOUNT_ID = 1;

export function calendarsOf(value: unknown): GoogleCalendarChoice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const c = entry as Partial<GoogleCalendarChoice> | null;
    return c && typeof c.id === "string"
      ? [{ id: c.id, summary: String(c.summary ?? c.id), busy: !!c.busy, writeTo: !!c.writeTo }]
      : [];
  });
}

export interface ConnectedAccount {
  email: string;
  refreshToken: string;
  calendars: GoogleCalendarChoice[];
  syncRequestedAt: Date | null;
  lastSyncAt: Date | null;
}

/** The connected account with its refresh token opened, or null when none (or its token no longer opens). */
export async function connectedAccount(): Promise<ConnectedAccount | null> {
  const row = await db.googleCalendarAccount.findUnique({ where: { id: ACCOUNT_ID } });
  if (!row) return null;
  let refreshToken: string;
  try {
    refreshToken = openRefreshToken(row.refreshTokenSealed);
  } catch {
    return null;
  }
  return {
    email: row.email,
    refreshToken,
    calendars: calendarsOf(row.calendars),
    syncRequestedAt: row.syncRequestedAt,
    lastSyncAt: row.lastSyncAt,
  };
}
