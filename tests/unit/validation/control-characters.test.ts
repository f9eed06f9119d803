import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacters,
  optionalText,
  pathOfNulCharacter,
  text,
} from "@/lib/validation/common";

describe("control characters", () => {
  it("are refused by the shared text helpers with a message, tab and line breaks allowed", () => {
    const name = text({ min: 1, max: 50 });
    expect(name.safeParse("Ada\u0000").error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(name.safeParse("Ada\u001b[31m").success).toBe(false);
    expect(name.safeParse("Ada\tLovelace").success).toBe(true);
    expect(optionalText(100).safeParse("line one\r\nline two").success).toBe(true);
    expect(optionalText(100).safeParse("bell\u0007").error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(hasControlCharacters("plain £ text, émigré 😀")).toBe(false);
  });

  it("finds a NUL anywhere in a JSON body, with its path", () => {
    expect(pathOfNulCharacter({ a: "ok", b: [{ c: "x\u0000y" }] })).toBe("b.0.c");
    expect(pathOfNulCharacter("\u0000")).toBe("body");
    expect(pathOfNulCharacter({ a: ["fine", 1, null, { b: true }] })).toBeNull();
    // a hostile body nested 30,000 levels deep is walked without recursion
    expect(pathOfNulCharacter(JSON.parse(`${"[".repeat(30_000)}"\\u0000"${"]".repeat(30_000)}`))).toMatch(/^0(\.0)+$/);
  });
});
