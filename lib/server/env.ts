import "server-only";
import { z } from "zod";
import { parseTrustProxyHops } from "@/lib/server/security/forwarded-for.mjs";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** An http(s) URL without a trailing slash, or undefined when empty. */
const optionalHttpUrl = optionalText
  .refine((value) => value === undefined || /^https?:\/\/[^/\s]+/i.test(value), "must be an http(s) URL")
  .transform((value) => value?.replace(/\/+$/, ""));

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: optionalText,
  NEXTAUTH_SECRET: optionalText,
  NEXTAUTH_URL: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Points the Stripe SDK at another host, e.g. a local stand-in in tests: http://127.0.0.1:12111 */
  STRIPE_API_BASE: optionalText,
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().default("Summon a Magician <bookings@summonamagician.co.uk>"),
  MAGICIAN_USERNAME: optionalText,
  MAGICIAN_PASSWORD: optionalText,
  MAGICIAN_EMAIL: optionalText,
  MAGICIAN_PHONE: optionalText,
  UPLOAD_DIR: z.string().trim().default("uploads"),
  /** S3-compatible media storage: used instead of UPLOAD_DIR when S3_BUCKET is set. */
  S3_BUCKET: optionalText,
  /** e.g. https://<account>.r2.cloudflarestorage.com, http://minio:9000; default https://s3.<region>.amazonaws.com */
  S3_ENDPOINT: optionalHttpUrl,
  S3_REGION: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || "us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Public base URL of the bucket (or a CDN in front of it); media URLs become <S3_PUBLIC_URL>/<name>. */
  S3_PUBLIC_URL: optionalHttpUrl,
  /** The site's own public origin, e.g. https://summonamagician.co.uk: links, and the only origin the cross-site check accepts in production. */
  SITE_URL: optionalHttpUrl,
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
  /** The magician's "write a review" link on Google, offered after a 4- or 5-star review on /review/{token}. Unset: not offered. */
  GOOGLE_REVIEW_URL: optionalText.refine(
    (value) => value === undefined || /^https:\/\/[^/\s]+\S*$/i.test(value),
    "must be an https URL",
  ),
  /** Milliseconds the offline demo gateway waits on each call, to imitate a real provider's latency (benchmarks). */
  DEMO_GATEWAY_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

export type Env = z.infer<typeof schema>;

/** Variables a production server cannot run without; named in the start-up error. */
const REQUIRED_IN_PRODUCTION = [
  "NEXTAUTH_SECRET",
  "MAGICIAN_USERNAME",
  "MAGICIAN_PASSWORD",
  "MAGICIAN_EMAIL",
  "SITE_URL",
] as const;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid environment variables: ${detail}`);
  }
  const env = result.data;
  if (env.S3_BUCKET) {
    const missing = (["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(`S3_BUCKET is set but ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} missing`);
    }
  }
  if (env.NODE_ENV === "production") {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(
        `Missing required environment variable${missing.length > 1 ? "s" : ""} in production: ${missing.join(", ")}`,
      );
    }
  }
  return env;
}

let cached: Env | undefined;

/** The validated environment, parsed once per process. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Payments run in offline demo mode whenever no Stripe secret key is configured. */
export function isDemoPayments(): boolean {
  return !env().STRIPE_SECRET_KEY;
}
