import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adoptStoredDevelopmentSecret, ensureDevelopmentSecret } from "@/lib/server/dev-secret";
import { ConfigError, env, parseEnv, siteUrl } from "@/lib/server/env";

const production = {
  NODE_ENV: "production",
  NEXTAUTH_SECRET: "a-production-secret-0123456789",
  MAGICIAN_USERNAME: "magician",
  MAGICIAN_PASSWORD: "a-strong-password",
  MAGICIAN_EMAIL: "magician@example.com",
  SITE_URL: "https://summonamagician.co.uk",
} as NodeJS.ProcessEnv;

const development = { NODE_ENV: "development" } as NodeJS.ProcessEnv;

/** The message parseEnv stops with, or undefined when it accepts the environment. */
function problem(source: Record<string, string | undefined>): string | undefined {
  try {
    parseEnv(source);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe("parseEnv", () => {
  it("needs nothing in development: embedded database, demo payments, default upload folder", () => {
    const env = parseEnv(development);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.UPLOAD_DIR).toBe("uploads");
    expect(env.DATABASE_POOL_SIZE).toBe(10);
    expect(env.JOBS).toBe("on");
    expect(env.DEMO_PAYMENTS).toBe(false);
    expect(env.MAIL_FROM).toBe("Summon a Magician <bookings@summonamagician.co.uk>");
  });

  it("treats empty values as unset: a copied .env.example starts like no configuration at all", () => {
    const example = fs.readFileSync(path.join(__dirname, "../../../.env.example"), "utf8");
    const copied: Record<string, string> = { NODE_ENV: "development" };
    for (const line of example.split("\n")) {
      const [, key, value] = /^([A-Z0-9_]+)=(.*)$/.exec(line) ?? [];
      if (key !== undefined && value !== undefined) copied[key] = value.replace(/^"(.*)"$/, "$1");
    }
    const env = parseEnv(copied);
    expect(env.SITE_URL).toBeUndefined();
    expect(env.UPLOAD_DIR).toBe("uploads");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATABASE_POOL_SIZE).toBe(10);
    expect(env.NEXTAUTH_SECRET).toBeUndefined();
    expect(env.TRUST_PROXY_HOPS).toBe(0);
    expect(env.S3_REGION).toBe("us-east-1");
    expect(siteUrl({ ...env, PORT: "3000" })).toBe("http://localhost:3000");
    expect(parseEnv({ ...development, DATABASE_URL: "  ", UPLOAD_DIR: " " }).UPLOAD_DIR).toBe("uploads");
  });

  it("caps the sign-in failure limits in production, naming the variable, and bounds the two-factor code limit everywhere", () => {
    expect(problem({ ...production, SIGN_IN_FAILURE_LIMIT: "51" })).toBe(
      "Invalid environment variable: SIGN_IN_FAILURE_LIMIT: must be at most 50 in production",
    );
    expect(
      problem({ ...production, SIGN_IN_ADDRESS_FAILURE_LIMIT: "100000", SIGN_IN_USERNAME_FAILURE_LIMIT: "999" }),
    ).toBe(
      "Invalid environment variables: SIGN_IN_ADDRESS_FAILURE_LIMIT, SIGN_IN_USERNAME_FAILURE_LIMIT: must be at most 50 in production",
    );
    expect(problem({ ...production, SIGN_IN_FAILURE_LIMIT: "0" })).toContain(
      "SIGN_IN_FAILURE_LIMIT: must be a whole number from 1",
    );
    expect(parseEnv({ ...production, SIGN_IN_FAILURE_LIMIT: "50" }).SIGN_IN_FAILURE_LIMIT).toBe(50);
    // Load tests outside production may raise them.
    expect(parseEnv({ SIGN_IN_FAILURE_LIMIT: "100000" }).SIGN_IN_FAILURE_LIMIT).toBe(100000);
    expect(parseEnv({}).TWO_FACTOR_FAILURE_LIMIT).toBe(5);
    expect(parseEnv({ TWO_FACTOR_FAILURE_LIMIT: "10" }).TWO_FACTOR_FAILURE_LIMIT).toBe(10);
    expect(problem({ TWO_FACTOR_FAILURE_LIMIT: "11" })).toBe(
      "Invalid environment variable: TWO_FACTOR_FAILURE_LIMIT: must be a whole number from 1 to 10",
    );
  });

  it("accepts a complete production environment", () => {
    expect(parseEnv(production).MAGICIAN_USERNAME).toBe("magician");
  });

  it.each(["NEXTAUTH_SECRET", "MAGICIAN_USERNAME", "MAGICIAN_PASSWORD", "MAGICIAN_EMAIL", "SITE_URL"])(
    "stops a production server without %s, naming it",
    (name) => {
      expect(problem({ ...production, [name]: "" })).toBe(
        `Missing required environment variable in production: ${name}`,
      );
    },
  );

  it("names every missing variable at once", () => {
    expect(problem({ NODE_ENV: "production" })).toBe(
      "Missing required environment variables in production: NEXTAUTH_SECRET, MAGICIAN_USERNAME, MAGICIAN_PASSWORD, MAGICIAN_EMAIL, SITE_URL",
    );
  });

  it("does not ask `next build` for the server's account variables (next.config.mjs checks what a build needs)", () => {
    expect(problem({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).toBeUndefined();
  });

  it("needs SITE_URL (the only origin the cross-site check accepts) as an http(s) URL, without a trailing slash", () => {
    expect(parseEnv({ ...production, SITE_URL: "https://summonamagician.co.uk/" }).SITE_URL).toBe(
      "https://summonamagician.co.uk",
    );
    expect(problem({ ...production, SITE_URL: "summonamagician.co.uk" })).toBe(
      "Invalid environment variable: SITE_URL: must be an http(s) URL such as https://example.com",
    );
    expect(parseEnv(development).SITE_URL).toBeUndefined();
  });

  it("stops on a configuration mistake with one line naming each variable and what it expects", () => {
    const cases: [Record<string, string>, string][] = [
      [{ NEXTAUTH_SECRET: "short" }, "NEXTAUTH_SECRET: must be at least 16 characters"],
      [{ LINK_SECRET: "short" }, "LINK_SECRET: must be at least 16 characters"],
      [{ CRON_SECRET: "short" }, "CRON_SECRET: must be at least 16 characters"],
      [{ DEMO_PAYMENTS: "yes please" }, "DEMO_PAYMENTS: must be 1 (demo payments allowed in production) or 0"],
      [{ STRIPE_SECRET_KEY: "pk_test_123" }, "STRIPE_SECRET_KEY: must be a Stripe secret key"],
      [{ JOBS: "sometimes" }, "JOBS: must be on or off"],
      [{ DATABASE_URL: "mysql://db/app" }, "DATABASE_URL: must be a postgres:// or postgresql:// connection string"],
      [{ DATABASE_POOL_SIZE: "lots" }, "DATABASE_POOL_SIZE: must be a whole number from 1"],
      [{ SMTP_URL: "mail.example.com" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
      [{ NEXTAUTH_URL: "localhost:3000" }, "NEXTAUTH_URL: must be an http(s) URL"],
      [{ HOLD_LIMIT_PER_EMAIL: "0" }, "HOLD_LIMIT_PER_EMAIL: must be a whole number from 1"],
      [{ NODE_ENV: "staging" }, "NODE_ENV: must be development, test or production"],
    ];
    for (const [vars, expected] of cases) {
      const message = problem({ ...development, ...vars });
      expect(message).toContain(expected);
      expect(message).toMatch(/^Invalid environment variable: /);
      expect(message).not.toContain("\n");
    }
    const both = problem({ ...development, SITE_URL: "nope", JOBS: "maybe" });
    expect(both).toMatch(/^Invalid environment variables: SITE_URL: .+; JOBS: must be on or off$/);
    expect(both).not.toContain("\n");
  });

  it("reads the typed values", () => {
    const env = parseEnv({
      ...development,
      DATABASE_POOL_SIZE: "25",
      JOBS: "OFF",
      DEMO_PAYMENTS: "1",
      LEAD_RATE_LIMIT: "500",
      DEMO_GATEWAY_LATENCY_MS: "250",
    });
    expect(env).toMatchObject({
      DATABASE_POOL_SIZE: 25,
      JOBS: "off",
      DEMO_PAYMENTS: true,
      LEAD_RATE_LIMIT: 500,
      DEMO_GATEWAY_LATENCY_MS: 250,
    });
  });

  it("hashes passwords at bcrypt cost 12 unless told otherwise, and refuses less than 10 in production", () => {
    expect(parseEnv(development).PASSWORD_HASH_COST).toBe(12);
    expect(parseEnv(production).PASSWORD_HASH_COST).toBe(12);
    expect(parseEnv({ ...development, PASSWORD_HASH_COST: "4" }).PASSWORD_HASH_COST).toBe(4);
    expect(parseEnv({ ...production, PASSWORD_HASH_COST: "10" }).PASSWORD_HASH_COST).toBe(10);
    expect(problem({ ...production, PASSWORD_HASH_COST: "9" })).toBe(
      "Invalid environment variable: PASSWORD_HASH_COST: must be at least 10 in production",
    );
    for (const value of ["3", "16", "twelve", "12.5"]) {
      expect(problem({ ...development, PASSWORD_HASH_COST: value })).toContain(
        "PASSWORD_HASH_COST: must be a whole number from 4 to 15",
      );
    }
  });

  it("reads TRUST_PROXY_HOPS as a whole number from 0 to 10, 0 when unset", () => {
    expect(parseEnv(development).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ ...production, TRUST_PROXY_HOPS: "" }).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ ...production, TRUST_PROXY_HOPS: "2" }).TRUST_PROXY_HOPS).toBe(2);
    for (const value of ["-1", "many", "1.5", "11"]) {
      expect(problem({ ...production, TRUST_PROXY_HOPS: value })).toContain(
        "TRUST_PROXY_HOPS: must be a whole number from 0 to 10",
      );
    }
  });
});

