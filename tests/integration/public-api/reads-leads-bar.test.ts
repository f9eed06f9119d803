import net from "node:net";
import type { AddressInfo } from "node:net";
import { GET as availability } from "@/app/api/availability/route";
import { GET as blockedDaysPublic } from "@/app/api/blocked-days-public/route";
import { GET as bookingsPublic } from "@/app/api/bookings-public/route";
import { GET as getLeads, POST as postLead } from "@/app/api/leads/route";
import { GET as registeredBars } from "@/app/api/registered-bars/route";
import { claimSucceededIntent } from "@/lib/server/payments";
import { deliverPending } from "@/lib/server/mail/outbox";
import { createBarClient, magician } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { bookThroughWizard, call, confirmDemo, createIntent, inDays, postBooking, today } from "./helpers";

// The machine is shared: allow for a slow database under load.
jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

type Handler = (r: Request) => Promise<Response>;
const get = (h: unknown, path: string, as?: NonNullable<Parameters<typeof call>[2]>["as"]) =>
  call(h as Handler, path, { as });

const LEAD = {
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "0141 496 0000",
  eventType: "corporate",
  location: "Glasgow",
  message: "We would love a magician for our launch.",
};

describe("public reads", () => {
  it("registered-bars: only paid bars, only public fields", async () => {
    await db.user.create({
      data: {
        username: "unpaidbar",
        password: "x",
        email: "u@example.com",
        role: "bar-client",
        barName: "Unpaid",
        registrationPaid: false,
      },
    });
    const { body, status } = await get(registeredBars, "/api/registered-bars");
    expect(status).toBe(200);
    expect(body.map((b: { barName: string }) => b.barName)).toEqual(["The Gilded Lantern", "The Thistle Vault"]);
    expect(Object.keys(body[0]).sort()).toEqual([
      "barAddress",
      "barCity",
      "barLatitude",
      "barLongitude",
      "barName",
      "barPostcode",
      "id",
      "registrationPaid",
    ]);
  });

  it("bookings-public: spec fields only, active bookings from today on, from/to narrow it; bad dates 400", async () => {
    await bookThroughWizard({ eventDate: inDays(10) });
    await bookThroughWizard({ eventDate: inDays(20), clientEmail: "z@example.com" });
    await db.booking.updateMany({ where: { eventDate: inDays(20) }, data: { status: "cancelled" } });
    await db.booking.create({
      data: {
        clientName: "Old",
        clientEmail: "o@example.com",
        clientPhone: "000000",
        eventLocation: "L",
        eventType: "other",
        eventDate: inDays(-5),
        startTime: "10:00",
        endTime: "11:00",
        guestCount: 1,
        selectedServices: [],
        duration: "60",
        totalPence: 100,
        paymentType: "full",
      },
    });
    const all = await get(bookingsPublic, "/api/bookings-public");
    expect(all.body).toEqual([
      { eventDate: inDays(10), startTime: "14:00", endTime: "15:00", paymentStatus: "completed" },
    ]);
    const narrowed = await get(bookingsPublic, `/api/bookings-public?from=${inDays(11)}&to=${inDays(40)}`);
    expect(narrowed.body).toEqual([]);
    const bad = await get(bookingsPublic, "/api/bookings-public?from=2026-02-30");
    expect(bad.status).toBe(400);
  });

  it("blocked-days-public: dates from today on", async () => {
    await db.blockedDay.createMany({ data: [{ date: inDays(-2) }, { date: inDays(3) }, { date: inDays(1) }] });
    const { body } = await get(blockedDaysPublic, "/api/blocked-days-public");
    expect(body).toEqual([{ date: inDays(1) }, { date: inDays(3) }]);
  });

  it("availability: day status and the free arrival times of the domain rules", async () => {
    const date = inDays(30);
    const free = await get(availability, `/api/availability?date=${date}&duration=60`);
    expect(free.body).toMatchObject({ date, status: "available", selectable: true, activeCount: 0 });
    expect(free.body.times[0]).toBe("09:00");
    expect(free.body.times.at(-1)).toBe("22:00");
    await bookThroughWizard({ eventDate: date, startTime: "14:00" });
    const busy = await get(availability, `/api/availability?date=${date}&duration=60`);
    expect(busy.body).toMatchObject({ status: "light", activeCount: 1 });
    expect(busy.body.times).toContain("11:00");
    expect(busy.body.times).not.toContain("11:30");
    expect(busy.body.times).not.toContain("15:30");
    expect(busy.body.times).toContain("16:00");
    const bar = await get(availability, `/api/availability?date=${date}&kind=bar`);
    expect(bar.body.durationMinutes).toBe(120);
    expect(bar.body.times).toContain("19:00");
    await db.blockedDay.create({ data: { date: inDays(31) } });
    const blocked = await get(availability, `/api/availability?date=${inDays(31)}`);
    expect(blocked.body).toMatchObject({ status: "blocked", selectable: false, times: [] });
    const past = await get(availability, `/api/availability?date=${inDays(-1)}`);
    expect(past.body.status).toBe("past");
    expect((await get(availability, "/api/availability?date=nope")).status).toBe(400);
    expect((await get(availability, `/api/availability?date=${today()}&duration=45`)).status).toBe(400);
  });
});

