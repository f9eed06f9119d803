import "server-only";
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import QRCode from "qrcode";
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  SETUP_VALID_MINUTES,
  TOTP_SECRET_BYTES,
  base32Encode,
  checkTotp,
  classifyCode,
  formatRecoveryCode,
  otpauthUrl,
  recoveryCodeFromBytes,
  setupStillValid,
} from "@/lib/domain/two-factor";
import { audit, type Actor } from "@/lib/server/admin/audit";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { HttpError, conflict, notFound, tooManyRequests } from "@/lib/server/http";
import { log } from "@/lib/server/log";
import { limitFromEnv, rateLimit } from "@/lib/server/rate-limit";
import { constantTimeEqual } from "@/lib/server/security/constant-time";
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup, type TwoFactorStatus } from "@/lib/validation/two-factor";
import { scopesFor } from "@/lib/domain/sign-in-limits";
import { deviceCookieFor } from "./device-cookie";
import { verifyPassword } from "./password";
import { SIGN_IN_WINDOW_MS, SignInError, TOO_MANY_SIGN_INS, clientAddressOf, signInKeys } from "./sign-in";

/*
 * Two-factor sign-in (TOTP, RFC 6238) for the magician, the account that can refund money.
 *
 * - The TOTP secret is kept AES-256-GCM encrypted under a key derived (HKDF-SHA256) from
 *   NEXTAUTH_SECRET, bound to the user's id, so a copy of the database alone yields no codes.
 * - Recovery codes (10, 80 random bits each) are kept as salted SHA-256 hashes and spent once.
 * - A code's time step is stored when it is accepted; that step and earlier ones are refused after
 *   (no replay, even within the 30 seconds), claimed by a conditional update so two simultaneous
 *   sign-ins cannot both use one code.
 * - At sign-in a wrong code counts as a failed sign-in for the lock-out of lib/server/auth/sign-in.ts
 *   (recordFailedSecondFactor: the counters a wrong password would have counted in) and in a counter
 *   of its own per account, which a right password does not clear: more than 5 wrong codes in 15
 *   minutes lock the second step out, whoever knows the password and from wherever.
 */

/** Wrong codes allowed per account in the sign-in window (overridable like the sign-in limits, for load tests). */
const MAX_WRONG_SECOND_FACTORS = 5;

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

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFromBytes(randomBytes(RECOVERY_CODE_LENGTH)));
}

// ---------------------------------------------------------------- checking a code

type SecondFactorResult =
  | { ok: true; kind: "totp" }
  | { ok: true; kind: "recovery"; recoveryCodesLeft: number }
  | { ok: false; kind: "totp" | "recovery" | "invalid"; reason: "wrong" | "replayed" | "unreadable" };

/**
 * Checks an authenticator code or a recovery code of a user with two-factor sign-in on, and spends
 * it: the TOTP step is recorded, the recovery code marked used (both by conditional updates).
 */
async function spendSecondFactor(
  user: { id: number; totpSecret: string; totpLastStep: number | null },
  input: string,
  now: Date,
): Promise<SecondFactorResult> {
  const code = classifyCode(input);
  if (code.kind === "totp") {
    let secret: string;
    try {
      secret = openTotpSecret(user.totpSecret, user.id);
    } catch {
      // NEXTAUTH_SECRET changed (or the column was altered): only recovery codes work now.
      log("error", "two_factor_secret_unreadable", { userId: user.id });
      return { ok: false, kind: "totp", reason: "unreadable" };
    }
    const check = checkTotp({ secret, code: code.code, nowMs: now.getTime(), lastStep: user.totpLastStep });
    if (!check.valid) return { ok: false, kind: "totp", reason: check.reason };
    const claimed = await db.user.updateMany({
      where: {
        id: user.id,
        totpEnabledAt: { not: null },
        OR: [{ totpLastStep: null }, { totpLastStep: { lt: check.step } }],
      },
      data: { totpLastStep: check.step },
    });
    return claimed.count === 1 ? { ok: true, kind: "totp" } : { ok: false, kind: "totp", reason: "replayed" };
  }
  if (code.kind === "recovery") {
    const rows = await db.twoFactorRecoveryCode.findMany({
      where: { userId: user.id, usedAt: null },
      select: { id: true, codeHash: true },
    });
    let match: number | undefined;
    for (const row of rows) if (recoveryCodeMatches(code.code, row.codeHash)) match = row.id;
    if (match === undefined) return { ok: false, kind: "recovery", reason: "wrong" };
    const spent = await db.twoFactorRecoveryCode.updateMany({
      where: { id: match, usedAt: null },
      data: { usedAt: now },
    });
    if (spent.count !== 1) return { ok: false, kind: "recovery", reason: "replayed" };
    const recoveryCodesLeft = await db.twoFactorRecoveryCode.count({ where: { userId: user.id, usedAt: null } });
    return { ok: true, kind: "recovery", recoveryCodesLeft };
  }
  return { ok: false, kind: "invalid", reason: "wrong" };
}

