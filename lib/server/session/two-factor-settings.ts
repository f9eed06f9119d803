import "server-only";
import { randomBytes } from "node:crypto";
import QRCode from "qrcode";
import {
  SETUP_VALID_MINUTES,
  TOTP_SECRET_BYTES,
  base32Encode,
  checkTotp,
  formatRecoveryCode,
  otpauthUrl,
  setupStillValid,
} from "@/lib/domain/two-factor";
import { audit, type Actor } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { AppError, conflict, notFound, tooManyRequests } from "@/lib/server/http";
import { log } from "@/lib/server/log";
import { rateLimit } from "@/lib/server/rate-limit";
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup, type TwoFactorStatus } from "@/lib/validation/two-factor";
import { verifyPassword } from "@/lib/server/auth/password";
import {
  hashRecoveryCode,
  newRecoveryCodes,
  openTotpSecret,
  sealTotpSecret,
} from "@/lib/server/auth/two-factor-secrets";
import { SECOND_FACTOR_SELECT, spendSecondFactor } from "./two-factor-sign-in";

/*
 * The magician's two-factor settings: status, set-up of a pending secret,
 * turning it on with a code of the app (which answers the recovery codes, once) and off again.
 * How the secrets are kept: ./two-factor-secrets.ts; the sign-in step: ./two-factor-sign-in.ts.
 */

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
  if (!check.valid)
    throw new AppError("bad_request", TWO_FACTOR_MESSAGES.wrongCode, { code: TWO_FACTOR_MESSAGES.wrongCode });

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
  // Record first, then count: parallel attempts cannot all pass the check before any is recorded.
  // A success clears the key, so only wrong attempts add up.
  const key = `two-factor-disable:user:${actor.id}`;
  if (!(await rateLimit.consume(key, MAX_WRONG_DISABLE_ATTEMPTS, DISABLE_WINDOW_MS)))
    throw tooManyRequests(TWO_FACTOR_MESSAGES.tooMany);
  const user = await db.user.findUnique({
    where: { id: actor.id },
    select: { password: true, ...SECOND_FACTOR_SELECT },
  });
  if (!user) throw notFound("User not found");
  if (!user.totpEnabledAt || !user.totpSecret) throw conflict(TWO_FACTOR_MESSAGES.notOn);
  if (!(await verifyPassword(password, user.password))) {
    throw new AppError("bad_request", TWO_FACTOR_MESSAGES.wrongPassword, {
      password: TWO_FACTOR_MESSAGES.wrongPassword,
    });
  }
  const result = await spendSecondFactor(
    { id: user.id, totpSecret: user.totpSecret, totpLastStep: user.totpLastStep },
    code,
    now,
  );
  if (!result.ok) {
    throw new AppError("bad_request", TWO_FACTOR_MESSAGES.wrongCode, { code: TWO_FACTOR_MESSAGES.wrongCode });
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
