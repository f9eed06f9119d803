import "server-only";
import path from "node:path";
import { prepareDatabase } from "@/lib/server/db/connections";
import { ensureDevelopmentSecret } from "@/lib/server/dev-secret";
import { DEV_MAGICIAN, env, isBuildPhase, siteUrl, type Env } from "@/lib/server/env";
import { startJobsWithServer } from "@/lib/server/jobs/start";
import { gatewayMode } from "@/lib/server/payments";
import { textTransportLine } from "@/lib/server/sms/transport";

/**
 * What a server process (`npm run dev`, `npm start`) does once at start, in the Node.js runtime
 * only (instrumentation-node.ts): a configuration mistake stops it here with one line that names
 * the variable, instead of failing on the first request; development gets a generated
 * NEXTAUTH_SECRET when it has none; one block says what this server does; then the job workers start.
 */
export async function startServerProcess(): Promise<void> {
  if (isBuildPhase()) return;
  let config: Env;
  let secret: ReturnType<typeof ensureDevelopmentSecret>;
  let database: string;
  try {
    secret = ensureDevelopmentSecret();
    config = env();
    // Without DATABASE_URL: the embedded PostgreSQL, found or started (and named in the block) before any request.
    database = await prepareDatabase();
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    // Next would otherwise keep a half-started server alive; a supervisor should see it fail.
    process.exit(1);
  }
  console.log(startupBanner(config, database, secret));
  // Timed work (mail, expiring holds, completing past bookings, retention) runs on the job queue.
  await startJobsWithServer();
}

/** The start-up block: where the site is, its data, money and mail, and (development) how to sign in. Never a password of a service. */
export function startupBanner(config: Env, database: string, secret?: { file: string; generated: boolean }): string {
  const url = siteUrl(config);
  const payments = gatewayMode();
  const rows: [string, string][] = [
    ["URL", config.PORT && config.SITE_URL ? `${url} (this process listens on port ${config.PORT})` : url],
    ["Database", database],
    [
      "Payments",
      payments === "stripe"
        ? `Stripe (${config.STRIPE_SECRET_KEY?.startsWith("sk_live_") ? "live" : "test"} key)`
        : payments === "demo"
          ? "demo gateway: no real money (set STRIPE_SECRET_KEY for Stripe)"
          : "DISABLED: no STRIPE_SECRET_KEY, payment calls answer 503 (DEMO_PAYMENTS=1 takes demo payments)",
    ],
    [
      "Mail",
      config.SMTP_URL
        ? `SMTP via ${smtpHost(config.SMTP_URL)}`
        : "outbox only: mail is kept in the database (set SMTP_URL to send)",
    ],
    ["Texts", textTransportLine()],
    ["Jobs", config.JOBS === "off" ? "off in this process (JOBS=off)" : "run by this process"],
  ];
  if (config.NODE_ENV !== "production") {
    rows.push([
      "Sign in",
      config.MAGICIAN_USERNAME
        ? `${url}/admin as ${config.MAGICIAN_USERNAME} (password from MAGICIAN_PASSWORD)`
        : `${url}/admin as ${DEV_MAGICIAN.username} / ${DEV_MAGICIAN.password} (development account)`,
    ]);
  }
  if (secret) {
    const where = path.relative(process.cwd(), secret.file) || secret.file;
    rows.push([
      "Secret",
      secret.generated
        ? `NEXTAUTH_SECRET was unset: generated one and saved it to ${where}`
        : `NEXTAUTH_SECRET unset: the development secret in ${where}`,
    ]);
  }
  const width = Math.max(...rows.map(([label]) => label.length)) + 1;
  return [
    `Summon a Magician (${config.NODE_ENV})`,
    ...rows.map(([label, value]) => `  ${`${label}:`.padEnd(width)} ${value}`),
  ].join("\n");
}

/** The SMTP server's host and port, never its user or password. */
function smtpHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}`;
  } catch {
    return "SMTP_URL";
  }
}
