/** Promotions, media upload (type and size limits) and slideshow timer, with their messages. */
import { z } from "@/lib/validation/zod";
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  ALLOWED_UPLOAD_MIME_TYPES,
  DEFAULT_PROMOTION_BUTTON_TEXT,
  DISPLAY_ORDER_MAX,
  DISPLAY_ORDER_MIN,
  MAX_UPLOAD_BYTES,
  SLIDESHOW_TIMER_OPTIONS,
} from "@/lib/domain/constants";
import { MAX, optionalText, text, type ToastText } from "./common";
import { isValidImageRef } from "./services";

export const PROMOTION_MESSAGES = {
  title: "Title is required.",
  mediaType: "Media type must be image or video.",
  mediaUrl: "Please enter a valid URL or uploaded file path.",
  url: "Please enter a valid URL or path.",
  displayOrder: "Display order must be between 0 and 999.",
} as const;

/** A link: http(s) URL or a site path starting with '/'. */
export function isValidLink(value: string): boolean {
  const v = value.trim();
  if (v.startsWith("/") && !v.startsWith("//") && !/\s/.test(v)) return true;
  try {
    const url = new URL(v);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const optionalLink = (message: string) =>
  z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z.string({ error: message }).trim().max(MAX.url, message).refine(isValidLink, message).optional(),
  );

const nullToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

const promotionFields = {
  title: text({ min: 1, minMessage: PROMOTION_MESSAGES.title, max: MAX.title }),
  description: optionalText(MAX.description),
  mediaType: z.enum(["image", "video"], { error: PROMOTION_MESSAGES.mediaType }),
  mediaUrl: z.preprocess(
    nullToUndefined,
    z
      .string({ error: PROMOTION_MESSAGES.mediaUrl })
      .trim()
      .max(MAX.url, PROMOTION_MESSAGES.mediaUrl)
      .refine(isValidImageRef, PROMOTION_MESSAGES.mediaUrl)
      .optional(),
  ),
  locationName: optionalText(MAX.shortText),
  locationUrl: optionalLink(PROMOTION_MESSAGES.url),
  buttonText: z
    .string({ error: "Button text must be text." })
    .trim()
    .max(50, "Button text must be at most 50 characters."),
  buttonUrl: optionalLink(PROMOTION_MESSAGES.url),
  isActive: z.boolean({ error: "Active must be true or false." }),
  displayOrder: z
    .number({ error: PROMOTION_MESSAGES.displayOrder })
    .int(PROMOTION_MESSAGES.displayOrder)
    .min(DISPLAY_ORDER_MIN, PROMOTION_MESSAGES.displayOrder)
    .max(DISPLAY_ORDER_MAX, PROMOTION_MESSAGES.displayOrder),
};

/** Create body and form: mediaType image, buttonText 'Learn More', active, display order 0 by default. */
export const promotionSchema = z.object({
  ...promotionFields,
  mediaType: promotionFields.mediaType.default("image"),
  buttonText: z.preprocess(nullToUndefined, promotionFields.buttonText.default(DEFAULT_PROMOTION_BUTTON_TEXT)),
  isActive: promotionFields.isActive.default(true),
  displayOrder: promotionFields.displayOrder.default(0),
});
/**
 * The promotion form: the create body's rules, with the display order as the typed text (blank is not a
 * number) and a blank button text meaning the default.
 */
export const promotionFormSchema = promotionSchema.extend({
  buttonText: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? DEFAULT_PROMOTION_BUTTON_TEXT : v),
    promotionFields.buttonText,
  ),
  displayOrder: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? NaN : Number(v)) : v),
    promotionFields.displayOrder,
  ),
});
export type PromotionFormInput = z.input<typeof promotionFormSchema>;
/** PUT body: every field optional, no defaults applied. */
export const promotionUpdateSchema = z.object(promotionFields).partial();
export type PromotionInput = z.input<typeof promotionSchema>;
export type Promotion = z.output<typeof promotionSchema>;

