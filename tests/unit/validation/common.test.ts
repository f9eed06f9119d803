import { z } from "zod";
import {
  fieldErrors,
  idSchema,
  intLike,
  isoDate,
  optionalText,
  text,
  time,
  validationErrorBody,
} from "@/lib/validation/common";

describe("common helpers", () => {
  it("returns the first message per field", () => {
    const schema = z.object({
      a: z.string().min(3, "A short").regex(/x/, "A no x"),
      b: z.object({ c: z.number({ error: "C num" }) }),
    });
    const r = schema.safeParse({ a: "y", b: { c: "1" } });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({ a: "A short", "b.c": "C num" });
    expect(validationErrorBody(r.error!)).toEqual({ error: "A short", fieldErrors: { a: "A short", "b.c": "C num" } });
    const form = z.object({ a: z.string() }).refine(() => false, "Whole form");
    expect(fieldErrors(form.safeParse({ a: "" }).error!)).toEqual({ _form: "Whole form" });
  });

  it("trims text and refuses huge strings", () => {
    const s = text({ min: 2, minMessage: "Too short", max: 5 });
    expect(s.parse("  ab  ")).toBe("ab");
    expect(s.safeParse(" a ").error?.issues[0]?.message).toBe("Too short");
    expect(s.safeParse(undefined).error?.issues[0]?.message).toBe("Too short");
    expect(s.safeParse("abcdef").error?.issues[0]?.message).toBe("Must be at most 5 characters.");
    expect(optionalText(3).parse("")).toBeUndefined();
    expect(optionalText(3).parse(null)).toBeUndefined();
    expect(optionalText(3).safeParse("abcd").success).toBe(false);
  });

  it("validates ISO dates, times, ids and integers", () => {
    const d = isoDate("Required", "Invalid");
    expect(d.parse("2026-02-28")).toBe("2026-02-28");
    expect(d.safeParse("2026-02-30").error?.issues[0]?.message).toBe("Invalid");
    expect(d.safeParse("").error?.issues[0]?.message).toBe("Required");
    expect(time().safeParse("24:00").success).toBe(false);
    expect(time().parse("09:30")).toBe("09:30");
    expect(idSchema.parse("12")).toBe(12);
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(idSchema.safeParse(1.5).success).toBe(false);
    expect(idSchema.safeParse("1e3").success).toBe(false);
    const n = intLike("Bad", 1, 10);
    expect(n.parse("7")).toBe(7);
    expect(n.safeParse("11").error?.issues[0]?.message).toBe("Bad");
    expect(n.safeParse(2.5).success).toBe(false);
  });
});