describe("siteUrl", () => {
  it("is SITE_URL, else NEXTAUTH_URL, else the address the development server listens on", () => {
    expect(siteUrl(parseEnv(production))).toBe("https://summonamagician.co.uk");
    expect(siteUrl(parseEnv({ ...development, NEXTAUTH_URL: "http://127.0.0.1:4000/" }))).toBe("http://127.0.0.1:4000");
    expect(siteUrl(parseEnv({ ...development, PORT: "3310" }))).toBe("http://localhost:3310");
    expect(siteUrl(parseEnv(development))).toBe("http://localhost:3000");
  });
});

describe("env() and the development secret", () => {
  const saved = { ...process.env };
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-test-"));
  });
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("unsets empty variables for the libraries that read process.env themselves (next-auth)", () => {
    process.env.NEXTAUTH_URL = "";
    process.env.SITE_URL = " ";
    expect(env().SITE_URL).toBeUndefined();
    expect("NEXTAUTH_URL" in process.env).toBe(false);
    expect("SITE_URL" in process.env).toBe(false);
  });

  it("development without NEXTAUTH_SECRET: generates one into .data/development-secret (0600), outside the .env files, and uses it", () => {
    delete process.env.NEXTAUTH_SECRET;
    (process.env as Record<string, string>).NODE_ENV = "development";
    fs.writeFileSync(path.join(dir, ".env.local"), "SMTP_URL=\nNEXTAUTH_SECRET=");
    const file = path.join(dir, ".data", "development-secret");
    expect(ensureDevelopmentSecret(dir)).toEqual({ file, generated: true });
    const secret = env().NEXTAUTH_SECRET;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(fs.readFileSync(file, "utf8").trim()).toBe(secret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // The .env files are left alone: copying .env.example over .env.local keeps the secret.
    expect(fs.readFileSync(path.join(dir, ".env.local"), "utf8")).toBe("SMTP_URL=\nNEXTAUTH_SECRET=");
    // The next start (a new process: NEXTAUTH_SECRET unset again) reads the same one.
    delete process.env.NEXTAUTH_SECRET;
    expect(ensureDevelopmentSecret(dir)).toEqual({ file, generated: false });
    expect(env().NEXTAUTH_SECRET).toBe(secret);
  });

  it("scripts adopt the stored secret and never make one; a configured secret wins", () => {
    delete process.env.NEXTAUTH_SECRET;
    (process.env as Record<string, string>).NODE_ENV = "development";
    adoptStoredDevelopmentSecret(dir);
    expect(env().NEXTAUTH_SECRET).toBeUndefined();
    expect(fs.existsSync(path.join(dir, ".data"))).toBe(false);
    fs.mkdirSync(path.join(dir, ".data"));
    fs.writeFileSync(path.join(dir, ".data", "development-secret"), "stored-secret-1234567890\n");
    adoptStoredDevelopmentSecret(dir);
    expect(env().NEXTAUTH_SECRET).toBe("stored-secret-1234567890");
    process.env.NEXTAUTH_SECRET = "configured-secret-1234567890";
    expect(ensureDevelopmentSecret(dir)).toBeUndefined();
    adoptStoredDevelopmentSecret(dir);
    expect(env().NEXTAUTH_SECRET).toBe("configured-secret-1234567890");
  });

  it("never generates one in production, where a missing secret stops the start", () => {
    Object.assign(process.env, production);
    delete process.env.NEXTAUTH_SECRET;
    expect(() => ensureDevelopmentSecret(dir)).toThrow(
      "Missing required environment variable in production: NEXTAUTH_SECRET",
    );
    expect(fs.existsSync(path.join(dir, ".data"))).toBe(false);
  });
});

describe("describeDatabase (the start-up block's Database line)", () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL };
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it("names the Postgres host and database, never the password", async () => {
    const { describeDatabase } = await import("@/lib/server/db/connections");
    process.env.DATABASE_URL = "postgresql://app:hunter2-secret@db.internal:6543/summon?sslmode=require";
    expect(describeDatabase()).toBe("Postgres at db.internal:6543/summon");
    delete process.env.DATABASE_URL;
    const embedded = {
      major: 15,
      folder: ".data/postgres",
      port: 54321,
      url: "postgresql://postgres:pw@127.0.0.1:54321/summon",
    };
    expect(describeDatabase(embedded as never)).toBe("embedded PostgreSQL 15 in .data/postgres (port 54321)");
    expect(describeDatabase(embedded as never)).not.toContain("pw");
  });
});
