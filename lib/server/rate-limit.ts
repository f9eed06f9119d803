import "server-only";
import { db } from "@/lib/server/db";
import { env, type RateLimitOverride } from "@/lib/server/env";
import { tooManyRequests } from "@/lib/server/errors";

/**
 * Counts attempts per key in the database, so every server instance shares the limit.
 * `check` only reads; `record` adds an attempt; `consume` does both (a hit counts even when refused).
 */
export const rateLimit = {
  async count(key: string, windowMs: number): Promise<number> {
    return db.rateLimitHit.count({ where: { key, createdAt: { gt: new Date(Date.now() - windowMs) } } });
  },
  async record(key: string): Promise<void> {
    await db.rateLimitHit.create({ data: { key } });
  },
  async clear(key: string): Promise<void> {
    await db.rateLimitHit.deleteMany({ where: { key } });
  },
  /** Records an attempt and tells whether it is within `limit` attempts per window. */
  async consume(key: string, limit: number, windowMs: number): Promise<boolean> {
    await this.record(key);
    return (await this.count(key, windowMs)) <= limit;
  },
};

/** Overridable in load tests, never above the defaults in production code paths. */
export function limitFromEnv(name: RateLimitOverride, fallback: number): number {
  return env()[name] ?? fallback;
}

/**
 * A per-client-address limit a route declares (lib/server/route.ts `rateLimit`): every request
 * counts under `${key}:${address}`, and past `limit` in `windowMs` it is refused with 429 and `message`.
 */
export interface RateLimitRule {
  key: string;
  /** A function when the limit is read from the environment at request time (limitFromEnv). */
  limit: number | (() => number);
  windowMs: number;
  message?: string;
}

/** Counts this attempt of `address` under the rule; throws 429 when it is over the limit. */
export async function enforceRateLimit(rule: RateLimitRule, address: string): Promise<void> {
  const limit = typeof rule.limit === "function" ? rule.limit() : rule.limit;
  const allowed = await rateLimit.consume(`${rule.key}:${address}`, limit, rule.windowMs);
  if (!allowed) throw tooManyRequests(rule.message);
}
