/** @jest-environment node */
import { generateSync } from "otplib";
import {
  RECOVERY_CODE_LENGTH,
  SETUP_VALID_MINUTES,
  TOTP_PERIOD_SECONDS,
  base32Encode,
  checkTotp,
  classifyCode,
  formatRecoveryCode,
  otpauthUrl,
  recoveryCodeFromBytes,
  setupStillValid,
  timeStepAt,
} from "@/lib/domain/two-factor";

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890".
const RFC_SECRET = base32Encode(new TextEncoder().encode("12345678901234567890"));
// A fixed clock in the middle of a step: nothing here waits for real time.
const NOW = Date.UTC(2026, 10, 23, 18, 0, 15);
const STEP = timeStepAt(NOW);
const codeAt = (step: number, secret = RFC_SECRET) => generateSync({ secret, epoch: step * TOTP_PERIOD_SECONDS });

describe("TOTP (RFC 6238)", () => {
  it("encodes secrets as RFC 4648 base32 and matches the RFC's test vectors", () => {
    expect(base32Encode(new TextEncoder().encode("foobar"))).toBe("MZXW6YTBOI");
    expect(RFC_SECRET).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    // RFC 6238 B: T = 59 s → 94287082 (8 digits); the 6-digit code is its last six digits.
    expect(checkTotp({ secret: RFC_SECRET, code: "287082", nowMs: 59_000 })).toEqual({ valid: true, step: 1 });
    expect(checkTotp({ secret: RFC_SECRET, code: "081804", nowMs: 1_111_111_109_000 })).toEqual({
      valid: true,
      step: 37037036,
    });
  });

  it("accepts the current step and one step either side, nothing further", () => {
    expect(checkTotp({ secret: RFC_SECRET, code: codeAt(STEP), nowMs: NOW })).toEqual({ valid: true, step: STEP });
    expect(checkTotp({ secret: RFC_SECRET, code: codeAt(STEP - 1), nowMs: NOW })).toEqual({
      valid: true,
      step: STEP - 1,
    });
    expect(checkTotp({ secret: RFC_SECRET, code: codeAt(STEP + 1), nowMs: NOW })).toEqual({
      valid: true,
      step: STEP + 1,
    });
    expect(checkTotp({ secret: RFC_SECRET, code: codeAt(STEP - 2), nowMs: NOW })).toEqual({
      valid: false,
      reason: "wrong",
    });
    expect(checkTotp({ secret: RFC_SECRET, code: codeAt(STEP + 2), nowMs: NOW })).toEqual({
      valid: false,
      reason: "wrong",
    });
    // At the very edges of the step too.
    const start = STEP * TOTP_PERIOD_SECONDS * 1000;
    expect(checkTotp({ secret: RFC_SECRET, code: codeAt(STEP - 1), nowMs: start }).valid).toBe(true);
    expect(checkTotp({ secret: RFC_SECRET, code: codeAt(STEP + 1), nowMs: start + 29_999 }).valid).toBe(true);
  });

  it("refuses a code of the step last used, or of an earlier step (no replay)", () => {
    const code = codeAt(STEP);
    expect(checkTotp({ secret: RFC_SECRET, code, nowMs: NOW, lastStep: STEP })).toEqual({
      valid: false,
      reason: "replayed",
    });
    expect(checkTotp({ secret: RFC_SECRET, code: codeAt(STEP - 1), nowMs: NOW, lastStep: STEP })).toEqual({
      valid: false,
      reason: "replayed",
    });
    expect(checkTotp({ secret: RFC_SECRET, code: codeAt(STEP + 1), nowMs: NOW, lastStep: STEP })).toEqual({
      valid: true,
      step: STEP + 1,
    });
    expect(checkTotp({ secret: RFC_SECRET, code, nowMs: NOW, lastStep: STEP - 1 })).toEqual({
      valid: true,
      step: STEP,
    });
    expect(checkTotp({ secret: RFC_SECRET, code, nowMs: NOW, lastStep: null })).toEqual({ valid: true, step: STEP });
  });

  it("refuses malformed codes and codes of another secret without throwing", () => {
    const other = base32Encode(new Uint8Array(20).fill(7));
    expect(checkTotp({ secret: other, code: codeAt(STEP), nowMs: NOW }).valid).toBe(false);
    for (const code of ["", "12345", "1234567", "abcdef", "12 34 5"]) {
      expect(checkTotp({ secret: RFC_SECRET, code, nowMs: NOW })).toEqual({ valid: false, reason: "wrong" });
    }
    // Spaces inside a right code are fine ("123 456" as apps show it).
    const spaced = `${codeAt(STEP).slice(0, 3)} ${codeAt(STEP).slice(3)}`;
    expect(checkTotp({ secret: RFC_SECRET, code: spaced, nowMs: NOW }).valid).toBe(true);
  });

  it("builds the otpauth:// URL authenticator apps read, and groups the secret for typing", () => {
    const url = new URL(otpauthUrl(RFC_SECRET, "magician"));
    expect(url.protocol).toBe("otpauth:");
    expect(decodeURIComponent(url.pathname)).toContain("Summon a Magician:magician");
    expect(url.searchParams.get("secret")).toBe(RFC_SECRET);
    expect(url.searchParams.get("issuer")).toBe("Summon a Magician");
  });
});

