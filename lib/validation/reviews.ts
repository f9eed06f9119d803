/** The review form (/review/{token}), POST /api/reviews and the magician's moderation (PATCH /api/reviews/{id}). */
import { z } from "@/lib/validation/zod";
import {
  MODERATION_STATUSES,
  REVIEW_DISPLAY_NAME_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from "@/lib/domain/reviews";
import type { ToastText } from "./common";

export const REVIEW_MESSAGES = {
  rating: "Please choose a rating from 1 to 5 stars.",
  textShort: `Please write at least ${REVIEW_TEXT_MIN} characters.`,
  textLong: "Please keep your review to 1,000 characters or fewer.",
  textControl: "Your review contains invisible control characters. Please remove them.",
  displayNameLong: `Please keep the name to ${REVIEW_DISPLAY_NAME_MAX} characters or fewer.`,
  displayNameControl: "The name contains invisible control characters. Please remove them.",
  token: "This review link is not valid.",
  status: "Choose published or hidden.",
  filter: "Choose all, pending, published or hidden.",
} as const;

// Control characters (and the bidirectional overrides that can disguise text) have no place in a
// review shown on the site; line breaks and tabs are fine in the text, nothing of the kind in a name.
const TEXT_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const NAME_CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const reviewFormSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(REVIEW_RATING_MIN, REVIEW_MESSAGES.rating)
    .max(REVIEW_RATING_MAX, REVIEW_MESSAGES.rating),
  text: z
    .string({ error: REVIEW_MESSAGES.textShort })
    .trim()
    .refine((v) => !TEXT_CONTROL.test(v), REVIEW_MESSAGES.textControl)
    .pipe(z.string().min(REVIEW_TEXT_MIN, REVIEW_MESSAGES.textShort).max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textLong)),
  displayName: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z
      .string({ error: REVIEW_MESSAGES.displayNameLong })
      .trim()
      .refine((v) => !NAME_CONTROL.test(v), REVIEW_MESSAGES.displayNameControl)
      .pipe(z.string().max(REVIEW_DISPLAY_NAME_MAX, REVIEW_MESSAGES.displayNameLong))
      .optional(),
  ),
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewForm = z.output<typeof reviewFormSchema>;

/** POST /api/reviews: the form plus the link's token. */
export const reviewSubmissionSchema = reviewFormSchema.extend({
  token: z
    .string({ error: REVIEW_MESSAGES.token })
    .trim()
    .min(1, REVIEW_MESSAGES.token)
    .max(200, REVIEW_MESSAGES.token),
});
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;

/** PATCH /api/reviews/{id}. */
export const reviewModerationSchema = z.object({
  status: z.enum(MODERATION_STATUSES, { error: REVIEW_MESSAGES.status }),
});

/** GET /api/reviews?status= (the magician's list). */
export const reviewFilterSchema = z.enum(["all", ...REVIEW_STATUSES], { error: REVIEW_MESSAGES.filter });
export type ReviewFilter = z.infer<typeof reviewFilterSchema>;

export const REVIEW_TOASTS = {
  failed: { title: "Review not sent", description: "Please try again in a moment." },
  linkCopied: { title: "Review link copied", description: "Paste it into a message to the client. It works once." },
  linkFailed: { title: "Could not get the review link", description: "Please try again." },
  published: { title: "Review published", description: "It now shows on the site." },
  hidden: { title: "Review hidden", description: "It no longer shows on the site." },
  moderationFailed: { title: "Update failed", description: "Please try again." },
} as const satisfies Record<string, ToastText>;
