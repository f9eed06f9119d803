/** Texts: the client's consent (its words, kept with the booking), the phone it needs, and the magician's toggles. */
import { z } from "@/lib/validation/zod";
import { TEXT_KINDS } from "@/lib/domain/sms";
import { textableNumber } from "@/lib/domain/phone";

export const SMS_CONSENT_LABEL = "Text me about this booking";
/** What the client agrees to, stored with the booking beside the moment they ticked it. */
export const SMS_CONSENT_WORDING =
  "Text me about this booking: its confirmation, a reminder the day before, any balance due, the magician's arrival on the day and a review request afterwards. Reply STOP to any text to stop them.";
export const SMS_CONSENT_HINT = "UK mobile numbers only. Reply STOP to any text to stop them.";

export const SMS_MESSAGES = {
  notTextable: "We can only text a UK mobile number (07…). Enter a mobile or untick “Text me about this booking”.",
  quoteNotTextable:
    "We can only text a UK mobile number, and the number on this quote is not one. Untick “Text me about this booking” or ask us to change it.",
  toggle: "Choose on or off.",
} as const;

/** Whether a ticked consent has a number to text: the message for the phone field, else null. */
export function smsPhoneProblem(smsConsent: boolean | undefined, phone: string | undefined): string | null {
  return smsConsent === true && !textableNumber(phone ?? "") ? SMS_MESSAGES.notTextable : null;
}

/** PATCH /api/settings `texts`: any of the kinds, each on or off. */
export const textSettingsSchema = z.object(
  Object.fromEntries(TEXT_KINDS.map((k) => [k, z.boolean({ error: SMS_MESSAGES.toggle }).optional()])) as Record<
    (typeof TEXT_KINDS)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);
