import "server-only";
import { db, type Prisma } from "@/lib/server/db";
import { AppError } from "@/lib/server/http";
import { limitFromEnv, type RateLimitRule } from "@/lib/server/rate-limit";

export const USERNAME_TAKEN = "Username already taken";
export const USERNAME_TAKEN_DESCRIPTION = "Please choose a different username";

const HOUR_MS = 60 * 60 * 1000;
const TEN_MINUTES_MS = 10 * 60 * 1000;
/** Registration attempts per client address per hour. */
export const REGISTRATION_LIMIT = 10;
/** Username checks per client address per 10 minutes (the page checks as the user types, debounced). */
export const USERNAME_CHECK_LIMIT = 60;

export function usernameTakenError(): AppError {
  return new AppError(
    "conflict",
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

/** The username check's limit per client address (the route counts every check). */
export const USERNAME_CHECK_RATE_LIMIT: RateLimitRule = {
  key: "check-username:ip",
  limit: () => limitFromEnv("USERNAME_CHECK_LIMIT", USERNAME_CHECK_LIMIT),
  windowMs: TEN_MINUTES_MS,
};

/** The registration's limit per client address (the route counts every attempt). */
export const REGISTRATION_RATE_LIMIT: RateLimitRule = {
  key: "register:ip",
  limit: () => limitFromEnv("REGISTRATION_LIMIT", REGISTRATION_LIMIT),
  windowMs: HOUR_MS,
  message: "Too many registration attempts. Please wait an hour and try again.",
};
