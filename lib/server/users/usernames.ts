import "server-only";
import { db, type Prisma } from "@/lib/server/db";
import { HttpError, tooManyRequests } from "@/lib/server/http";
import { limitFromEnv, rateLimit } from "@/lib/server/rate-limit";

export const USERNAME_TAKEN = "Username already taken";
export const USERNAME_TAKEN_DESCRIPTION = "Please choose a different username";

const HOUR_MS = 60 * 60 * 1000;
const TEN_MINUTES_MS = 10 * 60 * 1000;
/** Registration attempts per client address per hour. */
export const REGISTRATION_LIMIT = 10;
/** Username checks per client address per 10 minutes (the page checks as the user types, debounced). */
export const USERNAME_CHECK_LIMIT = 60;

export function usernameTakenError(): HttpError {
  return new HttpError(
    409,
    USERNAME_TAKEN,
    { username: USERNAME_TAKEN },
    { description: USERNAME_TAKEN_DESCRIPTION, exists: true },
  );
}

/** Whether a username exists already, ignoring case ("Bob" and "bob" are the same account). */
export async function isUsernameTaken(username: string, client: Prisma.TransactionClient = db): Promise<boolean> {
  const name = username.trim();
  if (!name) return false;
  const found = await client.user.findFirst({
    where: { username: { equals: name, mode: "insensitive" } },
    select: { id: true },
  });
  return found !== null;
}

/** Throws 429 when the address has checked too many usernames lately; counts this check. */
export async function limitUsernameChecks(address: string): Promise<void> {
  const allowed = await rateLimit.consume(
    `check-username:ip:${address}`,
    limitFromEnv("USERNAME_CHECK_LIMIT", USERNAME_CHECK_LIMIT),
    TEN_MINUTES_MS,
  );
  if (!allowed) throw tooManyRequests();
}

/** Throws 429 when the address has tried to register too often lately; counts this attempt. */
export async function limitRegistrations(address: string): Promise<void> {
  const allowed = await rateLimit.consume(
    `register:ip:${address}`,
    limitFromEnv("REGISTRATION_LIMIT", REGISTRATION_LIMIT),
    HOUR_MS,
  );
  if (!allowed) throw tooManyRequests("Too many registration attempts. Please wait an hour and try again.");
}
