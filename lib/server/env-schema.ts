// The schema of the server's configuration: every variable the app reads, how it is validated and
// what it becomes. Read by lib/server/env.ts, the one module that reads process.env.
import { z } from "zod";
import { parseTrustProxyHops } from "@/lib/server/security/forwarded-for.mjs";

const optionalText = z
  .string()
  .optional()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  });

/** An http(s) URL (origin, optionally a path) without a trailing slash, or undefined when empty. */
const optionalHttpUrl = optionalText
  .refine((value) => value === undefined || isHttpUrl(value), "must be an http(s) URL such as https://example.com")
  .transform((value) => value?.replace(/\/+$/, ""));

/** A secret: at least 16 characters (`openssl rand -base64 32` gives 44). */
const optionalSecret = optionalText.refine(
  (value) => value === undefined || value.length >= 16,
  "must be at least 16 characters (e.g. `openssl rand -base64 32`)",
);

/** A positive whole number, or undefined when empty. */
const optionalPositiveInt = optionalText
  .refine((value) => value === undefined || /^[1-9]\d{0,5}$/.test(value), "must be a whole number from 1")
  .transform((value) => (value === undefined ? undefined : Number(value)));

/** An absolute http(s) URL with a host, written with its scheme. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && !!url.hostname && /^https?:\/\//i.test(value);
  } catch {
    return false;
  }
}

function withScheme(schemes: readonly string[], expected: string) {
  return optionalText.refine((value) => {
    if (value === undefined) return true;
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, expected);
}

/** Overrides of the rate limits (load tests, staging); unset: the built-in limits. */
export const RATE_LIMIT_OVERRIDES = [
  "USERNAME_CHECK_LIMIT",
  "REGISTRATION_LIMIT",
  "SIGN_IN_FAILURE_LIMIT",
  "SIGN_IN_ADDRESS_FAILURE_LIMIT",
  "SIGN_IN_USERNAME_FAILURE_LIMIT",
  "LEAD_RATE_LIMIT",
  "WAITLIST_RATE_LIMIT",
  "PAYMENT_INTENT_RATE_LIMIT",
  "HOLD_LIMIT_PER_ADDRESS",
  "HOLD_LIMIT_PER_EMAIL",
] as const;
export type RateLimitOverride = (typeof RATE_LIMIT_OVERRIDES)[number];

const rateLimitShape = Object.fromEntries(RATE_LIMIT_OVERRIDES.map((name) => [name, optionalPositiveInt])) as Record<
  RateLimitOverride,
  typeof optionalPositiveInt
>;

/** The default, and the most any setting may allow, of wrong second-factor codes per account in 15 minutes. */
export const TWO_FACTOR_FAILURE_DEFAULT = 5;
export const TWO_FACTOR_FAILURE_MAX = 10;