export const UPLOAD_TOASTS = {
  tooLarge: { title: "File Too Large", description: "Please select a file smaller than 10MB" },
  invalidType: {
    title: "Invalid File Type",
    description: "Please select an image (JPEG, PNG, GIF, WebP) or video (MP4, WebM) file",
  },
  uploadError: { title: "Upload Error" },
  uploadSuccessful: { title: "Upload Successful" },
} as const satisfies Record<string, ToastText>;

export function isAllowedUploadType(mimeType: string): boolean {
  return (ALLOWED_UPLOAD_MIME_TYPES as readonly string[]).includes(mimeType.toLowerCase());
}

export function isAllowedUploadExtension(fileName: string): boolean {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  return fileName.includes(".") && (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(ext);
}

/** Browser-side check of a chosen file: the toast to show, or null when it is acceptable. */
export function checkUploadFile(file: { size: number; type: string; name?: string }): ToastText | null {
  if (!isAllowedUploadType(file.type) || (file.name !== undefined && !isAllowedUploadExtension(file.name))) {
    return UPLOAD_TOASTS.invalidType;
  }
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOASTS.tooLarge;
  return null;
}

/** Decoded byte size of a base64 data URL's payload. */
export function dataUrlByteSize(dataUrl: string): number {
  const comma = dataUrl.indexOf(",");
  const b64 = comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl;
  const padding = b64.endsWith("==") ? 2 : b64.endsWith("=") ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
}

const DATA_URL_HEADER_RE = /^data:([a-z]+\/[a-z0-9.+-]+);base64,/;

/**
 * A base64 data URL. Checked without one regular expression over the whole payload: on a 10 MB
 * string a backtracking `[…]+` overflows V8's regexp stack, while a search for one bad character
 * scans linearly.
 */
export function isBase64DataUrl(value: string): boolean {
  const header = DATA_URL_HEADER_RE.exec(value.slice(0, 200));
  if (!header) return false;
  let end = value.length;
  for (let i = 0; i < 2 && end > header[0].length && value[end - 1] === "="; i++) end--;
  const body = value.slice(header[0].length, end);
  return body.length > 0 && !/[^A-Za-z0-9+/]/.test(body);
}
/** Longest data URL accepted (10MB of base64 plus a header). */
export const MAX_DATA_URL_LENGTH = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 100;

/** POST /api/promotions/upload: { fileData (data URL), fileName, fileType }. */
export const uploadRequestSchema = z
  .object({
    fileData: z
      .string({ error: "File data is required." })
      .min(1, "File data is required.")
      .max(MAX_DATA_URL_LENGTH, UPLOAD_TOASTS.tooLarge.description)
      .refine(isBase64DataUrl, "File data must be a base64 data URL."),
    fileName: text({ min: 1, minMessage: "File name is required.", max: MAX.shortText }),
    fileType: z.enum(ALLOWED_UPLOAD_MIME_TYPES, { error: UPLOAD_TOASTS.invalidType.description }),
  })
  .superRefine((v, ctx) => {
    if (!isAllowedUploadExtension(v.fileName)) {
      ctx.addIssue({ code: "custom", path: ["fileName"], message: UPLOAD_TOASTS.invalidType.description });
    }
    const declared = DATA_URL_HEADER_RE.exec(v.fileData.slice(0, 200))?.[1];
    if (declared && declared !== v.fileType) {
      ctx.addIssue({ code: "custom", path: ["fileData"], message: "File data does not match the file type." });
    }
    if (dataUrlByteSize(v.fileData) > MAX_UPLOAD_BYTES) {
      ctx.addIssue({ code: "custom", path: ["fileData"], message: UPLOAD_TOASTS.tooLarge.description });
    }
  });
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const SLIDESHOW_TIMER_MESSAGE = `Timer must be one of ${SLIDESHOW_TIMER_OPTIONS.join(", ")} ms.`;

/** POST /api/slideshow/timer */
export const slideshowTimerSchema = z.object({
  timer: z
    .union([z.number(), z.string().trim().regex(/^\d+$/, SLIDESHOW_TIMER_MESSAGE)], { error: SLIDESHOW_TIMER_MESSAGE })
    .transform((v) => Number(v))
    .refine((v) => (SLIDESHOW_TIMER_OPTIONS as readonly number[]).includes(v), SLIDESHOW_TIMER_MESSAGE),
});
