import {
  DEFAULT_SIGN_IN_LIMITS,
  exceededScopes,
  isAcceptableCredential,
  newlyLockedScopes,
  scopesFor,
} from "@/lib/domain/sign-in-limits";

describe("sign-in limits", () => {
  it("counts a browser with a valid device cookie on its own, any other attempt per (username, address), address and username", () => {
    expect(scopesFor(true)).toEqual(["device"]);
    expect(scopesFor(false)).toEqual(["username-address", "address", "username"]);
  });

  it("defaults: 5 per device and per (username, address), 10 per address, 20 per username without a device cookie", () => {
    expect(DEFAULT_SIGN_IN_LIMITS).toEqual({ device: 5, "username-address": 5, address: 10, username: 20 });
  });

  it("refuses the attempt after the limit (the counts include the attempt itself)", () => {
    const limits = DEFAULT_SIGN_IN_LIMITS;
    expect(exceededScopes({ "username-address": 5, address: 5, username: 5 }, limits)).toEqual([]);
    expect(exceededScopes({ "username-address": 6, address: 6, username: 6 }, limits)).toEqual(["username-address"]);
    expect(exceededScopes({ "username-address": 1, address: 11, username: 21 }, limits)).toEqual([
      "address",
      "username",
    ]);
    expect(exceededScopes({ device: 6 }, limits)).toEqual(["device"]);
    // A device's count is all that matters for it: strangers' counts are not even read.
    expect(exceededScopes({ device: 1 }, limits)).toEqual([]);
  });

  it("a lock starts once: only the first refused attempt of a window is new", () => {
    const limits = DEFAULT_SIGN_IN_LIMITS;
    expect(newlyLockedScopes({ "username-address": 6, address: 6, username: 6 }, limits)).toEqual(["username-address"]);
    expect(newlyLockedScopes({ "username-address": 7, address: 11, username: 7 }, limits)).toEqual(["address"]);
    expect(newlyLockedScopes({ "username-address": 8, address: 12, username: 30 }, limits)).toEqual([]);
  });

  it("refuses control characters, broken UTF-16 and over-long input as credentials", () => {
    expect(isAcceptableCredential("magician", 100)).toBe(true);
    expect(isAcceptableCredential("pässwörd with spaces & ünïcode ✨", 100)).toBe(true);
    expect(isAcceptableCredential("", 100)).toBe(true); // empty: refused later, after the same bcrypt comparison
    for (const bad of [
      "magi\u0000cian",
      "\u0000",
      "tab\there",
      "line\nbreak",
      "esc\u001b",
      "del\u007f",
      "c1\u0085",
      "lone\ud800surrogate",
    ]) {
      expect(isAcceptableCredential(bad, 100)).toBe(false);
    }
    expect(isAcceptableCredential("x".repeat(101), 100)).toBe(false);
  });
});