export const envSchema = z.object({
  NODE_ENV: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value.trim() : undefined),
    z.enum(["development", "test", "production"], "must be development, test or production").default("development"),
  ),
  /** Set by Next: "phase-production-build" while `next build` runs. */
  NEXT_PHASE: optionalText,
  /** The port the server listens on (set by `next dev -p`, server.mjs and `next start`). */
  PORT: optionalText.refine(
    (value) => value === undefined || (/^\d{1,5}$/.test(value) && Number(value) <= 65535),
    "must be a port number from 0 to 65535",
  ),

  /** Postgres connection string. Unset: the embedded PostgreSQL server in EMBEDDED_DATABASE_DIR. */
  DATABASE_URL: withScheme(["postgres:", "postgresql:"], "must be a postgres:// or postgresql:// connection string"),
  DATABASE_POOL_SIZE: optionalPositiveInt.transform((value) => value ?? 10),
  /** Folder of the embedded PostgreSQL when DATABASE_URL is unset (default .data/postgres). */
  EMBEDDED_DATABASE_DIR: optionalText,
  /** Port of the embedded PostgreSQL on 127.0.0.1 (default: the one it used last, else any free port). */
  EMBEDDED_DATABASE_PORT: optionalText
    .refine(
      (value) => value === undefined || (/^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535),
      "must be a port number from 1 to 65535",
    )
    .transform((value) => (value === undefined ? undefined : Number(value))),

  NEXTAUTH_SECRET: optionalSecret,
  /**
   * bcrypt cost of new password hashes (default 12; each step doubles the work). Test runs lower it:
   * every seeded account costs a hash. Production refuses less than 10.
   */
  PASSWORD_HASH_COST: optionalText
    .refine(
      (value) => value === undefined || (/^\d{1,2}$/.test(value) && Number(value) >= 4 && Number(value) <= 15),
      "must be a whole number from 4 to 15",
    )
    .transform((value) => (value === undefined ? 12 : Number(value))),
  NEXTAUTH_URL: optionalHttpUrl,
  /** The site's own public origin, e.g. https://summonamagician.co.uk: links, canonical URLs, the cross-site check. */
  SITE_URL: optionalHttpUrl,
  /** Signs booking links and the calendar feed URL; unset: NEXTAUTH_SECRET. */
  LINK_SECRET: optionalSecret,
  /** Bearer secret of POST /api/jobs/tick; unset: that endpoint answers 404. */
  CRON_SECRET: optionalSecret,
  /** "off": this process runs no job workers (`npm run worker` or a platform cron does). */
  JOBS: optionalText
    .transform((value) => value?.toLowerCase())
    .refine((value) => value === undefined || value === "on" || value === "off", "must be on or off")
    .transform((value) => (value ?? "on") as "on" | "off"),

  STRIPE_SECRET_KEY: optionalText.refine(
    (value) => value === undefined || /^(sk|rk)_(test|live)_\S+$/.test(value),
    "must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)",
  ),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalText.refine(
    (value) => value === undefined || /^pk_(test|live)_\S+$/.test(value),
    "must be a Stripe publishable key (pk_test_… or pk_live_…)",
  ),
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Points the Stripe SDK at another host, e.g. a local stand-in in tests: http://127.0.0.1:12111 */
  STRIPE_API_BASE: optionalHttpUrl,
  /** "1": a production server without a Stripe key takes demo payments (a demo or staging site). */
  DEMO_PAYMENTS: optionalText
    .refine(
      (value) => value === undefined || ["1", "0", "true", "false"].includes(value.toLowerCase()),
      "must be 1 (demo payments allowed in production) or 0",
    )
    .transform((value) => value === "1" || value?.toLowerCase() === "true"),
  /** Milliseconds the offline demo gateway waits on each call, to imitate a real provider's latency (benchmarks). */
  DEMO_GATEWAY_LATENCY_MS: optionalText
    .refine(
      (value) => value === undefined || (/^\d{1,5}$/.test(value) && Number(value) <= 60_000),
      "must be a whole number of milliseconds from 0 to 60000",
    )
    .transform((value) => (value === undefined ? 0 : Number(value))),

  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: optionalText,
  /** Server key for Google's Routes API: drive times and distances between venues. Unset: the magician's travel table. */
  GOOGLE_MAPS_SERVER_KEY: optionalText,
  /** Where the Routes API answers (tests point it at a local stand-in). */
  GOOGLE_ROUTES_API_BASE: optionalHttpUrl.transform((value) => value ?? "https://routes.googleapis.com"),
  /** Milliseconds to wait for the Routes API before falling back to the travel table (default 2500). */
  GOOGLE_ROUTES_TIMEOUT_MS: optionalPositiveInt.transform((value) => value ?? 2500),
  /** The magician's "write a review" link on Google, offered after a 4- or 5-star review on /review/{token}. Unset: not offered. */
  GOOGLE_REVIEW_URL: optionalText.refine(
    (value) => value === undefined || /^https:\/\/[^/\s]+\S*$/i.test(value),
    "must be an https URL",
  ),

  /** OAuth client of the magician's Google Calendar connection (both set: Settings offers "Connect Google Calendar"). */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Where Google's OAuth endpoints answer: <base>/o/oauth2/v2/auth, <base>/token, <base>/revoke (tests: a stand-in). */
  GOOGLE_OAUTH_BASE: optionalHttpUrl,
  /** Where Google's Calendar API answers (<base>/calendar/v3/…; tests: a stand-in). */
  GOOGLE_CALENDAR_API_BASE: optionalHttpUrl.transform((value) => value ?? "https://www.googleapis.com"),
  /** OAuth client of the Xero connection (both set: Settings → Accounting offers "Connect Xero"). */
  XERO_CLIENT_ID: optionalText,
  XERO_CLIENT_SECRET: optionalText,
  /** Where Xero's API answers: <base>/connections, <base>/api.xro/2.0/… (tests: a stand-in). */
  XERO_API_BASE: optionalHttpUrl.transform((value) => value ?? "https://api.xero.com"),
  /**
   * Where Xero's identity service answers: <base>/connect/token, <base>/connect/revocation. Set, the
   * consent page is <base>/identity/connect/authorize too (tests: a stand-in); unset, Xero's own
   * https://login.xero.com/identity/connect/authorize.
   */
  XERO_IDENTITY_BASE: optionalHttpUrl,
  /** OAuth app of the magician's FreeAgent connection (both set: Settings → Accounting offers FreeAgent). */
  FREEAGENT_CLIENT_ID: optionalText,
  FREEAGENT_CLIENT_SECRET: optionalText,
  /** Where FreeAgent's API and OAuth endpoints answer (<base>/v2/…; the sandbox, or a stand-in in tests). */
  FREEAGENT_API_BASE: optionalHttpUrl.transform((value) => value ?? "https://api.freeagent.com"),
  /**
   * "1": the magician's ICS feeds may be on private, loopback or link-local addresses in production
   * too (a calendar server on the same network). Outside production they always may (local testing).
   */
  CALENDAR_FEEDS_ALLOW_PRIVATE: optionalText
    .refine(
      (value) => value === undefined || ["1", "0", "true", "false"].includes(value.toLowerCase()),
      "must be 1 (private addresses allowed for calendar feeds) or 0",
    )
    .transform((value) => value === "1" || value?.toLowerCase() === "true"),

  SMTP_URL: withScheme(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL such as smtps://user:pass@host:465"),
  MAIL_FROM: optionalText.transform((value) => value ?? "Summon a Magician <bookings@summonamagician.co.uk>"),

  /** Texts to clients through Twilio: all three set, texts are sent; otherwise they stay in the SMS outbox. */
  TWILIO_ACCOUNT_SID: optionalText.refine(
    (value) => value === undefined || /^AC[0-9a-fA-F]{32}$/.test(value),
    "must be a Twilio account SID (AC followed by 32 hex digits)",
  ),
  TWILIO_AUTH_TOKEN: optionalText,
  /** The sender: a number in E.164 (+447…), an alphanumeric sender ID, or a messaging service SID (MG…). */
  TWILIO_FROM: optionalText,
  /** Points the Twilio client at another host, e.g. a local stand-in in tests: http://127.0.0.1:3514 */
  TWILIO_API_BASE: optionalHttpUrl,

  MAGICIAN_USERNAME: optionalText,
  MAGICIAN_PASSWORD: optionalText,
  MAGICIAN_EMAIL: optionalText.refine(
    (value) => value === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    "must be an e-mail address",
  ),
  MAGICIAN_PHONE: optionalText,

  /** Folder of uploaded media when S3_BUCKET is unset (default ./uploads). */
  UPLOAD_DIR: optionalText.transform((value) => value ?? "uploads"),
  /** S3-compatible media storage: used instead of UPLOAD_DIR when S3_BUCKET is set. */
  S3_BUCKET: optionalText,
  /** e.g. https://<account>.r2.cloudflarestorage.com, http://minio:9000; default https://s3.<region>.amazonaws.com */
  S3_ENDPOINT: optionalHttpUrl,
  S3_REGION: optionalText.transform((value) => value ?? "us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Public base URL of the bucket (or a CDN in front of it); media URLs become <S3_PUBLIC_URL>/<name>. */
  S3_PUBLIC_URL: optionalHttpUrl,
  /** Origin of uploaded media served from another host, allowed by the CSP (read at build: security/headers.mjs). */
  MEDIA_ORIGIN: optionalHttpUrl,

  /** How many proxies of ours stand in front of the server: 0 = it faces the internet (lib/server/client-address.ts). */
  TRUST_PROXY_HOPS: z
    .string()
    .optional()
    .refine((value) => {
      try {
        parseTrustProxyHops(value);
        return true;
      } catch {
        return false;
      }
    }, "must be a whole number from 0 to 10")
    .transform((value) => parseTrustProxyHops(value)),

  ...rateLimitShape,
  /** Wrong second-factor codes per account in 15 minutes before the second step locks (default 5, at most 10). */
  TWO_FACTOR_FAILURE_LIMIT: optionalText
    .refine(
      (value) =>
        value === undefined ||
        (/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= TWO_FACTOR_FAILURE_MAX),
      `must be a whole number from 1 to ${TWO_FACTOR_FAILURE_MAX}`,
    )
    .transform((value) => (value === undefined ? TWO_FACTOR_FAILURE_DEFAULT : Number(value))),
});

export type Env = z.infer<typeof envSchema>;
