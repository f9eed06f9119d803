/** The magician's settings (GET/PATCH /api/settings and the Settings tab) and the magician's password change. */
import { z } from "@/lib/validation/zod";
import { textSettingsSchema } from "./sms";
import { calendarSettingsSchema } from "./calendars";
import {
  ACCOUNT_SETTINGS_MESSAGES,
  changePasswordRequestSchema,
  changePasswordSchema,
  type ChangePasswordForm,
} from "./auth";
import { CONTROL_CHARACTER_MESSAGE, MAX, email, hasControlCharacters, text, tooLong, type ToastText } from "./common";
import { ENQUIRY_MESSAGES } from "./enquiry";
import { isUkVatNumber, normaliseVatNumber } from "@/lib/domain/documents";
import { normaliseTravelArea, parseUkPostcode } from "@/lib/domain/travel";
import { AUTO_BALANCE_DAYS } from "@/lib/domain/auto-balance";

export const SETTINGS_MESSAGES = {
  displayName: "Display name must be at least 2 characters.", // (decided: the bar name's rule and wording)
  contactEmail: ACCOUNT_SETTINGS_MESSAGES.email,
  contactPhone: ENQUIRY_MESSAGES.phone,
  businessAddress: ACCOUNT_SETTINGS_MESSAGES.barAddress,
  googleReviewUrl: "Please enter a link that starts with https://, or leave it empty.", // (decided)
  legalName: "Legal name must be at least 2 characters, or leave it empty.", // (decided)
  vatNumber: "Please enter a UK VAT number (GB and 9 digits), or leave it empty.", // (decided)
  // A VAT invoice must show the supplier's address (HMRC), and the documents take it from here.
  vatNeedsAddress: "A VAT invoice must show your business address: please add it as well.", // (decided)
} as const;

/**
 * A UK telephone number as people write it: spaces, dashes, dots and brackets are ignored, and
 * "+44 (0)…" is read as "+44 …". What remains is 0 and 9 or 10 digits, or +44 / 0044 and the same
 * number without its 0 (landlines with 9 or 10 digits after the 0, mobiles 07xxx xxxxxx).
 */
export function isUkPhone(value: string): boolean {
  const compact = value.replace(/\+44\s*\(0\)/, "+44").replace(/[\s\-.()]/g, "");
  return /^(?:0|\+44|0044)[1-9]\d{8,9}$/.test(compact);
}