describe("recovery codes", () => {
  it("are 16 symbols of Crockford's base32 from 16 random bytes, shown in groups of four", () => {
    const code = recoveryCodeFromBytes(Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(code).toHaveLength(RECOVERY_CODE_LENGTH);
    expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{16}$/);
    expect(formatRecoveryCode(code)).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    expect(recoveryCodeFromBytes(new Uint8Array(16))).toBe("0000000000000000");
    expect(recoveryCodeFromBytes(new Uint8Array(16).fill(255))).toBe("zzzzzzzzzzzzzzzz");
    expect(() => recoveryCodeFromBytes(new Uint8Array(4))).toThrow();
  });

  it("classifies what was typed: authenticator code, recovery code (forgiving case, dashes, look-alikes), nothing, or junk", () => {
    expect(classifyCode("")).toEqual({ kind: "empty" });
    expect(classifyCode("   ")).toEqual({ kind: "empty" });
    expect(classifyCode("123456")).toEqual({ kind: "totp", code: "123456" });
    expect(classifyCode(" 123 456 ")).toEqual({ kind: "totp", code: "123456" });
    expect(classifyCode("ab12-cd34-ef56-gh78")).toEqual({ kind: "recovery", code: "ab12cd34ef56gh78" });
    expect(classifyCode("AB12 CD34 EF56 GH78")).toEqual({ kind: "recovery", code: "ab12cd34ef56gh78" });
    // i and l are read as 1, o as 0 (they are never part of a code).
    expect(classifyCode("iL0o-0000-0000-0000")).toEqual({ kind: "recovery", code: "1100000000000000" });
    expect(classifyCode("12345")).toEqual({ kind: "invalid" });
    expect(classifyCode("ab12-cd34-ef56-gh7u")).toEqual({ kind: "invalid" });
    expect(classifyCode("ab12-cd34")).toEqual({ kind: "invalid" });
  });
});

describe("the pending set-up", () => {
  it(`must be confirmed within ${SETUP_VALID_MINUTES} minutes`, () => {
    const started = new Date(NOW);
    expect(setupStillValid(started, NOW + 1000)).toBe(true);
    expect(setupStillValid(started, NOW + SETUP_VALID_MINUTES * 60_000)).toBe(true);
    expect(setupStillValid(started, NOW + SETUP_VALID_MINUTES * 60_000 + 1)).toBe(false);
    expect(setupStillValid(null, NOW)).toBe(false);
  });
});
