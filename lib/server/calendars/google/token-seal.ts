import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/server/env";

/*
 * The Google refresh token as the database keeps it: AES-256-GCM under a key derived (HKDF-SHA256)
 * from NEXTAUTH_SECRET, the server secret sessions are signed with, so a copy of the database alone
 * cannot read the magician's calendar. Rotating NEXTAUTH_SECRET makes it unreadable: the magician
 * connects again.
 */

/** Only outside production (lib/server/env.ts refuses to start production without NEXTAUTH_SECRET). */
const DEVELOPMENT_SECRET = "summon-a-magician-development-google-calendar-secret";
const SEALED_PREFIX = "v1";
const ASSOCIATED_DATA = Buffer.from("google-calendar refresh token");

function key(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "summon-a-magician", "google calendar refresh token v1", 32));
}

function serverSecret(): string {
  return env().NEXTAUTH_SECRET ?? DEVELOPMENT_SECRET;
}

/** "v1.<iv>.<ciphertext>.<tag>" (base64url). */
export function sealRefreshToken(plain: string, secret = serverSecret()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(secret), iv);
  cipher.setAAD(ASSOCIATED_DATA);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [SEALED_PREFIX, ...[iv, body, cipher.getAuthTag()].map((part) => part.toString("base64url"))].join(".");
}

/** The plain token; throws when the value was altered or sealed under another secret. */
export function openRefreshToken(sealed: string, secret = serverSecret()): string {
  const [prefix, iv, body, tag] = sealed.split(".");
  if (prefix !== SEALED_PREFIX || !iv || !body || !tag) throw new Error("not a sealed refresh token");
  const decipher = createDecipheriv("aes-256-gcm", key(secret), Buffer.from(iv, "base64url"));
  decipher.setAAD(ASSOCIATED_DATA);
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