const SECOND_FACTOR_SELECT = {
  id: true,
  username: true,
  totpSecret: true,
  totpEnabledAt: true,
  totpLastStep: true,
} as const;

const secondFactorKey = (userId: number) => `two-factor:user:${userId}`;

/**
 * A wrong code is a failed sign-in: recorded in the counters authenticate() records a wrong password
 * in (per device cookie, or per username and address, address and username), so the ordinary
 * lock-out counts it too.
 */
async function recordFailedSecondFactor(username: string, headers: Headers): Promise<void> {
  const device = deviceCookieFor(headers, username);
  const keys = signInKeys(username, clientAddressOf(headers), device?.nonce);
  await db.rateLimitHit.createMany({ data: scopesFor(device !== null).map((scope) => ({ key: keys[scope] })) });
}

/**
 * The second step of sign-in, called by authorize() after the password was found right. Nothing
 * happens for a user without two-factor sign-in. Otherwise `code` must be a current authenticator
 * code not used before, or an unused recovery code; throws a SignInError (its message reaches the
 * login page) with TWO_FACTOR_MESSAGES.required when no code was given, TWO_FACTOR_MESSAGES.wrongSignInCode
 * for a wrong or already used one, TOO_MANY_SIGN_INS after too many wrong codes (the route answers 429).
 */
export async function requireSecondFactor(
  user: { id: number | string },
  code: string,
  headers: Headers = new Headers(),
  now = new Date(),
): Promise<void> {
  const row = await db.user.findUnique({ where: { id: Number(user.id) }, select: SECOND_FACTOR_SELECT });
  if (!row?.totpEnabledAt || !row.totpSecret) return;
  if (classifyCode(code).kind === "empty") throw new SignInError(TWO_FACTOR_MESSAGES.required);

  // Record first, then count (parallel guesses cannot all slip under the limit); a right password
  // does not clear this key, so guessing codes with a known password stops after 5 in 15 minutes.
  const key = secondFactorKey(row.id);
  const limit = limitFromEnv("SIGN_IN_FAILURE_LIMIT", MAX_WRONG_SECOND_FACTORS);
  if (!(await rateLimit.consume(key, limit, SIGN_IN_WINDOW_MS))) {
    log("warn", "sign_in_locked_out", { secondFactor: true, userId: row.id });
    throw new SignInError(TOO_MANY_SIGN_INS);
  }

  const result = await spendSecondFactor(
    { id: row.id, totpSecret: row.totpSecret, totpLastStep: row.totpLastStep },
    code,
    now,
  );
  if (!result.ok) {
    await recordFailedSecondFactor(row.username, headers);
    log("warn", "sign_in_second_factor_failed", { userId: row.id, kind: result.kind, reason: result.reason });
    throw new SignInError(TWO_FACTOR_MESSAGES.wrongSignInCode);
  }
  await rateLimit.clear(key);
  if (result.kind === "recovery") {
    await audit(
      db,
      { id: row.id, username: row.username },
      {
        action: "two-factor.recovery-code-used",
        entity: "user",
        entityId: row.id,
        after: { recoveryCodesLeft: result.recoveryCodesLeft },
      },
    );
    log("info", "two_factor_recovery_code_used", { userId: row.id, recoveryCodesLeft: result.recoveryCodesLeft });
  }
}

// ---------------------------------------------------------------- the magician's settings

type SignedIn = NonNullable<Actor>;

export async function twoFactorStatus(userId: number): Promise<TwoFactorStatus> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { totpEnabledAt: true, totpSecret: true } });
  if (!user) throw notFound("User not found");
  const enabled = !!user.totpEnabledAt && !!user.totpSecret;
  const recoveryCodesLeft = enabled ? await db.twoFactorRecoveryCode.count({ where: { userId, usedAt: null } }) : 0;
  return { enabled, enabledAt: enabled ? user.totpEnabledAt!.toISOString() : null, recoveryCodesLeft };
}

/**
 * Makes a new secret and keeps it as pending (replacing an earlier pending one); answers the QR code
 * and the secret to type by hand. Two-factor sign-in is on only once a code is confirmed (enable).
 */
export async function startTwoFactorSetup(actor: SignedIn, now = new Date()): Promise<TwoFactorSetup> {
  const user = await db.user.findUnique({ where: { id: actor.id }, select: { username: true, totpEnabledAt: true } });
  if (!user) throw notFound("User not found");
  if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = base32Encode(randomBytes(TOTP_SECRET_BYTES));
  const url = otpauthUrl(secret, user.username);
  const svg = await QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: actor.id },
      data: { totpPendingSecret: sealTotpSecret(secret, actor.id), totpPendingAt: now },
    });
    await audit(tx, actor, {
      action: "two-factor.setup",
      entity: "user",
      entityId: actor.id,
      after: { pending: true },
    });
  });
  return {
    secret,
    otpauthUrl: url,
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    expiresAt: new Date(now.getTime() + SETUP_VALID_MINUTES * 60_000).toISOString(),
  };
}

