import "server-only";
import { ACCOUNTING_PROVIDERS, ACCOUNTING_PROVIDER_NAMES, type AccountingProviderId } from "@/lib/domain/accounting";
import { londonToday } from "@/lib/domain/dates";
import { apiPath } from "@/lib/api-client/paths";
import { audit, type Actor } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { siteUrl } from "@/lib/server/env";
import { AppError, badRequest, conflict, notFound } from "@/lib/server/errors";
import { errorFields, log } from "@/lib/server/log";
import { newOAuthState, readOAuthState } from "@/lib/server/auth/oauth-state";
import { AccountingProviderError, type AccountingConnection, type AccountingOrganisation } from "./provider";
import { accountingProvider, providerConfigured } from "./providers";
import { openTokens, sealTokens } from "./token-seal";

/**
 * Connecting the accounting system: the OAuth 2.0 web flow (a signed state naming the user, the
 * provider and a nonce also kept in an httpOnly cookie of this browser, valid 10 minutes), the
 * organisation and bank account chosen after consent, the tokens sealed at rest and refreshed when
 * they near expiry, and disconnecting (the refresh token revoked at the provider).
 */

export const STATE_COOKIE = "accounting-state";
/** The cookie goes only to the accounting routes (the callback among them). */
export const STATE_COOKIE_PATH = apiPath("getAccounting");
/** Refreshed this long before the access token expires (Xero's last 30 minutes). */
const REFRESH_MARGIN_MS = 2 * 60_000;

export const NOT_CONFIGURED = "This accounting system is not configured on this site.";
export const STATE_MISMATCH = "The sign-in did not start here or took too long. Please connect again.";
export const CODE_REFUSED = "The accounting system refused the sign-in (it may have expired). Please connect again.";
export const NO_ORGANISATION = "The sign-in gave access to no organisation. Please connect again and choose one.";
export const NOT_CONNECTED = "No accounting system is connected.";
export const CHOOSE_ORGANISATION_FIRST = "Choose the organisation first.";
export const UNKNOWN_ORGANISATION = "That organisation is not one this connection can reach.";
export const UNKNOWN_BANK_ACCOUNT = "That bank account is not in the organisation.";

export const CALLBACK_PATH = apiPath("finishAccountingConnect");

export function callbackUrl(): string {
  return `${siteUrl()}${CALLBACK_PATH}`;
}

/** The consent URL of the provider and the nonce to keep in the state cookie. */
export function consentRedirect(
  userId: number,
  provider: AccountingProviderId,
  now = Date.now(),
): { url: string; nonce: string } {
  if (!providerConfigured(provider)) throw notFound(NOT_CONFIGURED);
  const { state, nonce } = newOAuthState(STATE_COOKIE, [String(userId), provider], now);
  const url = accountingProvider(provider).authorizeUrl({
    state,
    redirectUri: callbackUrl(),
  });
  return { url, nonce };
}

/** The provider a state names when it came back unaltered, in time, for this user and this browser's nonce. */
export function providerOfState(
  state: string,
  userId: number,
  cookieNonce: string | undefined,
  now = Date.now(),
): AccountingProviderId | null {
  const fields = readOAuthState(STATE_COOKIE, state, 2, cookieNonce, now);
  if (fields === null || fields[0] !== String(userId)) return null;
  const provider = fields[1]!;
  return (ACCOUNTING_PROVIDERS as readonly string[]).includes(provider) ? (provider as AccountingProviderId) : null;
}

/** A provider's failure on a request the magician made: 502 with its words (the magician may try again). */
export function providerRefusal(error: unknown): never {
  if (error instanceof AccountingProviderError) throw new AppError("bad_gateway", error.reason);
  throw error;
}

/**
 * Exchanges the code and keeps the connection (tokens sealed) with the organisations it reaches;
 * one organisation is chosen at once, several wait for the magician's choice. Documents issued from
 * today on are sent; the magician may pick an earlier date.
 */
export async function finishConnect(actor: Actor, provider: AccountingProviderId, code: string): Promise<void> {
  const api = accountingProvider(provider);
  let organisations: AccountingOrganisation[];
  let tokens;
  try {
    tokens = await api.exchangeCode({ code, redirectUri: callbackUrl() });
    organisations = await api.organisations(tokens);
  } catch (error) {
    if (error instanceof AccountingProviderError && !error.options.retryable)
      throw badRequest(CODE_REFUSED, { code: CODE_REFUSED });
    providerRefusal(error);
  }
  if (organisations.length === 0) throw badRequest(NO_ORGANISATION, { code: NO_ORGANISATION });
  const only = organisations.length === 1 ? organisations[0]! : null;
  const row = {
    provider,
    ...sealTokens(tokens),
    organisations: organisations as never,
    organisationId: only?.id ?? null,
    organisationName: only?.name ?? null,
    bankAccountId: null,
    bankAccountName: null,
    sendFrom: londonToday(),
    connectedAt: new Date(),
  };
  await db.$transaction(async (tx) => {
    await tx.accountingConnection.upsert({ where: { id: 1 }, create: { id: 1, ...row }, update: row });
    await audit(tx, actor, {
      action: "accounting.connect",
      entity: "accounting",
      after: { provider, organisations: organisations.map((o) => o.name) },
    });
  });
}

