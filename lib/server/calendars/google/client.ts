import "server-only";
import { calendar, type calendar_v3 } from "@googleapis/calendar";
import { OAuth2Client } from "google-auth-library";
import { env, siteUrl } from "@/lib/server/env";
import { assertOutsideTransaction } from "@/lib/server/db/transaction-scope";
import { AppError } from "@/lib/server/errors";
import { errorFields, log } from "@/lib/server/log";
import { apiPath } from "@/lib/api-client/paths";

/**
 * The one way out to Google: the OAuth client (google-auth-library) and the Calendar API
 * (@googleapis/calendar), their hosts overridable by GOOGLE_OAUTH_BASE and GOOGLE_CALENDAR_API_BASE
 * (tests point them at a stand-in). Never called inside a database transaction.
 */

export const GOOGLE_SCOPES = ["openid", "email", "https://www.googleapis.com/auth/calendar"];
export const CALLBACK_PATH = apiPath("finishGoogleCalendarConnect");
export const NOTIFY_PATH = apiPath("receiveGoogleCalendarNotification");

export function googleConfigured(): boolean {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = env();
  return !!GOOGLE_CLIENT_ID && !!GOOGLE_CLIENT_SECRET;
}

export function callbackUrl(): string {
  return `${siteUrl()}${CALLBACK_PATH}`;
}

export function oauthClient(refreshToken?: string): OAuth2Client {
  assertOutsideTransaction("Google");
  const config = env();
  const base = config.GOOGLE_OAUTH_BASE;
  const client = new OAuth2Client({
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri: callbackUrl(),
    ...(base
      ? {
          endpoints: {
            oauth2AuthBaseUrl: `${base}/o/oauth2/v2/auth`,
            oauth2TokenUrl: `${base}/token`,
            oauth2RevokeUrl: `${base}/revoke`,
            tokenInfoUrl: `${base}/tokeninfo`,
          },
        }
      : {}),
  });
  if (refreshToken) client.setCredentials({ refresh_token: refreshToken });
  return client;
}

export function calendarApi(auth: OAuth2Client): calendar_v3.Calendar {
  assertOutsideTransaction("Google");
  return calendar({ version: "v3", auth, rootUrl: `${env().GOOGLE_CALENDAR_API_BASE}/`, retry: false });
}

/** The HTTP status of a failed Google call (gaxios puts it on the error), else undefined. */
export function statusOf(error: unknown): number | undefined {
  const e = error as { status?: unknown; code?: unknown; response?: { status?: unknown } } | null;
  const status = e?.status ?? e?.response?.status ?? e?.code;
  return typeof status === "number"
    ? status
    : typeof status === "string" && /^\d{3}$/.test(status)
      ? Number(status)
      : undefined;
}

export const GOOGLE_UNAVAILABLE = "Google Calendar did not answer. Please try again in a moment.";

/**
 * Runs a call to Google for a request: a failure becomes a 502 the magician can read (logged with
 * Google's status), never a bare 500; an AppError passes unchanged.
 */
export async function askGoogle<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log("warn", "google_calendar_call_failed", { what, status: statusOf(error), ...errorFields(error) });
    throw new AppError("bad_gateway", GOOGLE_UNAVAILABLE);
  }
}
