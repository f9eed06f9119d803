import "server-only";
import { SMS_CONSENT_WORDING } from "@/lib/validation/sms";

/** The columns a booking records when the client ticked "Text me about this booking": when, and the words shown. */
export function smsConsentFields(
  ticked: boolean | undefined,
  now: Date,
): { smsConsentAt: Date; smsConsentWording: string } | Record<string, never> {
  return ticked ? { smsConsentAt: now, smsConsentWording: SMS_CONSENT_WORDING } : {};
}
