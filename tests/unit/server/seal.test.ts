/** @jest-environment node */
// Secrets sealed at rest: a purpose each, so one sealed for a purpose never opens as another's.
import { openSecret, sealSecret } from "@/lib/server/security/seal";
import { openTokens, sealTokens } from "@/lib/server/accounting/token-seal";

const SECRET = "a-server-secret-of-enough-length";

describe("sealSecret", () => {
  it("opens only under the same secret and purpose", () => {
    const a = { keyInfo: "a v1", associatedData: "a" };
    const b = { keyInfo: "b v1", associatedData: "b" };
    const sealed = sealSecret("token", SECRET, a);
    expect(openSecret(sealed, SECRET, a)).toBe("token");
    expect(() => openSecret(sealed, SECRET, b)).toThrow();
    expect(() => openSecret(sealed, "another-secret-entirely-here", a)).toThrow();
    expect(() => openSecret("plain", SECRET, a)).toThrow("not a sealed value");
  });

  it("keeps the accounting tokens sealed apart: an access token does not open as a refresh token", () => {
    const tokens = { accessToken: "access-1", refreshToken: "refresh-1", expiresAt: new Date(0) };
    const sealed = sealTokens(tokens, SECRET);
    expect(JSON.stringify(sealed)).not.toContain("refresh-1");
    expect(openTokens(sealed, SECRET)).toEqual(tokens);
    expect(() => openTokens({ ...sealed, refreshTokenSealed: sealed.accessTokenSealed }, SECRET)).toThrow();
  });
});
