import "server-only";
import { db } from "@/lib/server/db";
import { env, type RateLimitOverride } from "@/lib/server/env";

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
