/**
 * Two-factor sign-in rules (pure: no I/O, no clock, no randomness of their own; the caller passes
 * the time and the random bytes). TOTP is RFC 6238 with the authenticator apps' defaults: SHA-1,
 * 6 digits, 30-second steps, computed by otplib. The server code is lib/server/session/two-factor-*.ts
 * (sign-in and settings) and lib/server/auth/two-factor-secrets.ts.
 */
import { generateURI, verifySync } from "otplib";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and the step after the current one are accepted too (clock drift). */
export const TOTP_WINDOW_STEPS = 1;
/** Bytes of a new TOTP secret: 160 bits, as RFC 4226 recommends (32 base32 characters). */
export const TOTP_SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;
/**
 * Characters of a recovery code (shown as four groups of four): 80 random bits, so the salted SHA-256
 * kept of each cannot be reversed by trying every code, even with the database in hand.
 */
export const RECOVERY_CODE_LENGTH = 16;
/** A set-up (the QR code shown) must be confirmed with a code within this time. */
export const SETUP_VALID_MINUTES = 30;
export const TOTP_ISSUER = "Summon a Magician";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/**
 * Crockford's base32 in lower case (no i, l, o, u): 32 symbols, 5 bits each. When a code
 * is typed, i and l are read as 1 and o as 0, so the look-alikes cannot be mistyped.
 */
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** RFC 4648 base32, upper case, no padding (what authenticator apps expect in otpauth:// URLs). */
export function base32Encode(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** The time step (counter) of an instant. */
export function timeStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, accountName: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label: accountName,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

export type ClassifiedCode =
  { kind: "totp"; code: string } | { kind: "recovery"; code: string } | { kind: "empty" } | { kind: "invalid" };

/**
 * What a typed code is: six digits (spaces allowed) are an authenticator code; sixteen letters and digits
 * of the recovery alphabet (case, spaces and dashes ignored; i, l read as 1 and o as 0) a recovery code.
 */
export function classifyCode(input: string): ClassifiedCode {
  const compact = input.replace(/[\s-]/g, "").toLowerCase();
  if (compact === "") return { kind: "empty" };
  if (/^\d{6}$/.test(compact)) return { kind: "totp", code: compact };
  const recovery = compact.replace(/[il]/g, "1").replace(/o/g, "0");
  if (recovery.length === RECOVERY_CODE_LENGTH && [...recovery].every((c) => RECOVERY_ALPHABET.includes(c))) {
    return { kind: "recovery", code: recovery };
  }
  return { kind: "invalid" };
}

export type TotpCheck = { valid: true; step: number } | { valid: false; reason: "wrong" | "replayed" };

/**
 * Checks a 6-digit code against a base32 secret at `nowMs`, accepting the steps within
 * TOTP_WINDOW_STEPS either side. A code of the step last accepted (`lastStep`) or of an earlier one
 * is refused as a replay, so a code works once even within its own 30 seconds.
 */
export function checkTotp(input: { secret: string; code: string; nowMs: number; lastStep?: number | null }): TotpCheck {
  const code = input.code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(code)) return { valid: false, reason: "wrong" };
  let result: ReturnType<typeof verifySync>;
  try {
    result = verifySync({
      secret: input.secret,
      token: code,
      epoch: Math.floor(input.nowMs / 1000),
      period: TOTP_PERIOD_SECONDS,
      digits: TOTP_DIGITS,
      epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
    });
  } catch {
    return { valid: false, reason: "wrong" };
  }
  if (!result.valid || !("timeStep" in result)) return { valid: false, reason: "wrong" };
  const step = result.timeStep;
  if (input.lastStep !== null && input.lastStep !== undefined && step <= input.lastStep)
    return { valid: false, reason: "replayed" };
  return { valid: true, step };
}

/** A recovery code from RECOVERY_CODE_LENGTH random bytes (each byte picks a symbol; 256 is a multiple of 32, so no bias). */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_CODE_LENGTH)
    throw new Error(`a recovery code needs ${RECOVERY_CODE_LENGTH} random bytes`);
  let code = "";
  for (const byte of bytes.subarray(0, RECOVERY_CODE_LENGTH))
    code += RECOVERY_ALPHABET.charAt(byte % RECOVERY_ALPHABET.length);
  return code;
}

/** How a recovery code is shown: "abcd-efgh-jkmn-pqrs". */
export function formatRecoveryCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, "$1-");
}

/** Whether a pending set-up made at `startedAt` may still be confirmed at `nowMs`. */
export function setupStillValid(startedAt: Date | null | undefined, nowMs: number): boolean {
  return (
    !!startedAt && nowMs - startedAt.getTime() <= SETUP_VALID_MINUTES * 60_000 && nowMs >= startedAt.getTime() - 60_000
  );
}
