/** The value, narrowed; a missing one (undefined or null) fails the test with a message naming `what`. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, got ${String(value)}.`);
  return value;
}
