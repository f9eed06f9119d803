import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Knows whether the current async call chain runs inside an interactive database transaction.
 * A transaction holds a pooled connection and often a date lock: a payment-gateway call, an
 * SMTP send or an upload made inside one would make every other writer of that date (and
 * eventually the whole pool) wait on a remote server. Network code calls
 * assertOutsideTransaction() first, so such a call fails in tests instead of stalling production.
 */
const scope = new AsyncLocalStorage<{ depth: number }>();

export class NetworkInTransactionError extends Error {
  constructor(what: string) {
    super(`${what} must not run inside a database transaction: commit first, then call out.`);
    this.name = "NetworkInTransactionError";
  }
}

export function inTransaction(): boolean {
  return (scope.getStore()?.depth ?? 0) > 0;
}

export function assertOutsideTransaction(what: string): void {
  if (inTransaction()) throw new NetworkInTransactionError(what);
}

/** Runs `fn` marked as inside a transaction (used by the client's $transaction wrapper). */
export function runInTransactionScope<T>(fn: () => Promise<T>): Promise<T> {
  const depth = (scope.getStore()?.depth ?? 0) + 1;
  return scope.run({ depth }, fn);
}

/**
 * Wraps a Prisma client's interactive $transaction so its callback runs inside the scope.
 * The array form runs no code of ours in between, so it is left alone.
 */
export function trackTransactions<C extends { $transaction: (...args: never[]) => unknown }>(client: C): C {
  const original = client.$transaction.bind(client) as (arg: unknown, options?: unknown) => Promise<unknown>;
  const wrapped = (arg: unknown, options?: unknown) => {
    if (typeof arg !== "function") return original(arg, options);
    const callback = arg as (tx: unknown) => Promise<unknown>;
    return original((tx: unknown) => runInTransactionScope(() => callback(tx)), options);
  };
  Object.defineProperty(client, "$transaction", { value: wrapped, configurable: true, writable: true });
  return client;
}
