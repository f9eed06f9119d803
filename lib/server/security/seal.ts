import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/*
 * A secret as the database keeps it (a refresh token, an access token): AES-256-GCM under a key
 * derived (HKDF-SHA256) from the server secret with a purpose of its own, so a copy of the database
 * alone cannot read it, and a value sealed for one purpose never opens as another's (the purpose is
 * both the HKDF info and the associated data). Rotating the server secret makes every sealed value
 * unreadable: the magician connects again.
 */

export interface SealPurpose {
  /** HKDF info: a distinct key per purpose */
  keyInfo: string;
  /** GCM associated data: what the value is */
  associatedData: string;
}

const SEALED_PREFIX = "v1";
const SALT = "summon-a-magician";

function key(secret: string, purpose: SealPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, SALT, purpose.keyInfo, 32));
}

/** "v1.<iv>.<ciphertext>.<tag>" (base64url). */
export function sealSecret(plain: string, secret: string, purpose: SealPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(secret, purpose), iv);
  cipher.setAAD(Buffer.from(purpose.associatedData));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [SEALED_PREFIX, ...[iv, body, cipher.getAuthTag()].map((part) => part.toString("base64url"))].join(".");
}

/** The plain value; throws when it was altered, sealed under another secret or for another purpose. */
export function openSecret(sealed: string, secret: string, purpose: SealPurpose): string {
  const [prefix, iv, body, tag] = sealed.split(".");
  if (prefix !== SEALED_PREFIX || !iv || !body || !tag) throw new Error("not a sealed value");
  const decipher = createDecipheriv("aes-256-gcm", key(secret, purpose), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(purpose.associatedData));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
