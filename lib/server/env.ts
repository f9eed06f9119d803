// No "server-only" import: the proxy, the scripts and the test harnesses (plain Node, outside Next's
// bundler) load this module too. A browser bundle would find none of these variables anyway: Next
// inlines only NEXT_PUBLIC_* values there (lib/public-env.ts).
import { z } from "zod";
import { parseTrustProxyHops } from "@/lib/server/security/forwarded-for.mjs";

// The one reader of the server's configuration. Every variable the app reads is in the schema
// below; an empty value (`SITE_URL=` copied from .env.example) counts as unset everywhere. A
// mistake stops the start with one line naming the variable and what it expects (startup.ts).

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

function isHttpUrl(value: string): boolean {
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
  "PAYMENT_INTENT_RATE_LIMIT",
  "HOLD_LIMIT_PER_ADDRESS",
  "HOLD_LIMIT_PER_EMAIL",
] as const;
export type RateLimitOverride = (typeof RATE_LIMIT_OVERRIDES)[number];

const rateLimitShape = Object.fromEntries(RATE_LIMIT_OVERRIDES.map((name) => [name, optionalPositiveInt])) as Record<
  RateLimitOverride,
  typeof optionalPositiveInt
>;

const schema = z.object({
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

  /** Postgres connection string. Unset: the embedded PGlite database in PGLITE_DATA_DIR. */
  DATABASE_URL: withScheme(["postgres:", "postgresql:"], "must be a postgres:// or postgresql:// connection string"),
  DATABASE_POOL_SIZE: optionalPositiveInt.transform((value) => value ?? 10),
  /** Folder of the embedded database (default .data/pglite). */
  PGLITE_DATA_DIR: optionalText,

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
  /** The magician's "write a review" link on Google, offered after a 4- or 5-star review on /review/{token}. Unset: not offered. */
  GOOGLE_REVIEW_URL: optionalText.refine(
    (value) => value === undefined || /^https:\/\/[^/\s]+\S*$/i.test(value),
    "must be an https URL",
  ),

  SMTP_URL: withScheme(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL such as smtps://user:pass@host:465"),
  MAIL_FROM: optionalText.transform((value) => value ?? "Summon a Magician <bookings@summonamagician.co.uk>"),

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
});

export type Env = z.infer<typeof schema>;
type Source = Record<string, string | undefined>;

/** Variables a production server cannot run without; named in the start-up error. */
export const REQUIRED_IN_PRODUCTION = [
  "NEXTAUTH_SECRET",
  "MAGICIAN_USERNAME",
  "MAGICIAN_PASSWORD",
  "MAGICIAN_EMAIL",
  "SITE_URL",
] as const;

/** Below this a stolen password table is cracked too cheaply: production refuses a lower PASSWORD_HASH_COST. */
export const MIN_PRODUCTION_HASH_COST = 10;

/** A configuration mistake; its message is one line that names the variable(s) and what is expected. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseEnv(source: Source = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new ConfigError(`Invalid environment variable${result.error.issues.length > 1 ? "s" : ""}: ${detail}`);
  }
  const env = result.data;
  if (env.S3_BUCKET) {
    const missing = (["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `S3_BUCKET is set but ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} missing`,
      );
    }
  }
  if (env.NODE_ENV === "production" && env.PASSWORD_HASH_COST < MIN_PRODUCTION_HASH_COST) {
    throw new ConfigError(
      `Invalid environment variable: PASSWORD_HASH_COST: must be at least ${MIN_PRODUCTION_HASH_COST} in production`,
    );
  }
  if (env.NODE_ENV === "production" && env.NEXT_PHASE !== "phase-production-build") {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Missing required environment variable${missing.length > 1 ? "s" : ""} in production: ${missing.join(", ")}`,
      );
    }
  }
  return env;
}

const KEYS = Object.keys(schema.shape);
/** What env() watches for changes: our variables, and what it sets for next-auth. */
const WATCHED = [...KEYS, "AUTH_TRUST_HOST"];
let cached: { fingerprint: string; env: Env } | undefined;

/**
 * The validated environment. Parsed once, and again only when a variable changed (tests switch
 * settings at run time; a server's environment does not change).
 */
export function env(): Env {
  let fingerprint = WATCHED.map((key) => process.env[key] ?? "\u0000").join("\u0001");
  if (cached?.fingerprint !== fingerprint) {
    const emptiesRemoved = unsetEmptyVariables();
    const nextAuthPointed = pointNextAuthAtTheSite();
    if (emptiesRemoved || nextAuthPointed)
      fingerprint = WATCHED.map((key) => process.env[key] ?? "\u0000").join("\u0001");
    cached = { fingerprint, env: parseEnv() };
  }
  return cached.env;
}

/**
 * Removes our variables that are set but empty (`NEXTAUTH_URL=` from a copied .env.example), so
 * libraries that read process.env themselves see them unset too: next-auth would otherwise try
 * `new URL("")`. Runs again whenever the variables change (Next reloads .env files in development).
 */
function unsetEmptyVariables(): boolean {
  let changed = false;
  for (const key of KEYS) {
    const value = process.env[key];
    if (value !== undefined && value.trim() === "") {
      delete process.env[key];
      changed = true;
    }
  }
  return changed;
}

/** Payments run in offline demo mode whenever no Stripe secret key is configured. */
export function isDemoPayments(): boolean {
  return !env().STRIPE_SECRET_KEY;
}

export function isProduction(): boolean {
  return env().NODE_ENV === "production";
}

/**
 * next-auth builds its redirect URLs (sign-out, callbacks) from NEXTAUTH_URL, else from
 * http://localhost:3000. When it is unset: SITE_URL is the site's address; in development without
 * either, next-auth takes the address the browser used (AUTH_TRUST_HOST), as the dev server answers
 * on any port and host. Not in tests, which set these themselves.
 */
function pointNextAuthAtTheSite(): boolean {
  const mode = runtimeMode();
  if (mode === "test" || process.env.NEXTAUTH_URL) return false;
  const site = process.env.SITE_URL?.trim();
  if (site && isHttpUrl(site)) {
    process.env.NEXTAUTH_URL = site.replace(/\/+$/, "");
    return true;
  }
  if (mode === "development" && !process.env.AUTH_TRUST_HOST) {
    process.env.AUTH_TRUST_HOST = "1";
    return true;
  }
  return false;
}

/** Whether this process is `next build` (which loads the app's modules but serves nothing). */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/**
 * NODE_ENV alone, without validating the rest: for the logger and other code that must keep working
 * while a configuration mistake is being reported.
 */
export function runtimeMode(): Env["NODE_ENV"] {
  const value = process.env.NODE_ENV?.trim();
  return value === "production" || value === "test" ? value : "development";
}

/**
 * The site's public origin without a trailing slash: SITE_URL, else NEXTAUTH_URL, else (development
 * and tests) the address this server listens on. Canonical URLs, Open Graph, the sitemap and JSON-LD
 * are rendered with it at build time, links in e-mails at run time.
 */
export function siteUrl(current: Env = env()): string {
  return current.SITE_URL ?? current.NEXTAUTH_URL ?? `http://localhost:${current.PORT || "3000"}`;
}

/** The development sign-in created by the seed when MAGICIAN_USERNAME is unset (never in production). */
export const DEV_MAGICIAN = { username: "magician", password: "abracadabra", email: "magician@example.com" } as const;

/**
 * Adopts a secret generated for development (lib/server/dev-secret.ts) for this process, so
 * next-auth and every session check that runs here sign and verify with the same one.
 */
export function adoptDevelopmentSecret(secret: string): void {
  process.env.NEXTAUTH_SECRET = secret;
}
