import { parseEnv } from "@/lib/server/env";

const production = {
  NODE_ENV: "production",
  NEXTAUTH_SECRET: "s3cret",
  MAGICIAN_USERNAME: "magician",
  MAGICIAN_PASSWORD: "a-strong-password",
  MAGICIAN_EMAIL: "magician@example.com",
  SITE_URL: "https://summonamagician.co.uk",
} as NodeJS.ProcessEnv;

describe("parseEnv", () => {
  it("needs nothing in development: embedded database, demo payments, default upload folder", () => {
    const env = parseEnv({ NODE_ENV: "development" } as NodeJS.ProcessEnv);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.UPLOAD_DIR).toBe("uploads");
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ NODE_ENV: "development", DATABASE_URL: "  " } as NodeJS.ProcessEnv).DATABASE_URL).toBeUndefined();
  });

  it("accepts a complete production environment", () => {
    expect(parseEnv(production).MAGICIAN_USERNAME).toBe("magician");
  });

  it.each(["NEXTAUTH_SECRET", "MAGICIAN_USERNAME", "MAGICIAN_PASSWORD", "MAGICIAN_EMAIL", "SITE_URL"])(
    "stops a production server without %s, naming it",
    (name) => {
      const env = { ...production, [name]: "" };
      expect(() => parseEnv(env)).toThrow(new RegExp(`Missing required environment variable in production: ${name}$`));
    },
  );

  it("names every missing variable at once", () => {
    expect(() => parseEnv({ NODE_ENV: "production" } as NodeJS.ProcessEnv)).toThrow(
      "Missing required environment variables in production: NEXTAUTH_SECRET, MAGICIAN_USERNAME, MAGICIAN_PASSWORD, MAGICIAN_EMAIL, SITE_URL",
    );
  });

  it("needs SITE_URL (the only origin the cross-site check accepts) as an http(s) URL, without a trailing slash", () => {
    expect(parseEnv({ ...production, SITE_URL: "https://summonamagician.co.uk/" }).SITE_URL).toBe(
      "https://summonamagician.co.uk",
    );
    expect(() => parseEnv({ ...production, SITE_URL: "summonamagician.co.uk" })).toThrow(
      /SITE_URL: must be an http\(s\) URL/,
    );
    expect(parseEnv({ NODE_ENV: "development" } as NodeJS.ProcessEnv).SITE_URL).toBeUndefined();
  });

  it("reads TRUST_PROXY_HOPS as a whole number from 0 to 10, 0 when unset", () => {
    expect(parseEnv({ NODE_ENV: "development" } as NodeJS.ProcessEnv).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ ...production, TRUST_PROXY_HOPS: "" }).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ ...production, TRUST_PROXY_HOPS: "2" }).TRUST_PROXY_HOPS).toBe(2);
    for (const value of ["-1", "many", "1.5", "11"]) {
      expect(() => parseEnv({ ...production, TRUST_PROXY_HOPS: value })).toThrow(
        "TRUST_PROXY_HOPS: must be a whole number from 0 to 10",
      );
    }
  });
});