describe("leads", () => {
  it("POST stores a new lead (201), queues the magician's e-mail; GET is the magician's only", async () => {
    const created = await call(postLead as Handler, "/api/leads", { method: "POST", body: LEAD });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...LEAD, status: "new", id: expect.any(Number) });
    const mail = await db.emailOutbox.findFirstOrThrow();
    expect(mail.to).toBe("magician@example.com");
    expect(mail.text).toContain("We would love a magician");
    const list = await get(getLeads, "/api/leads", await magician());
    expect(list.body).toHaveLength(1);
    expect((await get(getLeads, "/api/leads")).status).toBe(401);
    expect((await get(getLeads, "/api/leads", await createBarClient())).status).toBe(403);
  });

  it("validates with the enquiry form's messages", async () => {
    const bad = await call(postLead as Handler, "/api/leads", {
      method: "POST",
      body: { ...LEAD, name: "A", email: "nope", phone: "1", eventType: "", location: "x", message: "short" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      phone: "Please enter a valid phone number.",
      eventType: "Please select an event type.",
      location: "Please enter a location.",
      message: "Message must be at least 10 characters.",
    });
    expect(await db.lead.count()).toBe(0);
  });

  it("more than 5 enquiries a minute from one address get 429; another address is unaffected", async () => {
    const from = (ip: string) =>
      call(postLead as Handler, "/api/leads", { method: "POST", body: LEAD, headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 5; i++) expect((await from("203.0.113.7")).status).toBe(201);
    const sixth = await from("203.0.113.7");
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBeTruthy();
    expect((await from("203.0.113.8")).status).toBe(201);
    expect(await db.lead.count()).toBe(6);
  });
});

