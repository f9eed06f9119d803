import "server-only";
import { createHmac } from "node:crypto";
import { constantTimeEqual } from "@/lib/server/security/constant-time";

/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1, keyed with the account's auth token,
 * over the URL Twilio was told to call followed by every POST parameter's name and value, sorted
 * by name, with nothing between them; base64. The parameters are the decoded values, as received.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: readonly (readonly [string, string])[],
): string {
  const sorted = [...params].sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const data = sorted.reduce((acc, [key, value]) => acc + key + value, url);
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf8")).digest("base64");
}

/** Whether `given` is the signature of this request, compared in constant time. */
export function isTwilioSignatureValid(
  authToken: string,
  given: string | null,
  url: string,
  params: readonly (readonly [string, string])[],
): boolean {
  if (!given) return false;
  return constantTimeEqual(twilioSignature(authToken, url, params), given);
}
