/**
 * When a transaction may be run again from the start. Each answer below means the database rolled
 * the whole transaction back, so a body that only talks to the database (the rule: no network call
 * inside a transaction) can simply run again; any other error is the body's own answer and passes through.
 *
 * - Prisma's P2028 "Unable to start a transaction in the given time": no connection within maxWait
 *   (the body never ran).
 * - Prisma's P2028 "… cannot be executed on an expired transaction": cut off after its timeout and
 *   rolled back (a commit on an expired transaction is refused, never half-made).
 * - Postgres 40001 (serialization failure, Prisma's P2034), 40P01 (deadlock: Postgres chose this
 *   transaction to roll back) and 55P03 (a lock not available within lock_timeout).
 */

const RETRYABLE_SQLSTATES = new Set(["40001", "40P01", "55P03"]);
const RETRYABLE_TRANSACTION_MESSAGES = [/Unable to start a transaction in the given time/i, /expired transaction/i];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  meta?: { driverAdapterError?: unknown; code?: unknown } | null;
  cause?: unknown;
}

function isObject(value: unknown): value is ErrorLike {
  return typeof value === "object" && value !== null;
}

/** The Postgres SQLSTATE an error carries, however the driver adapter or Prisma wrapped it. */
function sqlStateOf(error: ErrorLike, depth = 0): string | undefined {
  if (depth > 4) return undefined;
  const cause = isObject(error.cause) ? error.cause : undefined;
  const candidates = [
    (cause as { originalCode?: unknown } | undefined)?.originalCode,
    cause?.code,
    error.meta?.code,
    error.code,
  ];
  const found = candidates.find((c): c is string => typeof c === "string" && RETRYABLE_SQLSTATES.has(c));
  if (found) return found;
  // The driver adapter names a serialization failure instead of giving its code.
  if ((cause as { kind?: unknown } | undefined)?.kind === "TransactionWriteConflict") return "40001";
  // A raw query's failure is reported as P2010 with the SQLSTATE in its message.
  const quoted = typeof error.message === "string" ? /Code: `(\w{5})`/.exec(error.message)?.[1] : undefined;
  if (quoted && RETRYABLE_SQLSTATES.has(quoted)) return quoted;
  const inner = error.meta?.driverAdapterError ?? error.cause;
  return isObject(inner) ? sqlStateOf(inner, depth + 1) : undefined;
}

/** Whether `error` means the transaction was rolled back for time or contention and may run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  if (!isObject(error)) return false;
  if (error.code === "P2034") return true;
  if (error.code === "P2028" && typeof error.message === "string")
    return RETRYABLE_TRANSACTION_MESSAGES.some((pattern) => pattern.test(error.message as string));
  return sqlStateOf(error) !== undefined;
}

export interface RetryPolicy {
  /** attempts in all, the first included */
  attempts: number;
  /** the first back-off's ceiling; each next one doubles, up to maxDelayMs */
  baseDelayMs: number;
  maxDelayMs: number;
  /** no new attempt starts once this much time has passed since the first */
  budgetMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 5, baseDelayMs: 100, maxDelayMs: 2_000, budgetMs: 45_000 };

/** The wait before attempt `attempt + 1` (attempt counts from 1): "full jitter", random in [0, ceiling). */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

export interface RetryHooks {
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** told of each retry (for the log) */
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds, throws an error that is not retryable, or the policy's
 * attempts or time budget are spent (the last error is thrown then).
 */
export async function withTransactionRetries<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  hooks: RetryHooks = {},
): Promise<T> {
  const now = hooks.now ?? Date.now;
  const sleep = hooks.sleep ?? sleepFor;
  const started = now();
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryableTransactionError(error) || n >= policy.attempts) throw error;
      const delayMs = backoffDelay(n, policy, hooks.random);
      if (now() - started + delayMs >= policy.budgetMs) throw error;
      hooks.onRetry?.({ attempt: n, delayMs, error });
      await sleep(delayMs);
    }
  }
}
