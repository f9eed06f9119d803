import "server-only";
import { db } from "@/lib/server/db";
import { rateLimit, limitFromEnv } from "@/lib/server/rate-limit";
import { verifyPassword } from "./password";

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_SIGN_INS = 5;
export const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";
export const TOO_MANY_SIGN_INS = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

// Compared against when the username is unknown, so both failures take the same time.
const DUMMY_HASH = "$2b$12$fCBnzmRySOl1xPZlnPfRleO4L7tW5IsSQJKLJoHEs3M/HlKXSVO4u";

function clientAddressOf(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip") || "unknown";
}

/**
 * Checks a username and password. Failures are counted per username and per client
 * address in the database (shared by every instance); after 5 in 15 minutes both are refused.
 * Throws an Error whose message next-auth passes to the login page.
 */
export async function authenticate(username: string, password: string, headers: Headers) {
  const name = username.trim().toLowerCase();
  const userKey = `sign-in:user:${name}`;
  const addressKey = `sign-in:ip:${clientAddressOf(headers)}`;
  const limit = limitFromEnv("SIGN_IN_FAILURE_LIMIT", MAX_FAILED_SIGN_INS);
  const [userFailures, addressFailures] = await Promise.all([
    rateLimit.count(userKey, SIGN_IN_WINDOW_MS),
    rateLimit.count(addressKey, SIGN_IN_WINDOW_MS),
  ]);
  if (userFailures >= limit || addressFailures >= limit) throw new Error(TOO_MANY_SIGN_INS);

  const user = name && password ? await db.user.findFirst({ where: { username: { equals: name, mode: "insensitive" } } }) : null;
  const valid = await verifyPassword(password, user?.password ?? DUMMY_HASH);
  if (!user || !valid) {
    await Promise.all([rateLimit.record(userKey), rateLimit.record(addressKey)]);
    throw new Error(INVALID_CREDENTIALS);
  }
  await rateLimit.clear(userKey);
  return user;
}