/** An https link (the magician's "write a review" page on Google), or "" to clear it. */
export function isHttpsUrlOrEmpty(value: string): boolean {
  if (value === "") return true;
  if (!/^https:\/\/[^/\s?#]+/i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** Text that may be cleared: "" clears it; otherwise at least `min` characters. */
function clearable(min: number, minMessage: string, max: number) {
  return text({ minMessage, max }).refine((v) => v === "" || v.length >= min, minMessage);
}

export const magicianSettingsSchema = z.object({
  displayName: text({ min: 2, minMessage: SETTINGS_MESSAGES.displayName, max: MAX.name }),
  contactEmail: email(SETTINGS_MESSAGES.contactEmail),
  /** "" clears it: the contact card and the mails then show the e-mail only */
  contactPhone: z
    .string({ error: SETTINGS_MESSAGES.contactPhone })
    .trim()
    .max(MAX.phone, tooLong(MAX.phone))
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTER_MESSAGE)
    .refine((v) => v === "" || isUkPhone(v), SETTINGS_MESSAGES.contactPhone),
  businessAddress: clearable(5, SETTINGS_MESSAGES.businessAddress, MAX.address),
  /** "" clears it: no "Share it on Google too" after a review */
  googleReviewUrl: z
    .string({ error: SETTINGS_MESSAGES.googleReviewUrl })
    .trim()
    .max(MAX.url, tooLong(MAX.url))
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTER_MESSAGE)
    .refine(isHttpsUrlOrEmpty, SETTINGS_MESSAGES.googleReviewUrl),
  /** the registered name receipts and invoices are issued in; "": the display name */
  legalName: clearable(2, SETTINGS_MESSAGES.legalName, MAX.name),
  /** "" when not VAT registered (receipts say so); set, payments get VAT invoices. Stored as GB123456789. */
  vatNumber: z
    .string({ error: SETTINGS_MESSAGES.vatNumber })
    .trim()
    .max(20, SETTINGS_MESSAGES.vatNumber)
    .refine((v) => v === "" || isUkVatNumber(v), SETTINGS_MESSAGES.vatNumber)
    .transform((v) => (v === "" ? "" : normaliseVatNumber(v))),
});
export type MagicianSettingsForm = z.input<typeof magicianSettingsSchema>;
export type MagicianSettings = z.output<typeof magicianSettingsSchema>;

export const TRAVEL_MESSAGES = {
  homePostcode: "Please enter a full UK postcode, or leave it empty.", // (decided)
  mode: 'Travel is charged "flat" or by "distance".', // (decided)
  wholeNumber: "Please enter a whole number, 0 or more.", // (decided)
  area: "Please enter a UK postcode area or district, such as EH or EH3.", // (decided)
  duplicateArea: "This area is already in the table.", // (decided)
} as const;

const wholeNumber = (max: number) =>
  z
    .number({ error: TRAVEL_MESSAGES.wholeNumber })
    .int(TRAVEL_MESSAGES.wholeNumber)
    .min(0, TRAVEL_MESSAGES.wholeNumber)
    .max(max, TRAVEL_MESSAGES.wholeNumber);

export const travelAreaSchema = z.object({
  area: z
    .string({ error: TRAVEL_MESSAGES.area })
    .max(8, TRAVEL_MESSAGES.area)
    .refine((v) => normaliseTravelArea(v) !== null, TRAVEL_MESSAGES.area)
    .transform((v) => normaliseTravelArea(v)!),
  minutes: wholeNumber(24 * 60),
  miles: wholeNumber(2000),
});

/** The travel settings, replaced whole by a PATCH (lib/domain/travel says what each figure does). */
export const travelSettingsSchema = z
  .object({
    mode: z.enum(["flat", "distance"], { error: TRAVEL_MESSAGES.mode }),
    freeMiles: wholeNumber(2000),
    pencePerMile: wholeNumber(100_00),
    minimumPence: wholeNumber(10_000_00),
    maxMiles: wholeNumber(2000),
    areas: z.array(travelAreaSchema).max(3000),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.areas.forEach((row, index) => {
      if (seen.has(row.area))
        ctx.addIssue({ code: "custom", message: TRAVEL_MESSAGES.duplicateArea, path: ["areas", index, "area"] });
      seen.add(row.area);
    });
  });
export type TravelSettingsInput = z.input<typeof travelSettingsSchema>;

/** The magician's home postcode, normalised ("eh11aa" → "EH1 1AA"); "" clears it. */
export const homePostcodeSchema = z
  .string({ error: TRAVEL_MESSAGES.homePostcode })
  .trim()
  .max(10, TRAVEL_MESSAGES.homePostcode)
  .refine((v) => v === "" || parseUkPostcode(v) !== null, TRAVEL_MESSAGES.homePostcode)
  .transform((v) => (v === "" ? "" : parseUkPostcode(v)!.postcode));

export const AUTO_BALANCE_MESSAGES = {
  enabled: "Choose whether the balance is charged automatically.", // (decided)
  daysBefore: `Please enter a whole number of days from ${AUTO_BALANCE_DAYS.min} to ${AUTO_BALANCE_DAYS.max}.`, // (decided)
} as const;

/** The automatic balance setting (lib/domain/auto-balance), replaced whole by a PATCH. */
export const autoBalanceSettingsSchema = z.object({
  enabled: z.boolean({ error: AUTO_BALANCE_MESSAGES.enabled }),
  daysBefore: z
    .number({ error: AUTO_BALANCE_MESSAGES.daysBefore })
    .int(AUTO_BALANCE_MESSAGES.daysBefore)
    .min(AUTO_BALANCE_DAYS.min, AUTO_BALANCE_MESSAGES.daysBefore)
    .max(AUTO_BALANCE_DAYS.max, AUTO_BALANCE_MESSAGES.daysBefore),
});
export type AutoBalanceSettingsInput = z.input<typeof autoBalanceSettingsSchema>;

export const WAITLIST_SETTINGS_MESSAGES = {
  offerHours: "Enter a whole number of hours from 1 to 168.",
} as const;

/** The waiting list's setting: how many hours an offered time may be claimed (waitlist.offerHours). */
export const waitlistSettingsSchema = z.object({
  offerHours: z
    .number({ error: WAITLIST_SETTINGS_MESSAGES.offerHours })
    .int(WAITLIST_SETTINGS_MESSAGES.offerHours)
    .min(1, WAITLIST_SETTINGS_MESSAGES.offerHours)
    .max(168, WAITLIST_SETTINGS_MESSAGES.offerHours),
});

/** PATCH /api/settings: any of the fields, each checked with its message when given. */
export const magicianSettingsPatchSchema = magicianSettingsSchema.partial().extend({
  homePostcode: homePostcodeSchema.optional(),
  travel: travelSettingsSchema.optional(),
  autoBalance: autoBalanceSettingsSchema.optional(),
  calendars: calendarSettingsSchema.optional(),
  waitlist: waitlistSettingsSchema.optional(),
  texts: textSettingsSchema.optional(),
});

/** POST /api/settings/password { currentPassword, newPassword }: the same rules and messages as every password change. */
export const magicianPasswordRequestSchema = changePasswordRequestSchema;
export const magicianPasswordFormSchema = changePasswordSchema;
export type MagicianPasswordForm = ChangePasswordForm;

export const SETTINGS_TOASTS = {
  saved: { title: "Settings Saved", description: "Bars and customers now see these details." }, // (decided)
  saveFailed: { title: "Update Failed", description: "Failed to update your settings. Please try again." },
  loadFailed: { title: "Could not load your settings" }, // (decided)
  passwordChanged: { title: "Password Changed", description: "Your password has been updated successfully." },
  passwordFailed: { title: "Password Change Failed", description: "Failed to change password. Please try again." },
} as const satisfies Record<string, ToastText>;
