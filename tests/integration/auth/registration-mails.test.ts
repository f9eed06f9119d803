// A bar's registration queues its welcome e-mail, with a receipt of the £25 fee, and a notice to the
// magician, in the transaction that creates the account (the mail outbox); a refused one queues none.
import { POST as register } from "@/app/api/auth/register/route";
import { formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { createUnboundIntent } from "@/lib/server/payments";
import { request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { must } from "../../support/must";

jest.setTimeout(60_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

async function paidRegistrationFee() {
  const { intentId } = await createUnboundIntent({
    purpose: "registration",
    amountPence: 2500,
    request: { eventType: "Bar Registration", clientName: "The Gilded Lantern" },
  });
  await db.paymentIntent.update({ where: { id: intentId }, data: { status: "succeeded" } });
  return intentId;
}

const submitRegistration = (body: Record<string, unknown>) =>
  request("/api/auth/register", { method: "POST", body, headers: { "x-forwarded-for": "198.51.100.77" } }).then(
    register,
  );

const form = (registrationPaymentId: string, overrides: Record<string, unknown> = {}) => ({
  username: "lantern01",
  password: "a-good-password",
  email: "owner@lantern.example",
  role: "bar-client",
  barName: "The Gilded Lantern",
  ownerName: "Nina Owner",
  barAddress: "12 Ashton Lane, Glasgow G12 8SJ",
  contactPhone: "0141 555 0192",
  registrationPaid: true,
  registrationPaymentId,
  ...overrides,
});

describe("registration e-mails", () => {
  it("welcomes the bar with a receipt of the fee and tells the magician", async () => {
    const intentId = await paidRegistrationFee();
    expect((await submitRegistration(form(intentId))).status).toBe(201);
    const mails = await db.emailOutbox.findMany({ orderBy: { id: "asc" } });
    expect(mails.map((m) => m.to)).toEqual(["owner@lantern.example", "magician@example.com"]);
    const today = formatIsoDateLong(londonToday());

    const welcome = must(mails[0], "the bar's welcome");
    expect(welcome.subject).toBe("Welcome to Summon a Magician: your receipt for £25.00");
    expect(welcome.text).toContain("Dear Nina Owner,");
    expect(welcome.text).toContain("The Gilded Lantern is now a partner venue");
    expect(welcome.text).toContain("Receipt\nPartner bar registration fee (one-time): £25.00");
    expect(welcome.text).toContain(`Date paid: ${today}`);
    expect(welcome.text).toContain(`Payment reference: ${intentId}`);
    // the link signs in with the username filled in
    expect(welcome.text).toMatch(
      /Sign in to your dashboard with your username "lantern01": http\S+\/admin\?registered=lantern01/,
    );
    expect(welcome.text).not.toContain("a-good-password");
    expect(welcome.html).toContain("Partner bar registration fee (one-time): £25.00");

    const notice = must(mails[1], "the magician's notice");
    expect(notice.subject).toBe("New partner bar: The Gilded Lantern");
    expect(notice.text).toContain("A new partner bar has registered: The Gilded Lantern.");
    expect(notice.text).toContain("Owner/manager: Nina Owner");
    expect(notice.text).toContain("Address: 12 Ashton Lane, Glasgow G12 8SJ");
    expect(notice.text).toContain("Phone: 0141 555 0192");
    expect(notice.text).toContain("Email: owner@lantern.example");
    expect(notice.text).toContain("Partner bar registration fee (one-time): £25.00");
    expect(notice.text).toContain(`Date paid: ${today}`);
    expect(notice.text).not.toContain("a-good-password");
  });

  it("queues nothing when the registration is refused", async () => {
    const intentId = await paidRegistrationFee();
    expect((await submitRegistration(form(intentId))).status).toBe(201);
    await db.emailOutbox.deleteMany();
    // the same payment again, and a username already taken: no account, so no mail
    expect((await submitRegistration(form(intentId, { username: "lantern02" }))).status).toBe(409);
    const other = await paidRegistrationFee();
    expect((await submitRegistration(form(other, { username: "LANTERN01" }))).status).toBe(409);
    expect(await db.emailOutbox.count()).toBe(0);
  });
});
