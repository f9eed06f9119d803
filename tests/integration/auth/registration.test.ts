// POST /api/auth/register and GET /api/auth/check-username: a bar client is created only after its
// £25 registration payment succeeded and was never used; every field checked with the spec's messages.
import { GET as checkUsername } from "@/app/api/auth/check-username/route";
import { POST as register } from "@/app/api/auth/register/route";
import { verifyPassword } from "@/lib/server/auth/password";
import { createUnboundIntent } from "@/lib/server/payments";
import { UK_CENTRE } from "@/lib/server/users/registration";
import { request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";

// The machine is shared: allow slow database round trips (bcrypt at cost 12 included).
jest.setTimeout(60_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

let addressCounter = 0;
/** Each call from its own address, so the registration rate limit only bites where a test wants it. */
const from = (address = `198.51.100.${++addressCounter % 250}`) => ({ "x-forwarded-for": address });

async function registrationPayment(status: "succeeded" | "requires_payment_method" = "succeeded", amountPence = 2500) {
  const { intentId } = await createUnboundIntent({
    purpose: "registration",
    amountPence,
    request: { eventType: "Bar Registration", clientName: `Bar ${Math.random()}` },
  });
  // What the card network (demo confirm or Stripe's webhook) does when the card is accepted.
  if (status === "succeeded") await db.paymentIntent.update({ where: { id: intentId }, data: { status: "succeeded" } });
  return intentId;
}

function form(overrides: Record<string, unknown> = {}) {
  return {
    username: "newbar01",
    password: "a-good-password",
    email: "owner@newbar.example",
    role: "bar-client",
    barName: "The New Bar",
    ownerName: "Nina Owner",
    barAddress: "1 High Street, Glasgow",
    contactPhone: "0141 555 0100",
    registrationPaid: true,
    ...overrides,
  };
}

const post = (body: unknown, headers = from()) =>
  request("/api/auth/register", { method: "POST", body, headers }).then(register);

describe("POST /api/auth/register", () => {
  it("creates a paid bar client with the UK-centre coordinates, hashed password and the payment marked used", async () => {
    const intentId = await registrationPayment();
    const response = await post(form({ registrationPaymentId: intentId }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.user).toMatchObject({
      username: "newbar01",
      role: "bar-client",
      barName: "The New Bar",
      registrationPaid: true,
    });
    expect(JSON.stringify(body)).not.toContain('password":');
    const user = await db.user.findUniqueOrThrow({ where: { username: "newbar01" } });
    expect(user).toMatchObject({
      role: "bar-client",
      registrationPaid: true,
      registrationPaymentId: intentId,
      barLatitude: UK_CENTRE.latitude,
      barLongitude: UK_CENTRE.longitude,
      ownerName: "Nina Owner",
      contactPhone: "0141 555 0100",
    });
    expect(user.password).not.toBe("a-good-password");
    expect(await verifyPassword("a-good-password", user.password)).toBe(true);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).usedAt).not.toBeNull();
  });

  it("keeps coordinates the page sends, and ignores a requested role", async () => {
    const intentId = await registrationPayment();
    const response = await post(
      form({ role: "magician", barLatitude: 55.86, barLongitude: -4.25, registrationPaymentId: intentId }),
    );
    expect(response.status).toBe(201);
    const user = await db.user.findUniqueOrThrow({ where: { username: "newbar01" } });
    expect(user.role).toBe("bar-client");
    expect([user.barLatitude, user.barLongitude]).toEqual([55.86, -4.25]);
  });

  it("refuses an unpaid payment with 402 and creates nothing", async () => {
    const intentId = await registrationPayment("requires_payment_method");
    const response = await post(form({ registrationPaymentId: intentId }));
    expect(response.status).toBe(402);
    expect((await response.json()).error).toBe("Payment not completed");
    expect(await db.user.count({ where: { username: "newbar01" } })).toBe(0);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).usedAt).toBeNull();
  });

  it("refuses an unknown payment id, and a succeeded payment made for something else", async () => {
    expect((await post(form({ registrationPaymentId: "pi_demo_doesnotexist000000000" }))).status).toBe(402);
    const { intentId } = await createUnboundIntent({ purpose: "bar-booking", amountPence: 2500, request: { x: 1 } });
    await db.paymentIntent.update({ where: { id: intentId }, data: { status: "succeeded" } });
    expect((await post(form({ registrationPaymentId: intentId }))).status).toBe(402);
    expect(await db.user.count({ where: { username: "newbar01" } })).toBe(0);
  });

  it("refuses a payment of less than £25", async () => {
    const intentId = await registrationPayment("succeeded", 100);
    expect((await post(form({ registrationPaymentId: intentId }))).status).toBe(402);
    expect(await db.user.count({ where: { username: "newbar01" } })).toBe(0);
  });

  it("refuses a payment that was used already (409): one fee, one account", async () => {
    const intentId = await registrationPayment();
    expect((await post(form({ registrationPaymentId: intentId }))).status).toBe(201);
    const again = await post(form({ username: "secondbar", registrationPaymentId: intentId }));
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe("This payment has already been used.");
    expect(await db.user.count({ where: { username: "secondbar" } })).toBe(0);
  });

  it("username taken between the steps: 409 'Username already taken', the payment stays unused for a retry", async () => {
    const intentId = await registrationPayment();
    // Someone else registers the name (different case) while this bar is paying.
    const otherPayment = await registrationPayment();
    expect((await post(form({ username: "NewBar01", registrationPaymentId: otherPayment }))).status).toBe(201);

    const taken = await post(form({ registrationPaymentId: intentId }));
    expect(taken.status).toBe(409);
    const body = await taken.json();
    expect(body).toMatchObject({
      error: "Username already taken",
      description: "Please choose a different username",
      fieldErrors: { username: "Username already taken" },
    });
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).usedAt).toBeNull();

    // Retry with another username on the same payment: no second charge.
    const retry = await post(form({ username: "newbar02", registrationPaymentId: intentId }));
    expect(retry.status).toBe(201);
    expect(await db.paymentIntent.count({ where: { purpose: "registration" } })).toBe(2);
  });

  it("two registrations racing for one username: exactly one wins", async () => {
    const [a, b] = [await registrationPayment(), await registrationPayment()];
    const results = await Promise.all([
      post(form({ username: "racebar", registrationPaymentId: a })),
      post(form({ username: "RaceBar", registrationPaymentId: b })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await db.user.count({ where: { username: { equals: "racebar", mode: "insensitive" } } })).toBe(1);
    expect(await db.paymentIntent.count({ where: { purpose: "registration", usedAt: { not: null } } })).toBe(1);
  });

  describe("validation with the form's field messages, before any payment is touched", () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ["username under 5", { username: "abcd" }, "username", "Username must be at least 5 characters"],
      ["password under 8", { password: "short12" }, "password", "Password must be at least 8 characters"],
      ["invalid email", { email: "not-an-email" }, "email", "Please enter a valid email address"],
      ["bar name under 2", { barName: "A" }, "barName", "Bar name is required"],
      ["owner name under 2", { ownerName: " " }, "ownerName", "Owner name is required"],
      ["bar address under 5", { barAddress: "1 Hi" }, "barAddress", "Bar address is required"],
      ["contact phone under 5", { contactPhone: "0141" }, "contactPhone", "Contact phone is required"],
      ["missing username", { username: undefined }, "username", "Username must be at least 5 characters"],
      [
        "missing payment",
        { registrationPaymentId: undefined },
        "registrationPaymentId",
        "Payment reference is required.",
      ],
    ];
    it.each(cases)("%s → 400 with the message", async (_label, overrides, field, message) => {
      const intentId = await registrationPayment();
      const response = await post(form({ registrationPaymentId: intentId, ...overrides }));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.fieldErrors[field]).toBe(message);
      expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).usedAt).toBeNull();
    });

    it("malformed JSON is a 400, not a 500", async () => {
      const response = await register(
        await request("/api/auth/register", { method: "POST", body: "{not json", headers: from() }),
      );
      expect(response.status).toBe(400);
    });
  });

  it("is rate-limited per address (429 after 10 attempts an hour)", async () => {
    const address = "192.0.2.77";
    for (let i = 0; i < 10; i++) expect((await post(form({ username: "x" }), from(address))).status).toBe(400);
    const limited = await post(form({ registrationPaymentId: await registrationPayment() }), from(address));
    expect(limited.status).toBe(429);
    expect(await db.user.count({ where: { username: "newbar01" } })).toBe(0);
  });
});

describe("GET /api/auth/check-username", () => {
  const check = (username: string, headers = from()) =>
    request(`/api/auth/check-username?username=${encodeURIComponent(username)}`, { headers }).then(checkUsername);

  it("answers { exists: false } for a free name and 409 { exists: true } for a taken one, ignoring case", async () => {
    const free = await check("brandnewbar");
    expect(free.status).toBe(200);
    expect(await free.json()).toEqual({ exists: false });
    for (const name of ["thegildedlantern", "TheGildedLantern", " MAGICIAN "]) {
      const taken = await check(name);
      expect(taken.status).toBe(409);
      expect(await taken.json()).toMatchObject({
        exists: true,
        error: "Username already taken",
        description: "Please choose a different username",
      });
    }
  });

  it("400 without a username", async () => {
    expect((await check("")).status).toBe(400);
  });

  it("is rate-limited per address", async () => {
    const address = "192.0.2.88";
    for (let i = 0; i < 60; i++) await db.rateLimitHit.create({ data: { key: `check-username:ip:${address}` } });
    expect((await check("anyname", from(address))).status).toBe(429);
    expect((await check("anyname")).status).toBe(200);
  });
});
