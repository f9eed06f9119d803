/** @jest-environment node */
import { isPrivateAddress, privateFeedsAllowed } from "@/lib/server/calendars/address-check";
import { parseEnv } from "@/lib/server/env";

describe("the calendar feeds' address check", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.5",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "[::1]",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "64:ff9b::a00:1",
    "2002:a00:1::",
    "not-an-address",
  ])("refuses %s", (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each(["8.8.8.8", "172.32.0.1", "192.169.0.1", "100.128.0.1", "2a00:1450:4009:81f::200e", "::ffff:8.8.8.8"])(
    "allows %s",
    (ip) => {
      expect(isPrivateAddress(ip)).toBe(false);
    },
  );

  it("lets private addresses through outside production, and in production only with CALENDAR_FEEDS_ALLOW_PRIVATE=1", () => {
    const production = {
      NODE_ENV: "production",
      NEXTAUTH_SECRET: "x".repeat(40),
      MAGICIAN_USERNAME: "magician",
      MAGICIAN_PASSWORD: "a long password 123",
      MAGICIAN_EMAIL: "magic@example.com",
      SITE_URL: "https://example.com",
    };
    expect(privateFeedsAllowed(parseEnv({ NODE_ENV: "development" }))).toBe(true);
    expect(privateFeedsAllowed(parseEnv({ NODE_ENV: "test" }))).toBe(true);
    expect(privateFeedsAllowed(parseEnv(production))).toBe(false);
    expect(privateFeedsAllowed(parseEnv({ ...production, CALENDAR_FEEDS_ALLOW_PRIVATE: "1" }))).toBe(true);
  });
});
