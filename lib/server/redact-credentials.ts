// Links that carry a credential in their path: the customer's booking page, the review form, the
// client's quote, their APIs and the magician's calendar feed. Anyone who reads the token can act
// as its holder, so a log line keeps the route and drops the token. No "server-only" import: the
// proxy (the cross-site refusal's log line) loads this module too.

const CREDENTIAL_PATHS = /(\/(?:booking|review|quote|api\/manage|api\/quote|api\/calendar)\/)[^/?#\s"'\\]+/g;

export const REDACTED = "[redacted]";

/** The text with the token of every credential-bearing path replaced, a path alone or inside a URL or a message. */
export function redactCredentials(text: string): string {
  return text.replace(CREDENTIAL_PATHS, (_match, prefix: string) => `${prefix}${REDACTED}`);
}

/** Every string in a log line's fields, nested ones included, with credentials redacted. */
export function redactFields<T>(value: T): T {
  if (typeof value === "string") return redactCredentials(value) as T;
  if (Array.isArray(value)) return value.map((item) => redactFields(item)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactFields(item)])) as T;
  }
  return value;
}
