// No "server-only" import: the proxy, the scripts and the test harnesses (plain Node, outside Next's
// bundler) load this module too. A browser bundle would find none of these variables anyway: Next
// inlines only NEXT_PUBLIC_* values there (lib/public-env.ts).
import { envSchema, isHttpUrl, type Env } from "@/lib/server/env-schema";

export { RATE_LIMIT_OVERRIDES, type Env, type RateLimitOverride } from "@/lib/server/env-schema";

// The one reader of the server's configuration. Every variable the app reads is in the schema
// (lib/server/env-schema.ts); an empty value (`SITE_URL=` copied from .env.example) counts as
// unset everywhere. A mistake stops the start with one line naming the variable and what it
// expects (startup.ts).

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

/** The sign-in lock-out limits: load tests raise them, production caps them. */
export const SIGN_IN_FAILURE_LIMITS = [
  "SIGN_IN_FAILURE_LIMIT",
  "SIGN_IN_ADDRESS_FAILURE_LIMIT",
  "SIGN_IN_USERNAME_FAILURE_LIMIT",
] as const;
export const MAX_PRODUCTION_SIGN_IN_FAILURES = 50;

/** A configuration mistake; its message is one line that names the variable(s) and what is expected. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseEnv(source: Source = process.env): Env {
  const result = envSchema.safeParse(source);
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
  // The auth token alone is allowed: it checks replies' signatures while texts stay in the outbox.
  const twilio = (["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const).filter((name) => !env[name]);
  if ((env.TWILIO_ACCOUNT_SID || env.TWILIO_FROM) && twilio.length > 0) {
    throw new ConfigError(
      `Twilio is half configured: ${twilio.join(" and ")} ${twilio.length > 1 ? "are" : "is"} missing (set all three to send texts, or none to keep them in the outbox)`,
    );
  }
  if (env.NODE_ENV === "production") {
    // A load test's raised limit left in production would let passwords be guessed at leisure.
    const loose = SIGN_IN_FAILURE_LIMITS.filter((name) => (env[name] ?? 0) > MAX_PRODUCTION_SIGN_IN_FAILURES);
    if (loose.length > 0) {
      throw new ConfigError(
        `Invalid environment variable${loose.length > 1 ? "s" : ""}: ${loose.join(", ")}: must be at most ${MAX_PRODUCTION_SIGN_IN_FAILURES} in production`,
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

const KEYS = Object.keys(envSchema.shape);
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
 * Whether every route's answer is checked against what it declares (lib/server/route-answers.ts):
 * always outside production, and in a production build run with API_CHECK_RESPONSES=1 (the e2e run),
 * so a mismatch fails the test that caused it instead of reaching a caller.
 */
export function checksRouteAnswers(): boolean {
  return runtimeMode() !== "production" || process.env.API_CHECK_RESPONSES?.trim() === "1";
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
