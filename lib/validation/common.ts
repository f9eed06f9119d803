/**
 * Shared zod building blocks and error helpers. Pure: used by forms
 * (react-hook-form + zodResolver) and route handlers alike.
 */
import { z } from "@/lib/validation/zod";

import { isValidIsoDate, isValidTime } from "@/lib/domain/dates";

/** Maximum lengths of free-text fields; anything longer is refused with a message. */
export const MAX = {
  name: 100,
  email: 254,
  phone: 30,
  username: 50,
  /** bcrypt only uses the first 72 bytes */
  password: 72,
  title: 120,
  shortText: 200,
  address: 300,
  description: 2000,
  message: 5000,
  url: 2048,
  code: 50,
  id: 255,
  reason: 1000,
} as const;

export const tooLong = (max: number) => `Must be at most ${max} characters.`;

/** Control characters a person never types (NUL, escape, …); tab and line breaks are allowed. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTER_MESSAGE = "Please remove the unusual (control) characters from this field.";

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * The path ("a.b.0") of the first string in a parsed JSON body that holds a NUL character, or
 * null. Postgres refuses NUL in text, so such a body is answered 400 before any schema or query.
 */
export function pathOfNulCharacter(value: unknown): string | null {
  // Iterative, with each node pointing at its parent: a hostile body may nest thousands of levels deep.
  type Node = { value: unknown; key: string; parent: Node | null };
  const stack: Node[] = [{ value, key: "", parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const item = node.value;
    if (typeof item === "string") {
      if (!item.includes("\u0000")) continue;
      const keys: string[] = [];
      for (let at: Node | null = node; at?.parent; at = at.parent) keys.unshift(at.key);
      return keys.join(".") || "body";
    }
    if (item && typeof item === "object") {
      const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item);
      for (const [key, value] of [...entries].reverse()) stack.push({ value, key, parent: node });
    }
  }
  return null;
}

/**
 * A trimmed string. `min` characters required (message `minMessage`), at most `max`.
 * Non-strings fail with `minMessage` as well (the field is "missing").
 */
export function text(opts: { min?: number; minMessage?: string; max: number; maxMessage?: string }) {
  const required = opts.minMessage ?? "This field is required.";
  let s = z.string({ error: required }).trim();
  if (opts.min && opts.min > 0) s = s.min(opts.min, required);
  return s
    .max(opts.max, opts.maxMessage ?? tooLong(opts.max))
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTER_MESSAGE);
}

/** Optional trimmed text: undefined, null and '' all become undefined. */
export function optionalText(max: number, maxMessage?: string) {
  return z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z
      .string({ error: "Must be text." })
      .trim()
      .max(max, maxMessage ?? tooLong(max))
      .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTER_MESSAGE)
      .optional(),
  );
}

/** Trimmed e-mail address with one message for every failure (except length). */
export function email(message = "Please enter a valid email address.") {
  return z.string({ error: message }).trim().max(MAX.email, tooLong(MAX.email)).pipe(z.email(message));
}

/** 'yyyy-MM-dd' that exists on the calendar (2026-02-30 is refused). */
export function isoDate(requiredMessage = "Date is required.", invalidMessage = "Please enter a valid date.") {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((v) => isValidIsoDate(v), invalidMessage);
}

/** 'HH:mm' 24-hour time. */
export function time(requiredMessage = "Time is required.", invalidMessage = "Please enter a valid time (HH:mm).") {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((v) => isValidTime(v), invalidMessage);
}

/** A positive integer id given as a number or a digit string. */
export const idSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,12}$/, "Invalid id."),
    ],
    { error: "Invalid id." },
  )
  .transform((v) => Number(v))
  .pipe(z.number().int("Invalid id.").positive("Invalid id.").max(Number.MAX_SAFE_INTEGER, "Invalid id."));

/** An integer given as a number or a digit string (form inputs). */
export function intLike(message: string, min: number, max: number, maxMessage?: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/, message),
      ],
      { error: message },
    )
    .transform((v) => Number(v))
    .pipe(
      z
        .number({ error: message })
        .int(message)
        .min(min, message)
        .max(max, maxMessage ?? message),
    );
}

/** Amount in pounds: finite, ≥ min, ≤ £1,000,000, at most 2 decimals. */
export function poundsAmount(message: string, min = 0) {
  return z
    .number({ error: message })
    .min(min, message)
    .max(1_000_000, "Amount is too large.")
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "Amounts can have at most 2 decimals.");
}

/**
 * First message per field, keyed by the dotted path ('' for form-level
 * issues becomes '_form'), for the API's `{ error, fieldErrors }` JSON.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_form";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** `{ error, fieldErrors }` body for a 400 answer: error is the first message. */
export function validationErrorBody(error: z.ZodError): { error: string; fieldErrors: Record<string, string> } {
  return { error: error.issues[0]?.message ?? "Invalid request.", fieldErrors: fieldErrors(error) };
}

/** Toast shape used across the app. */
export interface ToastText {
  title: string;
  description?: string;
}
