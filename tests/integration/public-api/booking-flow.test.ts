import { GET as getBookings } from "@/app/api/bookings/route";
import { createBarClient, magician } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { must } from "../../support/must";
import {
  bookThroughWizard,
  call,
  confirmDemo,
  createIntent,
  inDays,
  partnerBar,
  postBooking,
  serviceIds,
  wizardDetails,
} from "./helpers";

// The machine is shared: allow for a slow database under load.
jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

describe("public booking: create-payment-intent → payment → POST /api/bookings", () => {
  it("prices on the server, charges the total, saves a confirmed booking and queues the e-mails", async () => {
    const { intent, saved, paid } = await bookThroughWizard();
    expect(intent.body).toMatchObject({ amountPence: 27500, totalPence: 27500, balanceDueOnDayPence: 0 });
    expect(intent.body.clientSecret).toMatch(/^pi_demo_[0-9a-f]{24}_secret_[0-9a-f]{24}$/);
    expect(intent.body.clientSecret.startsWith(paid.body.paymentIntentId)).toBe(true);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      totalAmount: 275,
      paidAmount: 275,
      barCommission: 0,
      paymentStatus: "completed",
      status: "confirmed",
      paymentType: "one-time",
      endTime: "15:00",
      duration: "60",
      source: "public",
      stripePaymentId: paid.body.paymentIntentId,
    });
    expect(saved.body.selectedServices).toEqual([
      { id: expect.any(Number), title: "Close-Up Magic", price: 250 },
      { id: 0, title: "Travel fee", price: 25, kind: "travel" },
    ]);
    const mails = await db.emailOutbox.findMany({ orderBy: { id: "asc" } });
    expect(mails.map((m) => m.to)).toEqual(["ada@example.com", "magician@example.com"]);
    const confirmation = must(mails[0], "the confirmation mail");
    expect(confirmation.text).toContain("Amount paid: £275.00");
    expect(confirmation.text).toContain("Cancellation terms");
    expect(confirmation.text).not.toContain("Balance due");
    const attachments = confirmation.attachments as { filename: string; content: string }[];
    expect(attachments[0]?.filename).toMatch(/\.ics$/);
    expect(attachments[0]?.content).toContain("BEGIN:VEVENT");
  });

  it("a partner-bar booking gets 10% off, no travel fee and 15% commission", async () => {
    const bar = await partnerBar();
    const [closeUp, mentalism] = await serviceIds("Close-Up Magic", "Mentalism");
    // 90 minutes: Close-Up 375 → 337.50, Mentalism 600 → 540; total 877.50; commission 131.63
    const { intent, saved } = await bookThroughWizard({
      selectedServices: [closeUp, mentalism],
      duration: "90",
      selectedBarId: bar.id,
      eventLocation: "ignored",
      totalAmount: 877.5,
    });
    expect(intent.body.totalPence).toBe(87750);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      totalAmount: 877.5,
      barCommission: 131.63,
      barId: bar.id,
      eventLocation: bar.barName,
      parkingAvailable: null,
    });
    expect(saved.body.selectedServices.map((s: { price: number }) => s.price)).toEqual([337.5, 540]);
  });

  it("a deposit is refused 20 days ahead and accepted 21 days ahead (50% now, balance in the e-mail)", async () => {
    const refused = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: inDays(20), paymentType: "deposit", depositAgreement: true }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      title: "Deposit not available",
      error: "Deposit option is only available for events at least 3 weeks away",
    });

    const { intent, saved } = await bookThroughWizard({
      eventDate: inDays(21),
      paymentType: "deposit",
      depositAgreement: true,
    });
    expect(intent.body).toMatchObject({ amountPence: 13750, totalPence: 27500, balanceDueOnDayPence: 13750 });
    expect(saved.body).toMatchObject({
      paymentType: "deposit",
      totalAmount: 275,
      paidAmount: 137.5,
      paymentStatus: "completed",
    });
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: "ada@example.com" } });
    expect(mail.text).toContain("Balance due on the event day: £137.50");
  });

  it("refuses a tampered amount with both figures, and a tampered totalAmount", async () => {
    const details = await wizardDetails();
    const tampered = await createIntent({ amount: 1, bookingDetails: details });
    expect(tampered.status).toBe(400);
    expect(tampered.body.error).toContain("£1.00");
    expect(tampered.body.error).toContain("£275.00");
    expect(tampered.body).toMatchObject({ clientAmount: 1, serverAmount: 275, code: "price-mismatch" });
    const penny = await createIntent({ amount: 275.01, bookingDetails: details });
    expect(penny.status).toBe(200);
    const twoPence = await createIntent({
      amount: 275.02,
      bookingDetails: { ...details, clientEmail: "other@example.com" },
    });
    expect(twoPence.status).toBe(400);
  });

  it("refuses a blocked day, a past day, a day beyond the horizon and Stage Illusions at short notice", async () => {
    await db.blockedDay.create({ data: { date: inDays(30) } });
    const blocked = await createIntent({ amount: 275, bookingDetails: await wizardDetails() });
    expect(blocked.status).toBe(400);
    expect(blocked.body).toMatchObject({
      title: "Date unavailable",
      error: "This date is not available for bookings. Please select a different date.",
      code: "date-blocked",
    });
    const past = await createIntent({ amount: 275, bookingDetails: await wizardDetails({ eventDate: inDays(-1) }) });
    expect(past.status).toBe(400);
    expect(past.body.code).toBe("date-past");
    const far = await createIntent({ amount: 275, bookingDetails: await wizardDetails({ eventDate: inDays(1096) }) });
    expect(far.status).toBe(400);
    expect(far.body.code).toBe("date-beyond-horizon");
    const [stage] = await serviceIds("Stage Illusions");
    const notice = await createIntent({
      amount: 775,
      bookingDetails: await wizardDetails({ eventDate: inDays(20), selectedServices: [stage] }),
    });
    expect(notice.status).toBe(400);
    expect(notice.body.error).toBe("Stage Illusions requires booking at least 3 weeks in advance.");
  });

  it("a full day (5 active bookings) and a buffer clash are refused with 409 and the wizard's texts", async () => {
    const date = inDays(40);
    for (const start of ["09:00", "11:30", "14:00", "16:30", "19:00"]) {
      await db.booking.create({
        data: {
          clientName: "X",
          clientEmail: "x@example.com",
          clientPhone: "000000",
          eventLocation: "L",
          eventType: "other",
          eventDate: date,
          startTime: start,
          endTime: start.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, "0")),
          guestCount: 1,
          selectedServices: [],
          duration: "60",
          totalPence: 100,
          paymentType: "full",
          paymentStatus: "completed",
          status: "confirmed",
        },
      });
    }
    const full = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: date, startTime: "21:00" }),
    });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      title: "Date unavailable",
      error: "Unfortunately, this date is no longer available. Please select a different date.",
      code: "date-full",
    });
    // one cancelled → 4 active → bookable, but 12:00 clashes with 11:30–12:30 (+ buffers)
    await db.booking.updateMany({
      where: { eventDate: date, startTime: "19:00" },
      data: { paymentStatus: "cancelled" },
    });
    const clash = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: date, startTime: "12:00" }),
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ title: "Time unavailable", code: "time-conflict" });
    const ok = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: date, startTime: "21:00" }),
    });
    expect(ok.status).toBe(200);
  });

  it("the same payment sent twice returns the first booking; a mismatching body is refused", async () => {
    const { details, saved, paid } = await bookThroughWizard();
    const again = await postBooking({ ...details, stripePaymentId: paid.body.paymentIntentId });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(saved.body.id);
    expect(await db.booking.count()).toBe(1);
    expect(await db.emailOutbox.count()).toBe(2);
    const other = await postBooking({ ...details, startTime: "18:00", stripePaymentId: paid.body.paymentIntentId });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe("payment-mismatch");
  });

  it("an unpaid or declined intent gives 402 and no booking; unknown ids 400", async () => {
    const details = await wizardDetails();
    const intent = await createIntent({ amount: 275, bookingDetails: details });
    const id = intent.body.paymentIntentId;
    const unpaid = await postBooking({ ...details, stripePaymentId: id });
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.error).toBe("Payment not completed");
    const declined = await confirmDemo(intent.body.clientSecret, "fail");
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe("Your card was declined.");
    const after = await postBooking({ ...details, stripePaymentId: id });
    expect(after.status).toBe(402);
    expect(after.body.detail).toBe("Your card was declined.");
    // The hold is the only row: still awaiting payment (the visitor may try another card), with the reason.
    const held = await db.booking.findMany();
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      status: "awaiting_payment",
      paymentStatus: "pending",
      paymentFailureReason: "Your card was declined.",
    });
    const unknown = await postBooking({ ...details, stripePaymentId: "pi_nope" });
    expect(unknown.status).toBe(400);
    const missing = await postBooking(details);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.stripePaymentId).toBe("Payment reference is required.");
  });

  it("malformed, wrongly typed and huge bodies get 4xx JSON", async () => {
    const { POST } = await import("@/app/api/bookings/route");
    const { request } = await import("../../support/auth");
    const bad = await POST(await request("/api/bookings", { method: "POST", body: "{not json" }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Request body must be valid JSON.");
    const typed = await postBooking({ ...(await wizardDetails()), guestCount: "many", stripePaymentId: "pi_x" });
    expect(typed.status).toBe(400);
    expect(typed.body.fieldErrors.guestCount).toBe("Please enter the number of guests");
    const huge = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ additionalInfo: "x".repeat(70_000) }),
    });
    expect(huge.status).toBe(413);
    const arr = await createIntent([1, 2, 3]);
    expect(arr.status).toBe(400);
  });
});

describe("GET /api/bookings", () => {
  it("magician sees everything, a bar only its own bookings without e-mail or phone, others 401", async () => {
    const bar = await partnerBar();
    await bookThroughWizard({ selectedBarId: bar.id, totalAmount: 225 });
    await bookThroughWizard({ eventDate: inDays(31), clientEmail: "b@example.com" });
    const all = await call(getBookings as (r: Request) => Promise<Response>, "/api/bookings", { as: await magician() });
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(2);
    expect(all.body[0].clientEmail).toBe("b@example.com"); // newest first
    const asBar = await call(getBookings as (r: Request) => Promise<Response>, "/api/bookings", {
      as: { id: bar.id, username: bar.username, role: "bar-client" },
    });
    expect(asBar.body).toHaveLength(1);
    expect(asBar.body[0]).not.toHaveProperty("clientEmail");
    expect(asBar.body[0]).not.toHaveProperty("clientPhone");
    const otherBar = await createBarClient();
    const none = await call(getBookings as (r: Request) => Promise<Response>, "/api/bookings", { as: otherBar });
    expect(none.body).toEqual([]);
    const anon = await call(getBookings as (r: Request) => Promise<Response>, "/api/bookings");
    expect(anon.status).toBe(401);
  });
});
