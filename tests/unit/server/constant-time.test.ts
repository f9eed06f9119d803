import { constantTimeEqual } from "@/lib/server/security/constant-time";

describe("constantTimeEqual", () => {
  it("is true for equal strings", () => {
    expect(constantTimeEqual("s3cret-token", "s3cret-token")).toBe(true);
    expect(constantTimeEqual("x".repeat(10_000), "x".repeat(10_000))).toBe(true);
  });

  it("is false for different strings of the same length", () => {
    expect(constantTimeEqual("s3cret-token", "s3cret-tokeN")).toBe(false);
    expect(constantTimeEqual("abc", "abd")).toBe(false);
  });

  it("is false, without throwing, for strings of different lengths", () => {
    expect(constantTimeEqual("short", "much longer value")).toBe(false);
    expect(constantTimeEqual("prefix", "prefix-and-more")).toBe(false);
  });

  it("handles empty strings", () => {
    expect(constantTimeEqual("", "")).toBe(true);
    expect(constantTimeEqual("", "a")).toBe(false);
    expect(constantTimeEqual("a", "")).toBe(false);
  });

  it("compares unicode by content, not by byte or code-unit length", () => {
    expect(constantTimeEqual("café ☕ 魔術師 🎩", "café ☕ 魔術師 🎩")).toBe(true);
    expect(constantTimeEqual("café", "cafe")).toBe(false);
    // Same number of UTF-16 code units, different characters.
    expect(constantTimeEqual("🎩", "☕☕")).toBe(false);
    // Composed and decomposed "é" look alike but are different strings.
    expect(constantTimeEqual("\u00e9", "e\u0301")).toBe(false);
  });
});
