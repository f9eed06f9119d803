import "server-only";
import type { Credentials } from "google-auth-library";
import { apiPath } from "@/lib/api-client/paths";
import { audit, type Actor } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/http";
import { errorFields, log } from "@/lib/server/log";
import { newOAuthState, readOAuthState } from "@/lib/server/auth/oauth-state";
import { ACCOUNT_ID, connectedAccount, type GoogleCalendarChoice } from "./account";
import { GOOGLE_SCOPES, askGoogle, calendarApi, googleConfigured, oauthClient, statusOf } from "./client";
import { stopChannels, watchCalendars } from "./channels";
import { sealRefreshToken } from "./token-seal";

/**
 * The OAuth 2.0 web flow of "Connect Google Calendar". The state sent to Google is signed and names
 * the signed-in user and a nonce that is also kept in an httpOnly cookie of this browser, so a
 * callback is accepted only for the session that started it, within 10 minutes.
 */

export const STATE_COOKIE = "google-calendar-state";
/** The state cookie goes only to the connection's own routes (the callback reads it). */
export const STATE_COOKIE_PATH = apiPath("getGoogleCalendar");
export const CODE_REFUSED = "Google refused the sign-in (it may have expired). Please connect again.";
export const NO_OFFLINE_ACCESS = "Google did not grant offline access. Please connect again.";
export const STATE_MISMATCH = "The Google sign-in did not start here or took too long. Please connect again.";

/** The consent URL and the nonce to keep in the state cookie. */
export function consentRedirect(userId: number, now = Date.now()): { url: string; nonce: string } {
  if (!googleConfigured()) throw notFound("Google Calendar is not configured.");
  const { state, nonce } = newOAuthState(STATE_COOKIE, [String(userId)], now);
  const url = oauthClient().generateAuthUrl({
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: true,
    scope: GOOGLE_SCOPES,
    state,
  });
  return { url, nonce };
}

/** Whether a state came back unaltered, in time, for this user and this browser's nonce. */
export function stateMatches(
  state: string,
  userId: number,
  cookieNonce: string | undefined,
  now = Date.now(),
): boolean {
  const fields = readOAuthState(STATE_COOKIE, state, 1, cookieNonce, now);
  return fields !== null && fields[0] === String(userId);
}

/** The e-mail of the id token's payload (it came straight from Google's token endpoint over TLS). */
function emailOfIdToken(idToken: string | null | undefined): string | null {
  const payload = idToken?.split(".")[1];
  if (!payload) return null;
  try {
    const email = (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown }).email;
    return typeof email === "string" ? email : null;
  } catch {
    return null;
  }
}

/**
 * Exchanges the code, reads the account's calendars and keeps the account (refresh token sealed).
 * The primary calendar counts as busy and is written to until the magician chooses otherwise.
 */
export async function finishConnect(actor: Actor, code: string): Promise<void> {
  const client = oauthClient();
  let tokens: Credentials;
  try {
    tokens = (await client.getToken(code)).tokens;
  } catch (error) {
    // invalid_grant: a code used twice, expired, or made for another client.
    if (statusOf(error) === 400 || statusOf(error) === 401) throw badRequest(CODE_REFUSED, { code: CODE_REFUSED });
    throw error;
  }
  if (!tokens.refresh_token) throw badRequest(NO_OFFLINE_ACCESS, { code: NO_OFFLINE_ACCESS });
  client.setCredentials(tokens);
  const list = await askGoogle("calendarList", () =>
    calendarApi(client).calendarList.list({ minAccessRole: "writer" }),
  );
  const items = list.data.items ?? [];
  const calendars: GoogleCalendarChoice[] = items
    .filter((item): item is typeof item & { id: string } => typeof item.id === "string")
    .map((item) => ({
      id: item.id,
      summary: item.summaryOverride ?? item.summary ?? item.id,
      busy: !!item.primary,
      writeTo: !!item.primary,
    }));
  const email = emailOfIdToken(tokens.id_token) ?? items.find((item) => item.primary)?.id ?? "Google account";
  const sealed = sealRefreshToken(tokens.refresh_token);
  await db.$transaction(async (tx) => {
    await tx.googleCalendarChannel.deleteMany({});
    await tx.googleCalendarAccount.upsert({
      where: { id: ACCOUNT_ID },
      create: { id: ACCOUNT_ID, email, refreshTokenSealed: sealed, calendars: calendars as never },
      update: {
        email,
        refreshTokenSealed: sealed,
        calendars: calendars as never,
        connectedAt: new Date(),
        syncRequestedAt: new Date(),
        lastError: null,
      },
    });
  });
  await audit(db, actor, { action: "google-calendar.connect", entity: "google-calendar", after: { email } });
  await watchCalendars();
}

/**
 * Revokes the refresh token at Google (a failure there is logged: the local state goes anyway, as the
 * magician asked to be disconnected), stops the push channels, and forgets the account, its busy
 * events and what was written. Events already written stay in the magician's calendar.
 */
export async function disconnectGoogle(actor: Actor): Promise<void> {
  const account = await connectedAccount();
  if (account) {
    await stopChannels(account.refreshToken);
    try {
      await oauthClient().revokeToken(account.refreshToken);
    } catch (error) {
      log("warn", "google_calendar_revoke_failed", errorFields(error));
    }
  }
  await db.$transaction([
    db.googleCalendarChannel.deleteMany({}),
    db.googleCalendarWrite.deleteMany({}),
    db.calendarBusyEvent.deleteMany({ where: { source: "google" } }),
    db.googleCalendarAccount.deleteMany({}),
  ]);
  await audit(db, actor, { action: "google-calendar.disconnect", entity: "google-calendar" });
}
