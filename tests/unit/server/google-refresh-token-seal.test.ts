/** @jest-environment node */
// The Google refresh token as the database keeps it: AES-256-GCM under a key derived from the server secret.
import { openRefreshToken, sealRefreshToken } from "@/lib/server/calendars/google/token-seal";

const SECRET = "a-server-secret-of-enough-length";
const TOKEN = "1//0gRefreshTokenFromGoogle";

describe("sealRefreshToken", () => {
  it("never keeps the token readable, differs each time, and opens only under the same secret", () => {
    const a = sealRefreshToken(TOKEN, SECRET);
    const b = sealRefreshToken(TOKEN, SECRET);
    expect(a).not.toContain(TOKEN);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(openRefreshToken(a, SECRET)).toBe(TOKEN);
    expect(() => openRefreshToken(a, "another-server-secret-entirely")).toThrow();
  });

  it("refuses an altered value", () => {
    const [prefix, iv, body, tag] = sealRefreshToken(TOKEN, SECRET).split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openRefreshToken([prefix, iv, flipped.toString("base64url"), tag].join("."), SECRET)).toThrow();
    expect(() => openRefreshToken("plain-token", SECRET)).toThrow("not a sealed value");
  });
});
