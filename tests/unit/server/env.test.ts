import { parseEnv } from "@/lib/server/env";

const production = {
  NODE_ENV: "production",
  NEXTAUTH_SECRET: "s3cret",
  MAGICIAN_USERNAME: "magician",
  MAGICIAN_PASSWORD: "a-strong-password",
  MAGICIAN_EMAIL: "magician@example.com",
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

  it.each(["NEXTAUTH_SECRET", "MAGICIAN_USERNAME", "MAGICIAN_PASSWORD", "MAGICIAN_EMAIL"])(
    "stops a production server without %s, naming it",
    (name) => {
      const env = { ...production, [name]: "" };
      expect(() => parseEnv(env)).toThrow(new RegExp(`Missing required environment variable in production: ${name}$`));
    },
  );

  it("names every missing variable at once", () => {
    expect(() => parseEnv({ NODE_ENV: "production" } as NodeJS.ProcessEnv)).toThrow(
      "Missing required environment variables in production: NEXTAUTH_SECRET, MAGICIAN_USERNAME, MAGICIAN_PASSWORD, MAGICIAN_EMAIL",
    );
  });
});
