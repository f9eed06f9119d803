/**
 * Which failed sign-ins hold back which attempts (OWASP "Slow down online guessing attacks with
 * device cookies"). The point is that a stranger cannot lock the owner out:
 *
 * - A browser presenting a valid device cookie for the username (set by an earlier successful
 *   sign-in of that username in that browser) is counted on its own: only its own failures can
 *   hold it back. Failures elsewhere — at its address, or against its username — never do.
 * - Any other attempt is counted per (username, address), per address (one address spraying
 *   passwords across usernames) and per username (one username guessed from many addresses, with a
 *   generous limit so that only a distributed attack reaches it, and then only cookie-less
 *   attempts are held back: the owner's browser still signs in).
 */

export const SIGN_IN_WINDOW_MINUTES = 15;

/** One counter of failed attempts within the window. */
export type SignInScope = "device" | "username-address" | "address" | "username";

/** Failures allowed per scope within the window; the next attempt is refused. */
export type SignInLimits = Record<SignInScope, number>;

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  // The owner's own browser: as strict as a single address, it only counts its own typing.
  device: 5,
  // One person (or attacker) trying one account from one place.
  "username-address": 5,
  // Several accounts tried from one place: a little room for a shared office or bar network.
  address: 10,
  // One account tried from many places without its device cookie: generous, since it can hold
  // back the owner on a new browser (never the owner's usual browser, which has the cookie).
  username: 20,
};

/** The counters an attempt is recorded in and checked against. */
export function scopesFor(hasValidDeviceCookie: boolean): SignInScope[] {
  return hasValidDeviceCookie ? ["device"] : ["username-address", "address", "username"];
}

/**
 * The scopes whose limit this attempt exceeds. `counts` include the attempt itself (it is recorded
 * before counting, so parallel attempts cannot all slip under a limit).
 */
export function exceededScopes(counts: Partial<Record<SignInScope, number>>, limits: SignInLimits): SignInScope[] {
  return (Object.keys(counts) as SignInScope[]).filter((scope) => (counts[scope] ?? 0) > limits[scope]);
}

/**
 * The scopes this attempt is the first to be refused by: the lock starts now. Later refusals in the
 * same window are the same lock (an attacker hammering a locked account would otherwise flood the
 * audit log with one row per request).
 */
export function newlyLockedScopes(counts: Partial<Record<SignInScope, number>>, limits: SignInLimits): SignInScope[] {
  return (Object.keys(counts) as SignInScope[]).filter((scope) => counts[scope] === limits[scope] + 1);
}

/**
 * Control characters (NUL, C0, DEL, C1) are never part of a username or a password that can be set
 * here, and the database refuses NUL in text: such input is invalid credentials before any query.
 * Over-long values are refused too (bcrypt reads only the first 72 bytes of a password anyway).
 */
export function isAcceptableCredential(value: string, maxLength: number): boolean {
  return value.length <= maxLength && !/\p{Cc}/u.test(value) && value.isWellFormed();
}