describe("bar-service booking and registration payments", () => {
  it("a bar client books a bar service: full price, completed, 15% commission, barId, source bar-service", async () => {
    const bar = await createBarClient();
    const service = await db.barService.findFirstOrThrow({ where: { title: "Bar Close-Up Residency" } }); // 300 − 20% = 240
    const date = inDays(14);
    const details = {
      eventType: "Bar Booking",
      barServiceIds: [service.id],
      eventDate: date,
      startTime: "19:00",
      additionalInfo: "Friday crowd",
    };
    expect((await createIntent({ amount: 240, bookingDetails: details })).status).toBe(401);
    const wrong = await createIntent({ amount: 300, bookingDetails: details }, bar);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toContain("£240.00");
    const intent = await createIntent({ amount: 240, bookingDetails: details }, bar);
    expect(intent.status).toBe(200);
    expect(intent.body.amountPence).toBe(24000);
    const body = {
      barServiceIds: [service.id],
      eventDate: date,
      startTime: "19:00",
      additionalInfo: "Friday crowd",
      stripePaymentId: intent.body.paymentIntentId,
    };
    expect((await postBooking(body, bar)).status).toBe(402);
    await confirmDemo(intent.body.clientSecret);
    const saved = await postBooking(body, bar);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      eventType: "Bar Booking",
      paymentType: "full",
      paymentStatus: "completed",
      status: "confirmed",
      totalAmount: 240,
      paidAmount: 240,
      barCommission: 36,
      barId: bar.id,
      source: "bar-service",
      startTime: "19:00",
      endTime: "21:00",
      duration: "120",
      eventLocation: bar.barName,
    });
    expect((await postBooking(body)).status).toBe(401);
    const other = await createBarClient();
    expect((await postBooking(body, other)).status).toBe(400);
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: bar.email } });
    expect(mail.text).toContain("Cancelations within 7 days of the event are non-refundable.");
  });

  it("the £25 registration fee: priced by the server, claimed once", async () => {
    expect(
      (await createIntent({ amount: 20, bookingDetails: { eventType: "Bar Registration", clientName: "New Bar" } }))
        .status,
    ).toBe(400);
    const intent = await createIntent({
      amount: 25,
      bookingDetails: { eventType: "Bar Registration", clientName: "New Bar", eventDate: today() },
    });
    expect(intent.status).toBe(200);
    expect(intent.body.amountPence).toBe(2500);
    const id = intent.body.paymentIntentId;
    await expect(
      db.$transaction((tx) => claimSucceededIntent(tx, { intentId: id, purpose: "registration" })),
    ).rejects.toMatchObject({ status: 402 });
    await confirmDemo(intent.body.clientSecret);
    await expect(
      db.$transaction((tx) => claimSucceededIntent(tx, { intentId: id, purpose: "booking" })),
    ).rejects.toMatchObject({ status: 402 });
    await db.$transaction((tx) => claimSucceededIntent(tx, { intentId: id, purpose: "registration" }));
    await expect(
      db.$transaction((tx) => claimSucceededIntent(tx, { intentId: id, purpose: "registration" })),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe("e-mail outbox", () => {
  /** A minimal SMTP server that accepts everything and keeps the messages. */
  function smtpServer() {
    const messages: string[] = [];
    const server = net.createServer((socket) => {
      let data = false;
      let buffer = "";
      socket.write("220 localhost ESMTP test\r\n");
      socket.on("data", (chunk) => {
        buffer += chunk.toString();
        let index: number;
        while (true) {
          if (data) {
            index = buffer.indexOf("\r\n.\r\n");
            if (index < 0) return;
            messages.push(buffer.slice(0, index));
            buffer = buffer.slice(index + 5);
            data = false;
            socket.write("250 OK queued\r\n");
            continue;
          }
          index = buffer.indexOf("\r\n");
          if (index < 0) return;
          const line = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === "EHLO" || verb === "HELO") socket.write("250-localhost\r\n250 8BITMIME\r\n");
          else if (verb === "DATA") {
            data = true;
            socket.write("354 go ahead\r\n");
          } else if (verb === "QUIT") socket.end("221 bye\r\n");
          else socket.write("250 OK\r\n");
        }
      });
    });
    return { server, messages };
  }

  afterEach(() => {
    delete process.env.SMTP_URL;
  });

  it("a booking succeeds with a dead mail server; the mail is retried later and sent with its .ics", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9"; // nothing listens there
    const { saved } = await bookThroughWizard();
    expect(saved.status).toBe(201);
    // The write triggered a delivery attempt in the background; it fails and is rescheduled.
    for (let i = 0; i < 50 && (await db.emailOutbox.count({ where: { lastError: null } })) > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await deliverPending(); // nothing due yet
    const pending = await db.emailOutbox.findMany();
    expect(
      pending.every((m) => m.status === "pending" && m.attempts >= 1 && m.lastError && m.sendAfter > new Date()),
    ).toBe(true);

    const { server, messages } = smtpServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await db.emailOutbox.updateMany({ data: { sendAfter: new Date(Date.now() - 1000) } });
    const second = await deliverPending();
    server.close();
    expect(second.sent).toBe(2);
    expect((await db.emailOutbox.findMany()).every((m) => m.status === "sent" && m.sentAt)).toBe(true);
    // delivered mail keeps recipient, subject and status, not its body (which carries the booking-page link)
    expect(
      (await db.emailOutbox.findMany()).every(
        (m) => m.text === "" && m.html === null && m.attachments === null && m.to && m.subject,
      ),
    ).toBe(true);
    const confirmation = messages.find((m) => m.includes("To: ada@example.com"))!;
    expect(confirmation).toContain("text/calendar");
    expect(confirmation).toMatch(/booking-\d+\.ics/);
  });

  it("without SMTP_URL mail stays in the outbox", async () => {
    await bookThroughWizard();
    expect(await deliverPending()).toEqual({ sent: 0, failed: 0, skipped: true });
    expect(await db.emailOutbox.count({ where: { status: "pending" } })).toBe(2);
  });
});
