import "server-only";
import { env } from "@/lib/server/env";
import { openSecret, sealSecret, type SealPurpose } from "@/lib/server/security/seal";
import type { AccountingTokens } from "./provider";

/*
 * The accounting system's tokens as the database keeps them (lib/server/security/seal.ts): under keys
 * derived from NEXTAUTH_SECRET with purposes of their own (not the Google calendar's), so a copy of
 * the database alone cannot reach the magician's books.
 */

/** Only outside production (lib/server/env.ts refuses to start production without NEXTAUTH_SECRET). */
const DEVELOPMENT_SECRET = "summon-a-magician-development-accounting-secret";
const ACCESS: SealPurpose = { keyInfo: "accounting access token v1", associatedData: "accounting access token" };
const REFRESH: SealPurpose = { keyInfo: "accounting refresh token v1", associatedData: "accounting refresh token" };

function serverSecret(): string {
  return env().NEXTAUTH_SECRET ?? DEVELOPMENT_SECRET;
}

export function sealTokens(tokens: AccountingTokens, secret = serverSecret()) {
  return {
    accessTokenSealed: sealSecret(tokens.accessToken, secret, ACCESS),
    refreshTokenSealed: sealSecret(tokens.refreshToken, secret, REFRESH),
    expiresAt: tokens.expiresAt,
  };
}

export function openTokens(
  row: { accessTokenSealed: string; refreshTokenSealed: string; expiresAt: Date },
  secret = serverSecret(),
): AccountingTokens {
  return {
    accessToken: openSecret(row.accessTokenSealed, secret, ACCESS),
    refreshToken: openSecret(row.refreshTokenSealed, secret, REFRESH),
    expiresAt: row.expiresAt,
  };
}
