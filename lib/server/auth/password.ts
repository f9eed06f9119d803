import "server-only";
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { env } from "@/lib/server/env";

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, env().PASSWORD_HASH_COST);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * A hash of a password nobody knows, at the configured cost: checking a sign-in for an unknown
 * user against it takes as long as checking a real account's, so the answer time does not tell
 * which usernames exist.
 */
export function dummyPasswordHash(): Promise<string> {
  const cost = env().PASSWORD_HASH_COST;
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = bcrypt.hash(randomBytes(18).toString("base64"), cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}
