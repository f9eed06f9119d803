// No fake money in production: without a Stripe key a production server refuses payment calls
// unless DEMO_PAYMENTS=1 says it is a demo site.
import { db, resetAndSeed } from "../../support/db";
import { createIntent, wizardDetails } from "./helpers";

jest.setTimeout(60_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const env = process.env as Record<string, string | undefined>;
async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, env[k]]));
  Object.assign(env, vars);
  for (const [k, v] of Object.entries(vars)) if (v === undefined) delete env[k];
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete env[k];
      else env[k] = v;
    }
  }
}

// what a production server must have anyway (lib/server/env.ts)
const PRODUCTION = {
  NODE_ENV: "production",
  STRIPE_SECRET_KEY: undefined,
  SITE_URL: "https://summonamagician.example",
  NEXTAUTH_SECRET: "a-production-secret-of-enough-length-1234567890",
  MAGICIAN_USERNAME: "magician",
  MAGICIAN_PASSWORD: "a-long-magician-password",
  MAGICIAN_EMAIL: "magician@example.com",
  PASSWORD_HASH_COST: "10",
};

it("a production server without a Stripe key answers 503 and creates nothing; DEMO_PAYMENTS=1 takes demo payments", async () => {
  const refused = await withEnv({ ...PRODUCTION, DEMO_PAYMENTS: undefined }, async () =>
    createIntent({ amount: 275, bookingDetails: await wizardDetails() }),
  );
  expect(refused.status).toBe(503);
  expect(refused.body).toMatchObject({ error: "Payments are not configured" });
  expect(await db.booking.count()).toBe(0);
  const demo = await withEnv({ ...PRODUCTION, DEMO_PAYMENTS: "1" }, async () =>
    createIntent({ amount: 275, bookingDetails: await wizardDetails() }),
  );
  expect(demo.status).toBe(200);
  expect(demo.body.clientSecret).toMatch(/^pi_demo_/);
});
