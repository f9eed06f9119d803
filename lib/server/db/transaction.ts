import { errorFields, log } from "@/lib/server/log";
import { db, type Prisma } from "./client";
import { inTurn } from "./key-queue";
import { DEFAULT_RETRY_POLICY, withTransactionRetries } from "./retry";
import { inTransaction } from "./transaction-scope";

export interface TransactionOptions {
  /** how long to wait for a connection (default TRANSACTION_DEFAULTS in ./client: 10 s) */
  maxWait?: number;
  /** how long the transaction may run before it is rolled back (default 15 s) */
  timeout?: number;
  isolationLevel?: Prisma.TransactionIsolationLevel;
  /**
   * In-process turns taken before a connection is (e.g. the booking-date keys of the advisory
   * locks the body takes first): same-key writers wait here, one at a time, instead of each holding
   * a pooled connection while they wait on the lock, which starves the pool under load. The
   * database lock in the body stays the truth across server instances.
   */
  queue?: readonly string[];
}

/**
 * An interactive transaction that is run again, after a jittered back-off, when it could not start
 * in time, was cut off by its timeout, or lost a serialization conflict or deadlock (retry.ts): the
 * database rolled it back, so its body, which only talks to the database, starts from scratch.
 * A body must therefore not change anything outside the transaction before it commits.
 */
export function runTransaction<T>(
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const { queue = [], ...transactionOptions } = options;
  // A transaction opened from inside another's body must not wait for a turn its caller may hold.
  const keys = inTransaction() ? [] : queue;
  return withTransactionRetries(
    () => inTurn(keys, () => db.$transaction(fn, transactionOptions)),
    DEFAULT_RETRY_POLICY,
    {
      onRetry: ({ attempt, delayMs, error }) =>
        log("warn", "transaction_retried", { attempt, delayMs, ...errorFields(error) }),
    },
  );
}
