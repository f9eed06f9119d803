import "server-only";
import {
  DEFAULT_SIGN_IN_LIMITS,
  SIGN_IN_WINDOW_MINUTES,
  exceededScopes,
  isAcceptableCredential,
  newlyLockedScopes,
  scopesFor,
  type SignInLimits,
  type SignInScope,
} from "@/lib/domain/sign-in-limits";
import { audit } from "@/lib/server/audit";
import { clientAddressOf as resolveClientAddress } from "@/lib/server/client-address";
import { db } from "@/lib/server/db";
import { log } from "@/lib/server/log";
import { limitFromEnv } from "@/lib/server/rate-limit";
import { deviceCookieFor, normaliseUsername } from "@/lib/server/auth/device-cookie";
import { dummyPasswordHash, verifyPassword } from "@/lib/server/auth/password";

export const SIGN_IN_WINDOW_MS = SIGN_IN_WINDOW_MINUTES * 60 * 1000;
export const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";
export const TOO_MANY_SIGN_INS = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

/**
 * A refusal whose message is meant for the person signing in (the login page shows it). authorize
 * passes these on and turns any other error into INVALID_CREDENTIALS, so an internal failure never
 * reaches the redirect URL.
 */
export class SignInError extends Error {
  override name = "SignInError";
}

/** Longer than any username or password that can be set (both are capped well below). */
const MAX_USERNAME_LENGTH = 100;
const MAX_PASSWORD_LENGTH = 1024;

/** The client's address for the per-address limit: decided in one place, lib/server/client-address.ts. */
export function clientAddressOf(headers: Headers): string {
  return resolveClientAddress(headers);
}

/** Failures allowed per scope in 15 minutes; each is overridable (never above the default in production) for load tests. */
export function signInLimits(): SignInLimits {
  const perAttempter = limitFromEnv("SIGN_IN_FAILURE_LIMIT", DEFAULT_SIGN_IN_LIMITS["username-address"]);
  return {
    device: perAttempter,
    "username-address": perAttempter,
    address: limitFromEnv("SIGN_IN_ADDRESS_FAILURE_LIMIT", DEFAULT_SIGN_IN_LIMITS.address),
    username: limitFromEnv("SIGN_IN_USERNAME_FAILURE_LIMIT", DEFAULT_SIGN_IN_LIMITS.username),
  };
}

/** The rate_limit_hits key of each counter. The username is URI-encoded so it can hold no ':'. */
export const signInKeys = (username: string, address: string, deviceNonce?: string): Record<SignInScope, string> => {
  const name = normaliseUsername(username);
  return {
    device: `sign-in:device:${deviceNonce ?? "-"}`,
    "username-address": `sign-in:user-ip:${encodeURIComponent(name)}:${address}`,
    address: `sign-in:ip:${address}`,
    username: `sign-in:user:${name}`,
  };
};

/**
 * Checks a username (case-insensitive) and password, counting failures so that guessing is slowed
 * down but a stranger cannot lock the owner out (lib/domain/sign-in-limits.ts):
 *
 * - with a valid device cookie for the username (lib/server/auth/device-cookie.ts), the attempt
 *   counts for that browser only;
 * - without one, it counts per (username, address), per address and per username.
 *
 * Every attempt is recorded in the database (shared by every server instance) before the counts
 * are read, so parallel attempts cannot all slip under a limit; a successful sign-in removes its
 * own records and the failures of its (username, address) or device. An attempt over a limit is
 * refused without checking the password. The start of every lock and every success that follows
 * failures go to the audit log. Control characters or over-long input are invalid credentials
 * before any query. Throws a SignInError whose message next-auth passes to the login page.
 */
export async function authenticate(username: string, password: string, headers: Headers) {
  if (
    !isAcceptableCredential(username, MAX_USERNAME_LENGTH) ||
    !isAcceptableCredential(password, MAX_PASSWORD_LENGTH)
  ) {
    throw new SignInError(INVALID_CREDENTIALS);
  }
  const name = normaliseUsername(username);
  const address = clientAddressOf(headers);
  const device = name ? deviceCookieFor(headers, name) : null;
  const keys = signInKeys(name, address, device?.nonce);
  const limits = signInLimits();
  const scopes = scopesFor(device !== null);
  const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);
  const countOf = (scope: SignInScope) =>
    db.rateLimitHit.count({ where: { key: keys[scope], createdAt: { gt: since } } });

  // Record first, then count: parallel attempts cannot all slip under the limit.
  const hits = await db.$transaction(
    scopes.map((scope) => db.rateLimitHit.create({ data: { key: keys[scope] }, select: { id: true } })),
  );
  const counts: Partial<Record<SignInScope, number>> = Object.fromEntries(
    await Promise.all(scopes.map(async (scope) => [scope, await countOf(scope)] as const)),
  );
  const exceeded = exceededScopes(counts, limits);
  if (exceeded.length > 0) {
    for (const scope of newlyLockedScopes(counts, limits)) {
      await audit(db, null, {
        action: "sign-in.lock",
        entity: "sign-in",
        entityId: scope === "address" ? address : name,
        after: {
          scope,
          username: scope === "address" ? null : name,
          address,
          failures: limits[scope],
          windowMinutes: SIGN_IN_WINDOW_MINUTES,
        },
      });
    }
    log("warn", "sign_in_locked_out", { scopes: exceeded, deviceCookie: device !== null });
    throw new SignInError(TOO_MANY_SIGN_INS);
  }

  const user =
    name && password
      ? await db.user.findFirst({ where: { username: { equals: name, mode: "insensitive" } }, orderBy: { id: "asc" } })
      : null;
  // Always one bcrypt comparison, whether or not the user exists.
  const valid = await verifyPassword(password, user?.password ?? (await dummyPasswordHash()));
  if (!user || !valid) throw new SignInError(INVALID_CREDENTIALS);

  // Failures before this success (the counts include this attempt's own record).
  const here = device ? "device" : "username-address";
  const failedHere = (counts[here] ?? 1) - 1;
  const failedForUsername = device ? await countOf("username") : (counts.username ?? 1) - 1;
  await db.rateLimitHit.deleteMany({ where: { OR: [{ key: keys[here] }, { id: { in: hits.map((hit) => hit.id) } }] } });
  if (failedHere > 0 || failedForUsername > 0) {
    // The owner (or the magician) can see that someone was guessing, and from where they signed in.
    await audit(
      db,
      { id: user.id, username: user.username },
      {
        action: "sign-in.success-after-failures",
        entity: "user",
        entityId: user.id,
        after: {
          address,
          deviceCookie: device !== null,
          failedHere,
          failedForUsername,
          windowMinutes: SIGN_IN_WINDOW_MINUTES,
        },
      },
    );
  }
  return user;
}
