import "server-only";
import { AccountingApi } from "xero-node";
import { parseRetryAfter } from "@/lib/domain/accounting";
import { assertOutsideTransaction } from "@/lib/server/db/transaction-scope";
import { env } from "@/lib/server/env";
import { AccountingProviderError } from "../provider";

/*
 * Where Xero answers, and Xero's failures in the provider's terms. The SDK's AccountingApi takes its
 * base path in the constructor, so the accounting calls go through the SDK pointed at XERO_API_BASE.
 * Its XeroClient, though, hard-codes https://identity.xero.com (OpenID discovery, the token request)
 * and https://api.xero.com/connections with no override, so the OAuth calls and the connections list
 * are plain HTTPS requests here (./oauth.ts) to the same endpoints, made overridable for the tests.
 */

export const XERO_SCOPES = [
  "offline_access",
  "accounting.transactions",
  "accounting.contacts",
  "accounting.settings.read",
] as const;

const XERO_LOGIN_AUTHORIZE = "https://login.xero.com/identity/connect/authorize";
const XERO_IDENTITY = "https://identity.xero.com";
/** Milliseconds to wait for Xero on one call before counting it a passing fault. */
export const XERO_TIMEOUT_MS = 15_000;

export function xeroConfigured(): boolean {
  const config = env();
  return Boolean(config.XERO_CLIENT_ID && config.XERO_CLIENT_SECRET);
}

export function xeroClient(): { clientId: string; clientSecret: string } {
  const config = env();
  return { clientId: config.XERO_CLIENT_ID ?? "", clientSecret: config.XERO_CLIENT_SECRET ?? "" };
}

export function xeroHosts(): { authorize: string; identity: string; api: string; accounting: string } {
  const config = env();
  const identity = config.XERO_IDENTITY_BASE ?? XERO_IDENTITY;
  return {
    authorize: config.XERO_IDENTITY_BASE ? `${identity}/identity/connect/authorize` : XERO_LOGIN_AUTHORIZE,
    identity,
    api: config.XERO_API_BASE,
    accounting: `${config.XERO_API_BASE}/api.xro/2.0`,
  };
}

/** The SDK's accounting API, pointed at XERO_API_BASE and signed with the access token. */
export function accountingApi(accessToken: string): AccountingApi {
  assertOutsideTransaction("Xero");
  const api = new AccountingApi(xeroHosts().accounting);
  api.accessToken = accessToken;
  return api;
}

interface XeroFailureBody {
  Message?: string;
  Detail?: string;
  Title?: string;
  error?: string;
  Elements?: { ValidationErrors?: { Message?: string }[] }[];
}

/** Xero's own words for a refusal: its validation messages, else its message, else the status. */
export function xeroReason(status: number, body: unknown): string {
  const parsed = (typeof body === "object" && body ? body : {}) as XeroFailureBody;
  const validation = (parsed.Elements ?? [])
    .flatMap((element) => element.ValidationErrors ?? [])
    .map((error) => error.Message)
    .filter((message): message is string => Boolean(message));
  if (validation.length > 0) return `Xero: ${validation.join("; ")}`;
  const message = parsed.Detail ?? parsed.Message ?? parsed.Title ?? parsed.error;
  if (message) return `Xero: ${message}`;
  if (typeof body === "string" && body.trim() && body.length < 300) return `Xero: ${body.trim()}`;
  return `Xero answered ${status || "nothing (no connection)"}`;
}

/** A failure as the sync reads it: 429, 5xx and no answer at all are passing; the rest are refusals. */
export function xeroError(status: number, body: unknown, retryAfter?: string | null): AccountingProviderError {
  const retryable = status === 0 || status === 429 || status >= 500;
  const retryAfterSeconds = parseRetryAfter(retryAfter);
  return new AccountingProviderError(
    status === 401 ? "Xero no longer accepts this connection: please connect again." : xeroReason(status, body),
    { status: status || undefined, retryable, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) },
  );
}

/**
 * Runs one SDK call, turning its rejection into an AccountingProviderError. The SDK rejects with a
 * JSON string of { response: { statusCode, body, headers } } (its ApiError), or with a plain Error
 * before sending (a missing parameter).
 */
export async function askXero<T>(call: () => Promise<{ body: T }>): Promise<T> {
  try {
    return (await call()).body;
  } catch (error) {
    if (error instanceof AccountingProviderError) throw error;
    let parsed: { response?: { statusCode?: number; body?: unknown; headers?: Record<string, string> } } = {};
    if (typeof error === "string") {
      try {
        parsed = JSON.parse(error) as typeof parsed;
      } catch {
        parsed = {};
      }
    } else if (error && typeof error === "object" && "response" in error) {
      parsed = error as typeof parsed;
    }
    const response = parsed.response;
    if (!response)
      throw new AccountingProviderError(`Xero could not be reached (${String(error)})`, { retryable: true });
    const headers = response.headers ?? {};
    throw xeroError(response.statusCode ?? 0, response.body, headers["retry-after"] ?? headers["Retry-After"]);
  }
}
