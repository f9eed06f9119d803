// /booking-success asks the server what became of a payment, with its client secret.
import { POST as outcome } from "@/app/api/payments/outcome/route";
import { manageToken } from "@/lib/server/links/booking-page";
import { db, resetAndSeed } from "../../support/db";
import { call, confirmDemo, createIntent, wizardDetails } from "./helpers";

jest.setTimeout(60_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const ask = (clientSecret: unknown) =>
  call(outcome as (r: Request) => Promise<Response>, "/api/payments/outcome", {
    method: "POST",
    body: { clientSecret },
  });

it("answers confirmed (with the booking page) only for a paid checkout, and not-found for anything else", async () => {
  const intent = await createIntent({ amount: 275, bookingDetails: await wizardDetails() });
  const secret = intent.body.clientSecret as string;
  expect((await ask(secret)).body).toEqual({ status: "not-found" }); // not paid yet
  await confirmDemo(secret);
  const paid = await ask(secret);
  expect(paid.status).toBe(200);
  expect(paid.body).toMatchObject({
    status: "confirmed",
    manageUrl: expect.stringContaining(`/booking/${manageToken(intent.body.bookingId, 1)}`),
  });
  // a forged secret for the same intent, an unknown one, garbage
  const forged = `${intent.body.paymentIntentId}_secret_${"0".repeat(24)}`;
  for (const bad of [forged, "pi_demo_unknown_secret_abc", "nonsense"])
    expect((await ask(bad)).body).toEqual({ status: "not-found" });
  expect((await ask("")).status).toBe(400);
});
