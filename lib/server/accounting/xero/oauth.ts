import "server-only";
import { assertOutsideTransaction } from "@/lib/server/db/transaction-scope";
import type { AccountingOrganisation, AccountingTokens } from "../provider";
import { AccountingProviderError } from "../provider";
import { XERO_SCOPES, XERO_TIMEOUT_MS, xeroClient, xeroError, xeroHosts } from "./client";

/*
 * Xero's OAuth 2.0 (the standard authorization code flow with a client secret) and its list of
 * connections (the organisations the consent covers: a tenant each). See ./client.ts for why these
 * are plain requests rather than the SDK's XeroClient.
 */

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  assertOutsideTransaction("Xero");
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(XERO_TIMEOUT_MS) });
  } catch (error) {
    throw new AccountingProviderError(`Xero could not be reached (${(error as Error).message})`, { retryable: true });
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function basicAuth(): string {
  const { clientId, clientSecret } = xeroClient();
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
}

async function tokenRequest(form: Record<string, string>, now = Date.now()): Promise<AccountingTokens> {
  const response = await send(`${xeroHosts().identity}/connect/token`, {
    method: "POST",
    headers: { authorization: basicAuth(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  const body = await bodyOf(response);
  if (!response.ok) throw xeroError(response.status, body, response.headers.get("retry-after"));
  const tokens = body as TokenAnswer;
  if (!tokens.access_token || !tokens.refresh_token)
    throw new AccountingProviderError("Xero did not grant offline access: please connect again.", { retryable: false });
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: new Date(now + (tokens.expires_in ?? 1800) * 1000),
  };
}

export function xeroAuthorizeUrl(input: { state: string; redirectUri: string }): string {
  const url = new URL(xeroHosts().authorize);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", xeroClient().clientId);
  url.searchParams.set("redirect_uri", input.redirectUri);
  url.searchParams.set("scope", XERO_SCOPES.join(" "));
  url.searchParams.set("state", input.state);
  return url.toString();
}

export function exchangeXeroCode(input: { code: string; redirectUri: string }): Promise<AccountingTokens> {
  return tokenRequest({ grant_type: "authorization_code", code: input.code, redirect_uri: input.redirectUri });
}

/** Xero rotates the refresh token on every refresh: the caller keeps the new one. */
export function refreshXeroTokens(tokens: AccountingTokens): Promise<AccountingTokens> {
  return tokenRequest({ grant_type: "refresh_token", refresh_token: tokens.refreshToken });
}

/** Revokes the refresh token (and with it every connection it made); a token already gone is fine. */
export async function revokeXeroTokens(tokens: AccountingTokens): Promise<void> {
  const response = await send(`${xeroHosts().identity}/connect/revocation`, {
    method: "POST",
    headers: { authorization: basicAuth(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: tokens.refreshToken }).toString(),
  });
  if (response.ok || response.status === 400) return;
  throw xeroError(response.status, await bodyOf(response), response.headers.get("retry-after"));
}

interface XeroConnection {
  tenantId?: string;
  tenantName?: string;
  tenantType?: string;
}

/** The organisations (tenants of type ORGANISATION) this consent reaches. */
export async function xeroOrganisations(tokens: AccountingTokens): Promise<AccountingOrganisation[]> {
  const response = await send(`${xeroHosts().api}/connections`, {
    headers: { authorization: `Bearer ${tokens.accessToken}`, accept: "application/json" },
  });
  const body = await bodyOf(response);
  if (!response.ok) throw xeroError(response.status, body, response.headers.get("retry-after"));
  return (Array.isArray(body) ? (body as XeroConnection[]) : [])
    .filter((c) => c.tenantId && (c.tenantType ?? "ORGANISATION") === "ORGANISATION")
    .map((c) => ({ id: c.tenantId!, name: c.tenantName ?? c.tenantId! }));
}