/** Confirms the pending secret with a code of the app and turns two-factor sign-in on: answers the recovery codes, once. */
export async function enableTwoFactor(actor: SignedIn, code: string, now = new Date()): Promise<string[]> {
  const user = await db.user.findUnique({
    where: { id: actor.id },
    select: { totpEnabledAt: true, totpPendingSecret: true, totpPendingAt: true },
  });
  if (!user) throw notFound("User not found");
  if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const pending = user.totpPendingSecret;
  if (!pending || !setupStillValid(user.totpPendingAt, now.getTime())) throw conflict(TWO_FACTOR_MESSAGES.setupFirst);
  let secret: string;
  try {
    secret = openTotpSecret(pending, actor.id);
  } catch {
    throw conflict(TWO_FACTOR_MESSAGES.setupFirst);
  }
  const check = checkTotp({ secret, code, nowMs: now.getTime() });
  if (!check.valid) throw new HttpError(400, TWO_FACTOR_MESSAGES.wrongCode, { code: TWO_FACTOR_MESSAGES.wrongCode });

  const codes = newRecoveryCodes();
  await db.$transaction(async (tx) => {
    // Conditional: of two simultaneous confirmations one wins, with one set of recovery codes.
    const updated = await tx.user.updateMany({
      where: { id: actor.id, totpEnabledAt: null, totpPendingSecret: pending },
      // The code just typed is spent: it cannot be used again to sign in.
      data: {
        totpSecret: pending,
        totpPendingSecret: null,
        totpPendingAt: null,
        totpEnabledAt: now,
        totpLastStep: check.step,
      },
    });
    if (updated.count !== 1) throw conflict(TWO_FACTOR_MESSAGES.setupFirst);
    await tx.twoFactorRecoveryCode.deleteMany({ where: { userId: actor.id } });
    await tx.twoFactorRecoveryCode.createMany({
      data: codes.map((c) => ({ userId: actor.id, codeHash: hashRecoveryCode(c) })),
    });
    await audit(tx, actor, {
      action: "two-factor.enable",
      entity: "user",
      entityId: actor.id,
      before: { enabled: false },
      after: { enabled: true, recoveryCodes: codes.length },
    });
  });
  log("info", "two_factor_enabled", { userId: actor.id });
  return codes.map(formatRecoveryCode);
}

const DISABLE_WINDOW_MS = 15 * 60 * 1000;
const MAX_WRONG_DISABLE_ATTEMPTS = 5;

/** Turns two-factor sign-in off after checking the password and a code (authenticator or recovery). */
export async function disableTwoFactor(
  actor: SignedIn,
  password: string,
  code: string,
  now = new Date(),
): Promise<void> {
  const key = `two-factor-disable:user:${actor.id}`;
  if ((await rateLimit.count(key, DISABLE_WINDOW_MS)) >= MAX_WRONG_DISABLE_ATTEMPTS)
    throw tooManyRequests(TWO_FACTOR_MESSAGES.tooMany);
  const user = await db.user.findUnique({
    where: { id: actor.id },
    select: { password: true, ...SECOND_FACTOR_SELECT },
  });
  if (!user) throw notFound("User not found");
  if (!user.totpEnabledAt || !user.totpSecret) throw conflict(TWO_FACTOR_MESSAGES.notOn);
  if (!(await verifyPassword(password, user.password))) {
    await rateLimit.record(key);
    throw new HttpError(400, TWO_FACTOR_MESSAGES.wrongPassword, { password: TWO_FACTOR_MESSAGES.wrongPassword });
  }
  const result = await spendSecondFactor(
    { id: user.id, totpSecret: user.totpSecret, totpLastStep: user.totpLastStep },
    code,
    now,
  );
  if (!result.ok) {
    await rateLimit.record(key);
    throw new HttpError(400, TWO_FACTOR_MESSAGES.wrongCode, { code: TWO_FACTOR_MESSAGES.wrongCode });
  }
  const recoveryCodesLeft = await db.twoFactorRecoveryCode.count({ where: { userId: actor.id, usedAt: null } });
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: actor.id },
      data: { totpSecret: null, totpPendingSecret: null, totpPendingAt: null, totpEnabledAt: null, totpLastStep: null },
    });
    await tx.twoFactorRecoveryCode.deleteMany({ where: { userId: actor.id } });
    await audit(tx, actor, {
      action: "two-factor.disable",
      entity: "user",
      entityId: actor.id,
      before: { enabled: true, recoveryCodesLeft },
      after: { enabled: false, confirmedWith: result.kind === "recovery" ? "recovery code" : "authenticator code" },
    });
  });
  await rateLimit.clear(key);
  log("info", "two_factor_disabled", { userId: actor.id });
}
