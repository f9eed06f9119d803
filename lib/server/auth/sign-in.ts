import "server-only";
import { db } from "@/lib/server/db";
import { log } from "@/lib/server/log";
import { limitFromEnv } from "@/lib/server/rate-limit";
import { verifyPassword } from "./password";

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_SIGN_INS = 5;
export const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";
export const TOO_MANY_SIGN_INS = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

// A bcrypt hash (cost 12, like real ones) compared against when the username is unknown,
// so an unknown user and a wrong password take the same time and get the same answer.
const DUMMY_HASH = "$2b$12$fCBnzmRySOl1xPZlnPfRleO4L7tW5IsSQJKLJoHEs3M/HlKXSVO4u";

export function clientAddressOf(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip") || "unknown";
}

export const signInKeys = (username: string, address: string) => ({
  user: `sign-in:user:${username.trim().toLowerCase()}`,
  address: `sign-in:ip:${address}`,
});

/**
 * Checks a username (case-insensitive) and password. Every attempt is counted per username and
 * per client address in the database (shared by every server instance) before the password is
 * checked; a successful sign-in removes its own attempt and the username's failures. More than
 * 5 attempts that failed within 15 minutes, for the username or the address, are refused.
 * Throws an Error whose message next-auth passes to the login page.
 */
export async function authenticate(username: string, password: string, headers: Headers) {
  const name = username.trim().toLowerCase();
  const keys = signInKeys(name, clientAddressOf(headers));
  const limit = limitFromEnv("SIGN_IN_FAILURE_LIMIT", MAX_FAILED_SIGN_INS);
  const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);

  // Record first, then count: parallel attempts cannot all slip under the limit.
  const hits = await db.$transaction([
    db.rateLimitHit.create({ data: { key: keys.user }, select: { id: true } }),
    db.rateLimitHit.create({ data: { key: keys.address }, select: { id: true } }),
  ]);
  const [userAttempts, addressAttempts] = await Promise.all([
    db.rateLimitHit.count({ where: { key: keys.user, createdAt: { gt: since } } }),
    db.rateLimitHit.count({ where: { key: keys.address, createdAt: { gt: since } } }),
  ]);
  if (userAttempts > limit || addressAttempts > limit) {
    log("warn", "sign_in_locked_out", { byUser: userAttempts > limit, byAddress: addressAttempts > limit });
    throw new Error(TOO_MANY_SIGN_INS);
  }

  const user =
    name && password
      ? await db.user.findFirst({ where: { username: { equals: name, mode: "insensitive" } }, orderBy: { id: "asc" } })
      : null;
  // Always one bcrypt comparison, whether or not the user exists.
  const valid = await verifyPassword(password, user?.password ?? DUMMY_HASH);
  if (!user || !valid) throw new Error(INVALID_CREDENTIALS);

  await db.rateLimitHit.deleteMany({ where: { OR: [{ key: keys.user }, { id: { in: hits.map((hit) => hit.id) } }] } });
  return user;
}
