import "server-only";
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, recoveryCodeFromBytes } from "@/lib/domain/two-factor";
import { env } from "@/lib/server/env";
import { constantTimeEqual } from "@/lib/server/security/constant-time";

/*
 * The secrets of two-factor sign-in as they are kept in the database (no database access here):
 *
 * - The TOTP secret is kept AES-256-GCM encrypted under a key derived (HKDF-SHA256) from
 *   NEXTAUTH_SECRET, bound to the user's id, so a copy of the database alone yields no codes.
 * - Recovery codes (10, 80 random bits each) are kept as salted SHA-256 hashes and spent once.
 *
 * The sign-in step is in ./two-factor-sign-in.ts, the magician's settings in ./two-factor-settings.ts.
 */

// ---------------------------------------------------------------- encryption of the TOTP secret

/** Only outside production (lib/server/env.ts refuses to start production without NEXTAUTH_SECRET). */
const DEVELOPMENT_SECRET = "summon-a-magician-development-two-factor-secret";
const SEALED_PREFIX = "v1";

function serverSecret(): string {
  return env().NEXTAUTH_SECRET ?? DEVELOPMENT_SECRET;
}

function encryptionKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "summon-a-magician", "two-factor totp secret v1", 32));
}

const associatedData = (userId: number) => Buffer.from(`user:${userId}`);

/** "v1.<iv>.<ciphertext>.<tag>" (base64url): the secret encrypted for this user only. */
export function sealTotpSecret(plain: string, userId: number, secret = serverSecret()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(secret), iv);
  cipher.setAAD(associatedData(userId));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [SEALED_PREFIX, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plain secret; throws when the value was altered, belongs to another user or another NEXTAUTH_SECRET. */
export function openTotpSecret(sealed: string, userId: number, secret = serverSecret()): string {
  const [prefix, iv, body, tag] = sealed.split(".");
  if (prefix !== SEALED_PREFIX || !iv || !body || !tag) throw new Error("not a sealed two-factor secret");
  const decipher = createDecipheriv("aes-256-gcm", encryptionKey(secret), Buffer.from(iv, "base64url"));
  decipher.setAAD(associatedData(userId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

// ---------------------------------------------------------------- recovery codes

/** "<salt hex>:<sha256(salt ‖ code) hex>" of a normalised code (classifyCode's form). */
export function hashRecoveryCode(code: string, salt: Buffer = randomBytes(16)): string {
  return `${salt.toString("hex")}:${createHash("sha256").update(salt).update(code).digest("hex")}`;
}

export function recoveryCodeMatches(code: string, stored: string): boolean {
  const [saltHex, hashHex] = stored.split(":");
  if (!saltHex || !hashHex) return false;
  // Through a Buffer and back, so the stored hex is read exactly as Buffer.from(…, "hex") reads it.
  const expected = Buffer.from(hashHex, "hex").toString("hex");
  const actual = createHash("sha256").update(Buffer.from(saltHex, "hex")).update(code).digest("hex");
  return constantTimeEqual(expected, actual);
}

/** A new set of recovery codes, in plain (only their hashes are kept, by the caller). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFromBytes(randomBytes(RECOVERY_CODE_LENGTH)));
}