type ConnectionRow = NonNullable<Awaited<ReturnType<typeof db.accountingConnection.findUnique>>>;

export async function connectionRow(): Promise<ConnectionRow | null> {
  return db.accountingConnection.findUnique({ where: { id: 1 } });
}

/** The connection with fresh tokens (refreshed and kept sealed when near expiry) for the chosen organisation. */
export async function liveConnection(row: ConnectionRow, now = new Date()): Promise<AccountingConnection> {
  if (!row.organisationId) throw conflict(CHOOSE_ORGANISATION_FIRST);
  let tokens = openTokens(row);
  if (tokens.expiresAt.getTime() - now.getTime() < REFRESH_MARGIN_MS) {
    tokens = await accountingProvider(row.provider as AccountingProviderId).refresh(tokens);
    // A refresh token is used once: the new one is kept at once, before anything else can fail.
    await db.accountingConnection.update({ where: { id: 1 }, data: sealTokens(tokens) });
  }
  return { tokens, organisationId: row.organisationId };
}

async function requireConnection(): Promise<ConnectionRow> {
  const row = await connectionRow();
  if (!row) throw conflict(NOT_CONNECTED);
  return row;
}

export async function chooseOrganisation(actor: Actor, id: string): Promise<void> {
  const row = await requireConnection();
  const organisation = (row.organisations as unknown as AccountingOrganisation[]).find((o) => o.id === id);
  if (!organisation) throw badRequest(UNKNOWN_ORGANISATION, { id: UNKNOWN_ORGANISATION });
  if (organisation.id === row.organisationId) return;
  await db.$transaction(async (tx) => {
    await tx.accountingConnection.update({
      where: { id: 1 },
      data: {
        organisationId: organisation.id,
        organisationName: organisation.name,
        bankAccountId: null,
        bankAccountName: null,
      },
    });
    await audit(tx, actor, {
      action: "accounting.choose",
      entity: "accounting",
      after: { organisation: organisation.name },
    });
  });
}

/** The organisation's bank accounts, asked of the provider. */
export async function bankAccounts(): Promise<{ id: string; name: string }[]> {
  const row = await requireConnection();
  const connection = await liveConnection(row).catch(providerRefusal);
  return accountingProvider(row.provider as AccountingProviderId)
    .bankAccounts(connection)
    .catch(providerRefusal);
}

export async function chooseBankAccount(actor: Actor, id: string): Promise<void> {
  const account = (await bankAccounts()).find((a) => a.id === id);
  if (!account) throw badRequest(UNKNOWN_BANK_ACCOUNT, { id: UNKNOWN_BANK_ACCOUNT });
  await db.$transaction(async (tx) => {
    await tx.accountingConnection.update({
      where: { id: 1 },
      data: { bankAccountId: account.id, bankAccountName: account.name },
    });
    await audit(tx, actor, { action: "accounting.choose", entity: "accounting", after: { bankAccount: account.name } });
  });
}

/** Documents issued on or after `from` (a London date) are sent; those already sent stay sent. */
export async function setSendFrom(actor: Actor, from: string): Promise<void> {
  const row = await requireConnection();
  await db.$transaction(async (tx) => {
    await tx.accountingConnection.update({ where: { id: 1 }, data: { sendFrom: from } });
    await audit(tx, actor, {
      action: "accounting.send-from",
      entity: "accounting",
      before: { sendFrom: row.sendFrom },
      after: { sendFrom: from },
    });
  });
}

/**
 * Revokes the refresh token at the provider (a failure there is logged: the local connection goes
 * anyway, as the magician asked) and forgets the connection. What was sent stays recorded, so
 * connecting the same organisation again sends nothing twice.
 */
export async function disconnect(actor: Actor): Promise<void> {
  const row = await connectionRow();
  if (!row) return;
  try {
    await accountingProvider(row.provider as AccountingProviderId).revoke(openTokens(row));
  } catch (error) {
    log("warn", "accounting_revoke_failed", { provider: row.provider, ...errorFields(error) });
  }
  await db.$transaction(async (tx) => {
    await tx.accountingConnection.deleteMany({});
    await audit(tx, actor, {
      action: "accounting.disconnect",
      entity: "accounting",
      before: { provider: row.provider, organisation: row.organisationName },
    });
  });
}

export function providerLabel(provider: string): string {
  return ACCOUNTING_PROVIDER_NAMES[provider as AccountingProviderId] ?? provider;
}
