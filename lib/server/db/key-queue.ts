/**
 * In-process turns by key: whoever asks for a key waits until everyone who asked before has
 * released it. Several keys are taken in sorted order, so two callers never wait on each other.
 */

type Tails = Map<string, Promise<void>>;

// One map per process, kept across module reloads (development) and duplicated bundles.
const globalForQueue = globalThis as unknown as { summonKeyQueue?: Tails };
const tails: Tails = (globalForQueue.summonKeyQueue ??= new Map());

async function takeTurn(key: string): Promise<() => void> {
  const before = tails.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = before.then(() => mine);
  tails.set(key, tail);
  await before;
  return () => {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  };
}

/** Runs `fn` once it is this caller's turn for every key (no keys: at once). */
export async function inTurn<T>(keys: readonly string[], fn: () => Promise<T>): Promise<T> {
  const releases: (() => void)[] = [];
  try {
    for (const key of [...new Set(keys)].sort()) releases.push(await takeTurn(key));
    return await fn();
  } finally {
    for (const release of releases.reverse()) release();
  }
}

/** How many keys someone holds or waits for (tests). */
export function queuedKeys(): number {
  return tails.size;
}
