import "server-only";
import { env } from "@/lib/server/env";
import { openSecret, sealSecret, type SealPurpose } from "@/lib/server/security/seal";

/*
 * The Google refresh token as the database keeps it (lib/server/security/seal.ts), under a key derived
 * from NEXTAUTH_SECRET, the server secret sessions are signed with, so a copy of the database alone
 * cannot read the magician's calendar.
 */

/** Only outside production (lib/server/env.ts refuses to start production without NEXTAUTH_SECRET). */
const DEVELOPMENT_SECRET = "summon-a-magician-development-google-calendar-secret";
const PURPOSE: SealPurpose = {
  keyInfo: "google calendar refresh token v1",
  associatedData: "google-calendar refresh token",
};

function serverSecret(): string {
  return env().NEXTAUTH_SECRET ?? DEVELOPMENT_SECRET;
}

/** "v1.<iv>.<ciphertext>.<tag>" (base64url). */
export function sealRefreshToken(plain: string, secret = serverSecret()): string {
  return sealSecret(plain, secret, PURPOSE);
}

/** The plain token; throws when the value was altered or sealed under another secret. */
export function openRefreshToken(sealed: string, secret = serverSecret()): string {
  return openSecret(sealed, secret, PURPOSE);
}
