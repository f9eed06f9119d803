/**
 * @jest-environment node
 */
// Which transaction failures are run again, how long it waits between attempts, and when it gives up.
import {
  DEFAULT_RETRY_POLICY,
  backoffDelay,
  isRetryableTransactionError,
  withTransactionRetries,
  type RetryPolicy,
} from "@/lib/server/db/retry";
import { Prisma } from "@/prisma/generated/client";

const known = (message: string, code: string, meta?: Record<string, unknown>) =>
  new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: "6.19.3", meta });

const COULD_NOT_START = known("Transaction API error: Unable to start a transaction in the given time.", "P2028");
const EXPIRED = known(
  "Transaction API error: A query cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms, however 5012 ms passed since the start of the transaction. Consider increasing the interactive transaction timeout or doing less work in the transaction.",
  "P2028",
);
const COMMIT_EXPIRED = known(
  "Transaction API error: Transaction already closed: A commit cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms, however 5100 ms passed since the start of the transaction.",
  "P2028",
);
const WRITE_CONFLICT = known(
  "Transaction failed due to a write conflict or a deadlock. Please retry your transaction",
  "P2034",
);
/** How the driver adapter reports a Postgres error Prisma has no code for (a deadlock). */
const adapterError = (code: string) =>
  Object.assign(new Error("deadlock detected"), {
    name: "DriverAdapterError",
    cause: { kind: "postgres", code, message: "deadlock detected" },
  });

describe("isRetryableTransactionError", () => {
  it.each([
    ["could not start within maxWait", COULD_NOT_START],
    ["a query on an expired transaction", EXPIRED],
    ["a commit on an expired transaction", COMMIT_EXPIRED],
    ["a write conflict (P2034)", WRITE_CONFLICT],
    ["a deadlock from the driver adapter (40P01)", adapterError("40P01")],
    ["a serialization failure from the driver adapter (40001)", adapterError("40001")],
    ["a lock timeout from the driver adapter (55P03)", adapterError("55P03")],
    [
      "a raw query's deadlock (P2010)",
      known("Raw query failed. Code: `40P01`. Message: `deadlock detected`", "P2010", {
        driverAdapterError: adapterError("40P01"),
      }),
    ],
    [
      "a serialization failure the adapter names",
      Object.assign(new Error("conflict"), { cause: { kind: "TransactionWriteConflict" } }),
    ],
  ])("retries %s", (_label, error) => {
    expect(isRetryableTransactionError(error)).toBe(true);
  });

  it.each([
    ["a unique violation", known("Unique constraint failed on the fields: (`id`)", "P2002")],
    ["a record not found", known("No record was found for a query.", "P2025")],
    [
      "a commit on a committed transaction",
      known(
        "Transaction API error: Transaction already closed: A commit cannot be executed on a committed transaction.",
        "P2028",
      ),
    ],
    ["another Postgres error", adapterError("23514")],
    ["an application error", Object.assign(new Error("Time unavailable"), { status: 409 })],
    ["a string", "boom"],
    ["nothing", undefined],
  ])("passes %s through", (_label, error) => {
    expect(isRetryableTransactionError(error)).toBe(false);
  });
});

describe("backoffDelay", () => {
  const policy: RetryPolicy = { attempts: 10, baseDelayMs: 100, maxDelayMs: 1_000, budgetMs: 60_000 };

  it("doubles its ceiling each attempt, up to the maximum, and is jittered below it", () => {
    const ceilings = [1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, policy, () => 0.999999));
    expect(ceilings).toEqual([99, 199, 399, 799, 999, 999]);
    expect(backoffDelay(3, policy, () => 0)).toBe(0);
    expect(backoffDelay(3, policy, () => 0.5)).toBe(200);
  });
});

describe("withTransactionRetries", () => {
  const policy: RetryPolicy = { attempts: 4, baseDelayMs: 100, maxDelayMs: 1_000, budgetMs: 10_000 };

  /** A clock that moves only when the retry sleeps. */
  function fakeTime() {
    let now = 0;
    const sleeps: number[] = [];
    return {
      sleeps,
      hooks: {
        now: () => now,
        sleep: async (ms: number) => {
          sleeps.push(ms);
          now += ms;
        },
        random: () => 0.5,
      },
      advance: (ms: number) => (now += ms),
    };
  }

  it("runs the body again after a retryable failure and answers its result", async () => {
    const time = fakeTime();
    const attempt = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(COULD_NOT_START)
      .mockRejectedValueOnce(EXPIRED)
      .mockResolvedValueOnce("committed");
    const onRetry = jest.fn();
    await expect(withTransactionRetries(attempt, policy, { ...time.hooks, onRetry })).resolves.toBe("committed");
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(time.sleeps).toEqual([50, 100]);
    expect(onRetry.mock.calls.map(([info]) => info.attempt)).toEqual([1, 2]);
  });

  it("passes a non-retryable error through at once", async () => {
    const time = fakeTime();
    const refused = Object.assign(new Error("Time unavailable"), { status: 409 });
    const attempt = jest.fn<Promise<string>, []>().mockRejectedValue(refused);
    await expect(withTransactionRetries(attempt, policy, time.hooks)).rejects.toBe(refused);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(time.sleeps).toEqual([]);
  });

  it("gives up after its attempts with the last error", async () => {
    const time = fakeTime();
    const attempt = jest.fn<Promise<string>, []>().mockRejectedValue(WRITE_CONFLICT);
    await expect(withTransactionRetries(attempt, policy, time.hooks)).rejects.toBe(WRITE_CONFLICT);
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(time.sleeps).toEqual([50, 100, 200]);
  });

  it("starts no attempt past its time budget", async () => {
    const time = fakeTime();
    // each attempt waits 6 s for a connection before failing: a third would start after 10 s
    const attempt = jest.fn<Promise<string>, []>().mockImplementation(async () => {
      time.advance(6_000);
      throw COULD_NOT_START;
    });
    await expect(withTransactionRetries(attempt, policy, time.hooks)).rejects.toBe(COULD_NOT_START);
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it("the default policy retries a few times within a bounded total", () => {
    expect(DEFAULT_RETRY_POLICY.attempts).toBeGreaterThan(1);
    const worstWaits = Array.from({ length: DEFAULT_RETRY_POLICY.attempts - 1 }, (_, i) =>
      backoffDelay(i + 1, DEFAULT_RETRY_POLICY, () => 0.999999),
    ).reduce((a, b) => a + b, 0);
    expect(worstWaits).toBeLessThan(DEFAULT_RETRY_POLICY.budgetMs);
    expect(DEFAULT_RETRY_POLICY.budgetMs).toBeLessThanOrEqual(60_000);
  });
});
