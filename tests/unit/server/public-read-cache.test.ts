/**
 * @jest-environment node
 */
// The public reads kept in-process for a few seconds (lib/server/public-read-cache.ts).
import {
  PUBLIC_READ_TTL_MS,
  forgetPublicReads,
  keptPublicRead,
  publicReadResponse,
} from "@/lib/server/public-read-cache";

let clock = 1_000_000;
const now = () => clock;

function reader(values: unknown[]): jest.Mock<Promise<unknown>, []> {
  let calls = 0;
  return jest.fn(async () => values[Math.min(calls++, values.length - 1)]);
}

beforeEach(() => {
  forgetPublicReads();
  clock += 10 * 60_000;
});

describe("keptPublicRead", () => {
  it("reads once per lifetime and key, and again once the lifetime has passed", async () => {
    const read = reader([{ n: 1 }, { n: 2 }]);
    expect(await keptPublicRead("bookings", "a", read, now, true)).toBe('{"n":1}');
    clock += PUBLIC_READ_TTL_MS.bookings - 1;
    expect(await keptPublicRead("bookings", "a", read, now, true)).toBe('{"n":1}');
    expect(read).toHaveBeenCalledTimes(1);
    clock += 1;
    expect(await keptPublicRead("bookings", "a", read, now, true)).toBe('{"n":2}');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("keeps each key, and each kind, apart", async () => {
    const read = reader([1, 2, 3]);
    expect(await keptPublicRead("bookings", "a", read, now, true)).toBe("1");
    expect(await keptPublicRead("bookings", "b", read, now, true)).toBe("2");
    expect(await keptPublicRead("services", "a", read, now, true)).toBe("3");
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("shares one read between callers waiting at the same time", async () => {
    const read = reader(["x"]);
    const answers = await Promise.all([1, 2, 3].map(() => keptPublicRead("services", "s", read, now, true)));
    expect(answers).toEqual(['"x"', '"x"', '"x"']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("reads again after any write (forgetPublicReads), and does not keep a read a write overtook", async () => {
    const read = reader([1, 2, 3, 4]);
    await keptPublicRead("services", "s", read, now, true);
    forgetPublicReads();
    expect(await keptPublicRead("services", "s", read, now, true)).toBe("2");

    let finish!: (value: unknown) => void;
    const slow = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    clock += PUBLIC_READ_TTL_MS.services;
    const pending = keptPublicRead("services", "s", slow, now, true);
    forgetPublicReads(); // the write lands while the read is on its way
    finish("before the write");
    expect(await pending).toBe('"before the write"');
    expect(await keptPublicRead("services", "s", read, now, true)).toBe("3");
  });

  it("does not keep a failed read", async () => {
    const failing = jest.fn(async () => {
      throw new Error("database gone");
    });
    await expect(keptPublicRead("bookings", "f", failing, now, true)).rejects.toThrow("database gone");
    const read = reader(["back"]);
    expect(await keptPublicRead("bookings", "f", read, now, true)).toBe('"back"');
  });

  it("keeps nothing under jest by default (integration tests write between two reads)", async () => {
    const read = reader([1, 2]);
    expect(await keptPublicRead("services", "t", read)).toBe("1");
    expect(await keptPublicRead("services", "t", read)).toBe("2");
  });
});

describe("publicReadResponse", () => {
  it("answers 200 with the JSON text", async () => {
    const response = await publicReadResponse("reviews", "r", async () => ({ count: 0 }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ count: 0 });
  });
});
