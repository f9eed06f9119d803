import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// Both sides go through an HMAC under a key made fresh for each process, so the bytes compared are
// always 32 long whatever the inputs (timingSafeEqual throws on unequal lengths, and an early
// length check would tell an attacker the secret's length) and are unknown to anyone outside.
const KEY = randomBytes(32);

function digest(value: string): Buffer {
  return createHmac("sha256", KEY).update(value, "utf8").digest();
}

/** Whether two strings are equal, in time that depends on neither their contents nor their lengths. */
export function constantTimeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}
