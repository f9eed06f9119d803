/** @jest-environment node */
import {
  hashRecoveryCode,
  openTotpSecret,
  recoveryCodeMatches,
  sealTotpSecret,
} from "@/lib/server/auth/two-factor-secrets";

const SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const SERVER_SECRET = "unit-test-nextauth-secret";

describe("the TOTP secret at rest", () => {
  it("is AES-GCM encrypted: the stored value does not contain the secret, and each sealing differs", () => {
    const sealed = sealTotpSecret(SECRET, 1, SERVER_SECRET);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(sealTotpSecret(SECRET, 1, SERVER_SECRET)).not.toBe(sealed);
    expect(openTotpSecret(sealed, 1, SERVER_SECRET)).toBe(SECRET);
  });

  it("cannot be opened without the server secret, for another user, or after any change", () => {
    const sealed = sealTotpSecret(SECRET, 1, SERVER_SECRET);
    expect(() => openTotpSecret(sealed, 1, "another-server-secret")).toThrow();
    expect(() => openTotpSecret(sealed, 2, SERVER_SECRET)).toThrow();
    const [prefix, iv, body = "", tag] = sealed.split(".");
    const flipped = Buffer.from(body, "base64url");
    flipped.writeUInt8(flipped.readUInt8(0) ^ 1, 0);
    expect(() =>
      openTotpSecret([prefix, iv, flipped.toString("base64url"), tag].join("."), 1, SERVER_SECRET),
    ).toThrow();
    expect(() => openTotpSecret("not-sealed", 1, SERVER_SECRET)).toThrow();
  });
});

describe("recovery codes at rest", () => {
  it("are kept as a salted SHA-256: two hashes of one code differ, both match it, nothing else matches", () => {
    const a = hashRecoveryCode("ab12cd34ef56gh78");
    const b = hashRecoveryCode("ab12cd34ef56gh78");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(a).not.toContain("ab12cd34ef56gh78");
    expect(recoveryCodeMatches("ab12cd34ef56gh78", a)).toBe(true);
    expect(recoveryCodeMatches("ab12cd34ef56gh78", b)).toBe(true);
    expect(recoveryCodeMatches("ab12cd34ef56gh79", a)).toBe(false);
    expect(recoveryCodeMatches("ab12cd34ef56gh78", "junk")).toBe(false);
  });
});
