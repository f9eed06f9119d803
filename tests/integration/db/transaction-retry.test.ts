// runTransaction against the real database: a transaction Postgres rolls back to break a deadlock
// runs again and commits, and a transaction cut off by its timeout runs again from scratch.
import { runTransaction } from "@/lib/server/db";
import { db } from "../../support/db";

afterAll(() => db.$disconnect());

function barrier(parties: number) {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  return () => {
    arrived += 1;
    if (arrived === parties) release();
    return all;
  };
}

const lock = (tx: { $executeRawUnsafe: (sql: string, ...values: unknown[]) => Promise<number> }, key: string) =>
  tx.$executeRawUnsafe("SELECT pg_advisory_xact_lock(hashtext($1))", key);

describe("runTransaction", () => {
  it("runs a transaction chosen as a deadlock's victim again, so both commit", async () => {
    const meet = barrier(2);
    const attempts = { ab: 0, ba: 0 };
    const both = await Promise.all([
      runTransaction(async (tx) => {
        attempts.ab += 1;
        await lock(tx, "retry-test:a");
        if (attempts.ab === 1) await meet();
        await lock(tx, "retry-test:b");
        return "ab";
      }),
      runTransaction(async (tx) => {
        attempts.ba += 1;
        await lock(tx, "retry-test:b");
        if (attempts.ba === 1) await meet();
        await lock(tx, "retry-test:a");
        return "ba";
      }),
    ]);
    expect(both).toEqual(["ab", "ba"]);
    // Postgres broke the deadlock by rolling one of them back; that one ran once more.
    expect(attempts.ab + attempts.ba).toBe(3);
  });

  it("runs a transaction cut off by its timeout again from scratch", async () => {
    let attempts = 0;
    const id = `retry-test-${Date.now()}`;
    const result = await runTransaction(
      async (tx) => {
        attempts += 1;
        await tx.$executeRaw`INSERT INTO "payment_events" ("id", "type") VALUES (${id}, ${"test"})`;
        if (attempts === 1) await tx.$executeRawUnsafe("SELECT pg_sleep(1.5)");
        return tx.paymentEvent.count({ where: { id } });
      },
      { timeout: 1_000 },
    );
    // The first attempt's insert was rolled back: the second inserted the row once.
    expect(attempts).toBe(2);
    expect(result).toBe(1);
    expect(await db.paymentEvent.count({ where: { id } })).toBe(1);
    await db.paymentEvent.delete({ where: { id } });
  });
});
