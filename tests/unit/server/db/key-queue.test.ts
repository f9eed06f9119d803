// In-process turns by key: same-key callers run one at a time, in arrival order; other keys do not wait.
import { inTurn, queuedKeys } from "@/lib/server/db/key-queue";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("inTurn", () => {
  it("runs callers of the same key one at a time, in the order they asked", async () => {
    const order: string[] = [];
    const first = gate();
    const a = inTurn(["booking-date:2030-01-01"], async () => {
      order.push("a starts");
      await first.opened;
      order.push("a ends");
    });
    const b = inTurn(["booking-date:2030-01-01"], async () => {
      order.push("b runs");
    });
    await tick();
    expect(order).toEqual(["a starts"]);
    first.open();
    await Promise.all([a, b]);
    expect(order).toEqual(["a starts", "a ends", "b runs"]);
    expect(queuedKeys()).toBe(0);
  });

  it("does not hold up another key", async () => {
    const held = gate();
    const a = inTurn(["booking-date:2030-02-01"], () => held.opened);
    await expect(inTurn(["booking-date:2030-03-01"], async () => "other date")).resolves.toBe("other date");
    held.open();
    await a;
  });

  it("hands the turn on when the holder throws", async () => {
    await expect(
      inTurn(["k"], async () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    await expect(inTurn(["k"], async () => "next")).resolves.toBe("next");
    expect(queuedKeys()).toBe(0);
  });

  it("takes several keys in sorted order, so overlapping callers never wait on each other forever", async () => {
    const results = await Promise.all([
      inTurn(["d2", "d1"], async () => "one"),
      inTurn(["d1", "d2"], async () => "two"),
      inTurn(["d3", "d2"], async () => "three"),
    ]);
    expect(results).toEqual(["one", "two", "three"]);
    expect(queuedKeys()).toBe(0);
  });
});
