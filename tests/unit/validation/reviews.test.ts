import { fieldErrors } from "@/lib/validation/common";
import {
  REVIEW_MESSAGES,
  reviewFilterSchema,
  reviewFormSchema,
  reviewModerationSchema,
  reviewSubmissionSchema,
} from "@/lib/validation/reviews";

const valid = { rating: 5, text: "Absolutely magical evening, thank you!", displayName: "Sarah & James" };
const errors = (value: unknown) => {
  const result = reviewFormSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe("review form", () => {
  it("accepts a valid review, trims, keeps line breaks and drops an empty name", () => {
    expect(reviewFormSchema.parse({ ...valid, text: "  Line one.\nLine two!  ", displayName: "  Sarah  " })).toEqual({
      rating: 5,
      text: "Line one.\nLine two!",
      displayName: "Sarah",
    });
    expect(reviewFormSchema.parse({ ...valid, displayName: "   " }).displayName).toBeUndefined();
    expect(reviewFormSchema.parse({ ...valid, displayName: null }).displayName).toBeUndefined();
    expect(reviewFormSchema.parse({ rating: 1, text: "x".repeat(10) })).toEqual({ rating: 1, text: "x".repeat(10) });
  });

  it("needs a whole rating from 1 to 5", () => {
    for (const rating of [undefined, 0, 6, 4.5, "5", null, -1])
      expect(errors({ ...valid, rating })).toEqual({ rating: REVIEW_MESSAGES.rating });
    expect(REVIEW_MESSAGES.rating).toBe("Please choose a rating from 1 to 5 stars.");
  });

  it("needs 10 to 1,000 characters of text (counted after trimming)", () => {
    expect(errors({ ...valid, text: "too short" })).toEqual({ text: "Please write at least 10 characters." });
    expect(errors({ ...valid, text: "   short     " })).toEqual({ text: "Please write at least 10 characters." });
    expect(errors({ ...valid, text: undefined })).toEqual({ text: "Please write at least 10 characters." });
    expect(errors({ ...valid, text: "x".repeat(1000) })).toEqual({});
    expect(errors({ ...valid, text: "x".repeat(1001) })).toEqual({
      text: "Please keep your review to 1,000 characters or fewer.",
    });
  });

  it("rejects control characters with field messages (line breaks and tabs are fine in the text)", () => {
    for (const bad of ["\u0000", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\u202e", "\u2066"]) {
      expect(errors({ ...valid, text: `A lovely evening ${bad} thanks` })).toEqual({
        text: REVIEW_MESSAGES.textControl,
      });
      expect(errors({ ...valid, displayName: `Sarah${bad}` })).toEqual({
        displayName: REVIEW_MESSAGES.displayNameControl,
      });
    }
    expect(errors({ ...valid, text: "First line\r\nsecond\tline" })).toEqual({});
    expect(errors({ ...valid, displayName: "Sarah\nJames" })).toEqual({
      displayName: REVIEW_MESSAGES.displayNameControl,
    });
  });

  it("limits the display name to 60 characters", () => {
    expect(errors({ ...valid, displayName: "n".repeat(60) })).toEqual({});
    expect(errors({ ...valid, displayName: "n".repeat(61) })).toEqual({
      displayName: "Please keep the name to 60 characters or fewer.",
    });
    expect(errors({ ...valid, displayName: 42 })).toEqual({ displayName: REVIEW_MESSAGES.displayNameLong });
  });

  it("the submission also needs the link's token", () => {
    expect(reviewSubmissionSchema.safeParse({ ...valid, token: "abc" }).success).toBe(true);
    const missing = reviewSubmissionSchema.safeParse(valid);
    expect(fieldErrors(missing.error!)).toEqual({ token: "This review link is not valid." });
  });
});

describe("moderation", () => {
  it("sets published or hidden only, and filters by all or a status", () => {
    expect(reviewModerationSchema.parse({ status: "hidden" })).toEqual({ status: "hidden" });
    for (const status of ["pending", "deleted", "", undefined])
      expect(reviewModerationSchema.safeParse({ status }).success).toBe(false);
    expect(["all", "pending", "published", "hidden"].map((s) => reviewFilterSchema.parse(s))).toEqual([
      "all",
      "pending",
      "published",
      "hidden",
    ]);
    expect(reviewFilterSchema.safeParse("").success).toBe(false);
  });
});
