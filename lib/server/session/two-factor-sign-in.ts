import "server-only";
import { checkTotp, classifyCode } from "@/lib/domain/two-factor";
import { scopesFor } from "@/lib/domain/sign-in-limits";
import { audit } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { log } from "@/lib/server/log";
import { env } from "@/lib/server/env";
import { rateLimit } from "@/lib/server/rate-limit";
import { TWO_FACTOR_MESSAGES } from "@/lib/validation/two-factor";
import { deviceCookieFor } from "@/lib/server/auth/device-cookie";
import { SIGN_IN_WINDOW_MS, SignInError, TOO_MANY_SIGN_INS, clientAddressOf, signInKeys } from "./sign-in";
import { openTotpSecret, recoveryCodeMatches } from "@/lib/server/auth/two-factor-secrets";

/*
 * Two-factor sign-in (TOTP, RFC 6238) for the magician, the account that can refund money: checking
 * and spending a code, and the second step of sign-in. How the secrets are kept: ./two-factor-secrets.ts.
 *
 * - A code's time step is stored when it is accepted; that step and earlier ones are refused after
 *   (no replay, even within the 30 seconds), claimed by a conditional update so two simultaneous
 *   sign-ins cannot both use one code.
 * - At sign-in a wrong code counts as a failed sign-in for the lock-out of lib/server/session/sign-in.ts
 *   (recordFailedSecondFactor: the counters a wrong password would have counted in) and in a counter
 *   of its own per account, which a right password does not clear: more than TWO_FACTOR_FAILURE_LIMIT
 *   (default 5, at most 10) wrong codes in 15 minutes lock the second step out, whoever knows the
 *   password and from wherever.
 */

// ---------------------------------------------------------------- checking a code

type SecondFactorResult =
  | { ok: true; kind: "totp" }
  | { ok: true; kind: "recovery"; recoveryCodesLeft: number }
  | { ok: false; kind: "totp" | "recovery" | "invalid"; reason: "wrong" | "replayed" | "unreadable" };

/**
 * Checks an authenticator code or a recovery code of a user with two-factor sign-in on, and spends
 * it: the TOTP step is recorded, the recovery code marked used (both by conditional updates).
 */
export async function spendSecondFactor(
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

/** The columns of the user that checking a code needs (and the username, for the audit and the counters). */
export const SECOND_FACTOR_SELECT = {
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
  // does not clear this key, so guessing codes with a known password stops after TWO_FACTOR_FAILURE_LIMIT (default 5) in 15 minutes.
  const key = secondFactorKey(row.id);
  const limit = env().TWO_FACTOR_FAILURE_LIMIT;
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
