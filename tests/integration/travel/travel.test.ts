// Travel-aware availability and the travel fee by distance, through the route handlers against a real
// database: the settings, GET /api/travel, GET /api/availability with two venues, the checkout's refusal
// under the date lock, the travel line stored on the booking, and Google's Routes API (a local stand-in).
import { GET as dayDrivesRoute } from "@/app/api/admin/day-drives/route";
import { GET as availabilityRoute } from "@/app/api/availability/route";
import { POST as moveRoute } from "@/app/api/bookings/[id]/reschedule/route";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/settings/route";
import { GET as travelRoute } from "@/app/api/travel/route";
import { GET as travelTermsRoute } from "@/app/api/travel/terms/route";
import { POST as convertLeadRoute } from "@/app/api/leads/[id]/convert/route";
import { POST as createQuoteRoute } from "@/app/api/quotes/route";
import { PATCH as patchQuoteRoute } from "@/app/api/quotes/[id]/route";
import { GET as viewQuoteRoute } from "@/app/api/quote/[token]/route";
import { POST as acceptQuoteRoute } from "@/app/api/quote/[token]/accept/route";
import { DEFAULT_TRAVEL_SETTINGS, SCOTLAND_AREAS_FROM_GLASGOW } from "@/lib/domain/travel";
import { processPaymentEvent } from "@/lib/server/ledger/settlement";
import { db, resetAndSeed } from "../../support/db";
import { magician } from "../../support/auth";
import { call as adminCall, createBooking } from "../admin/helpers";
import { call, confirmDemo, createIntent, inDays, wizardDetails } from "../public-api/helpers";
import { RoutesStandIn } from "./routes-standin";

jest.setTimeout(120_000);

type Handler = (r: Request) => Promise<Response>;
const DATE = inDays(30);
const ABERDEEN_ADDRESS = "Music Hall, Union St, Aberdeen AB10 1QS";
const CANNOT_REACH = "The magician cannot reach this venue in time from another booking that day.";
const UNKNOWN_DRIVE = "We need to check the journey: send an enquiry instead";
const VENUE_POSTCODE = "Please enter the venue's postcode.";

const DISTANCE = { ...DEFAULT_TRAVEL_SETTINGS, mode: "distance" as const };

async function setTravel(body: Record<string, unknown>) {
  return adminCall(patchSettings as never, "/api/settings", { method: "PATCH", body });
}

/** A confirmed gig in Glasgow on DATE, 13:00–15:00. */
async function glasgowGig() {
  return createBooking({
    eventDate: DATE,
    startTime: "13:00",
    endTime: "15:00",
    duration: "120",
    eventAddress: "Kelvingrove, Argyle St, Glasgow G3 8AG",
    eventPostcode: "G3 8AG",
    status: "confirmed",
    paymentStatus: "completed",
  });
}

async function times(postcode?: string, duration = 60) {
  const query = `date=${DATE}&duration=${duration}${postcode ? `&postcode=${encodeURIComponent(postcode)}` : ""}`;
  const { status, body } = await call(availabilityRoute as Handler, `/api/availability?${query}`);
  expect(status).toBe(200);
  return body as { times: string[]; travelAware: boolean; durationMinutes: number };
}

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

describe("settings", () => {
  it("reads the defaults (flat, Scotland's table) and replaces the travel settings whole", async () => {
    const before = await adminCall(getSettings as never, "/api/settings");
    expect(before.body).toMatchObject({ homePostcode: "", travel: { mode: "flat", freeMiles: 10, pencePerMile: 45 } });
    expect(before.body.travel.areas).toEqual(SCOTLAND_AREAS_FROM_GLASGOW);

    const saved = await setTravel({
      homePostcode: "g1 1aa",
      travel: { ...DISTANCE, areas: [{ area: "eh", minutes: 75, miles: 47 }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ homePostcode: "G1 1AA", travel: { mode: "distance", areas: [{ area: "EH" }] } });
    const audit = await db.auditLog.findFirst({ where: { action: "settings.update" }, orderBy: { id: "desc" } });
    expect(audit).not.toBeNull();
    const terms = await call(travelTermsRoute as Handler, "/api/travel/terms");
    expect(terms.body).toEqual({
      mode: "distance",
      freeMiles: 10,
      pencePerMile: 45,
      minimumPence: 2500,
      maxMiles: 400,
      homeArea: "G",
    });
  });

  it("refuses bad values with field messages under dotted keys, and stores nothing", async () => {
    const areas = [
      { area: "EH", minutes: 75, miles: 47 },
      { area: "G", minutes: 20, miles: 6 },
      { area: "QQ9", minutes: 10, miles: 5 },
    ];
    const bad = await setTravel({ travel: { ...DISTANCE, freeMiles: -1, areas } });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      "travel.freeMiles": "Please enter a whole number, 0 or more.",
      "travel.areas.2.area": "Please enter a UK postcode area or district, such as EH or EH3.",
    });
    const badHome = await setTravel({ homePostcode: "nowhere" });
    expect(badHome.status).toBe(400);
    expect(badHome.body.fieldErrors).toHaveProperty("homePostcode");
    const row = await db.user.findFirstOrThrow({ where: { role: "magician" } });
    expect(row.travelSettings).toBeNull();
    expect(row.homePostcode).toBeNull();
  });
});

describe("GET /api/travel", () => {
  it("prices the drive from the table; flat mode keeps £25; beyond maxMiles is not accepted", async () => {
    const flat = await call(travelRoute as Handler, "/api/travel?postcode=AB10%201QS");
    expect(flat.status).toBe(200);
    expect(flat.body).toMatchObject({
      area: "AB",
      miles: 146,
      minutes: 165,
      feePence: 2500,
      line: { kind: "flat", label: "Travel fee", pricePence: 2500, miles: null },
      source: "table",
      accepted: true,
    });

    await setTravel({ homePostcode: "G1 1AA", travel: { ...DISTANCE, maxMiles: 200 } });
    const aberdeen = await call(travelRoute as Handler, "/api/travel?postcode=ab101qs");
    expect(aberdeen.body).toMatchObject({
      area: "AB",
      miles: 146,
      feePence: (146 - 10) * 45,
      line: { kind: "distance", label: "Travel (146 miles)", pricePence: (146 - 10) * 45, miles: 146 },
      source: "table",
      accepted: true,
    });
    const near = await call(travelRoute as Handler, "/api/travel?postcode=G3%208AG");
    expect(near.body).toMatchObject({ feePence: 2500, miles: 6 });
    const shetland = await call(travelRoute as Handler, "/api/travel?postcode=ZE1%200AA");
    expect(shetland.body).toMatchObject({ miles: 360, accepted: false });
    expect(shetland.body).toMatchObject({ refusal: "beyond-max-miles" });
  });

  it("by distance a place whose drive is unknown (London, Belfast) is refused with the enquiry route, never priced", async () => {
    // flat mode: the flat fee, as before
    const flat = await call(travelRoute as Handler, "/api/travel?postcode=SW1A%202AA");
    expect(flat.body).toMatchObject({
      feePence: 2500,
      source: "default",
      accepted: true,
      refusal: null,
      message: null,
    });

    await setTravel({ homePostcode: "G1 1AA", travel: DISTANCE });
    for (const postcode of ["SW1A 2AA", "BT1 5GS"]) {
      const answer = await call(travelRoute as Handler, `/api/travel?postcode=${encodeURIComponent(postcode)}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        miles: null,
        feePence: null,
        source: "default",
        accepted: false,
        refusal: "unknown-drive",
        message: UNKNOWN_DRIVE,
      });
    }
  });

  it("a malformed postcode is a 400 with a field message", async () => {
    const bad = await call(travelRoute as Handler, "/api/travel?postcode=NOT1");
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ postcode: "Please enter a valid UK postcode." });
    expect((await call(travelRoute as Handler, "/api/travel")).status).toBe(400);
  });
});

describe("availability with two venues", () => {
  it("a Glasgow gig ending 15:00 keeps Aberdeen times to those the drive allows, whatever the fee mode", async () => {
    await glasgowGig();
    const plain = await times();
    expect(plain.travelAware).toBe(false);
    expect(plain.times).toContain("16:00");
    const glasgow = await times("G12 8QQ");
    expect(glasgow.travelAware).toBe(true);
    expect(glasgow.times).toEqual(plain.times); // within Glasgow the drive is under an hour
    const aberdeen = await times("AB10 1QS");
    expect(aberdeen.durationMinutes).toBe(60);
    expect(aberdeen.times).not.toContain("16:00");
    expect(aberdeen.times.filter((t) => t > "13:00")[0]).toBe("18:00");
    expect(aberdeen.times.length).toBeLessThan(plain.times.length);
    const bad = await call(availabilityRoute as Handler, `/api/availability?date=${DATE}&postcode=zz`);
    expect(bad.status).toBe(400);
  });

  it("the checkout re-checks under the lock and refuses with 409; a time the drive allows is booked with its postcode", async () => {
    await glasgowGig();
    const refused = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: DATE, startTime: "16:00", eventAddress: ABERDEEN_ADDRESS }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(CANNOT_REACH);
    expect(await db.booking.count({ where: { eventDate: DATE } })).toBe(1);

    // the flat fee still (flat mode), stored as its line: only the times changed
    const booked = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: DATE, startTime: "18:00", eventAddress: ABERDEEN_ADDRESS }),
    });
    expect(booked.status).toBe(200);
    const row = await db.booking.findFirstOrThrow({ where: { eventDate: DATE, startTime: "18:00" } });
    expect(row.eventPostcode).toBe("AB10 1QS");
    expect((row.selectedServices as { kind?: string }[]).filter((s) => s.kind === "travel")).toEqual([
      { id: 0, title: "Travel fee", price: 25, kind: "travel" },
    ]);
  });

  it("a payment arriving after its hold ended is judged with the drive too: refused, or refunded once taken", async () => {
    const held = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: DATE, startTime: "16:00", eventAddress: ABERDEEN_ADDRESS }),
    });
    expect(held.status).toBe(200);
    const hold = await db.booking.findFirstOrThrow({ where: { eventDate: DATE, startTime: "16:00" } });
    await db.booking.update({ where: { id: hold.id }, data: { holdExpiresAt: new Date(Date.now() - 60_000) } });
    // Glasgow until 15:00 leaves the 60-minute buffer before 16:00, but not the drive to Aberdeen
    await glasgowGig();

    // the demo card is refused before any money moves
    const refused = await confirmDemo(held.body.clientSecret as string);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(CANNOT_REACH);
    expect(await db.moneyMovement.count({ where: { bookingId: hold.id } })).toBe(0);

    // a card network's success that arrives anyway (the webhook): the money is returned
    const settled = await processPaymentEvent({
      eventId: `evt_late_${hold.id}`,
      type: "payment_intent.succeeded",
      intentId: held.body.paymentIntentId as string,
      amountPence: 27500,
    });
    expect(settled.refunded).toMatchObject({ amountPence: 27500, problem: "travel" });
    const after = await db.booking.findUniqueOrThrow({ where: { id: hold.id } });
    expect(after.status).toBe("expired");
    expect(after.paymentFailureReason).toContain("travel");
  });

  it("a move is held to the same rule", async () => {
    await glasgowGig();
    const other = await createBooking({
      eventDate: inDays(31),
      startTime: "16:00",
      endTime: "17:00",
      eventPostcode: "AB10 1QS",
      status: "confirmed",
      paymentStatus: "completed",
    });
    const moved = await adminCall(moveRoute as never, `/api/bookings/${other.id}/reschedule`, {
      method: "POST",
      body: { eventDate: DATE, startTime: "16:00" },
      params: { id: String(other.id) },
      as: await magician(),
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toBe(CANNOT_REACH);
  });
});

describe("a converted enquiry and an accepted quote", () => {
  it("are held to the same rule as a checkout: Aberdeen at 16:00 after Glasgow until 15:00 is refused, 18:00 is not", async () => {
    await glasgowGig();
    const service = await db.service.findFirstOrThrow({ where: { title: "Close-Up Magic" } });
    const lead = await db.lead.create({
      data: {
        name: "Hamish",
        email: "hamish@example.com",
        phone: "07700 900003",
        eventType: "corporate",
        message: "Hi",
      },
    });
    const conversion = (startTime: string) =>
      adminCall(convertLeadRoute as never, `/api/leads/${lead.id}/convert`, {
        method: "POST",
        params: { id: String(lead.id) },
        body: {
          eventDate: DATE,
          startTime,
          duration: 60,
          eventLocation: "Music Hall",
          eventAddress: ABERDEEN_ADDRESS,
          guestCount: 40,
          selectedServices: [service.id],
          totalAmount: 250,
          paymentType: "full",
        },
      });
    const refused = await conversion("16:00");
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(CANNOT_REACH);
    expect(await db.booking.count({ where: { leadId: lead.id } })).toBe(0);
    const quote = await adminCall(createQuoteRoute as never, "/api/quotes", {
      method: "POST",
      body: {
        clientName: "Morag",
        clientEmail: "morag@example.com",
        clientPhone: "07700 900004",
        eventType: "wedding",
        eventDate: DATE,
        startTime: "16:00",
        durationMinutes: 60,
        eventLocation: "Music Hall",
        eventAddress: ABERDEEN_ADDRESS,
        guestCount: 60,
        lines: [{ serviceId: service.id }],
        paymentType: "full",
        expiresOn: inDays(10),
      },
    });
    expect(quote.status).toBe(201);
    const token = String(quote.body.quoteUrl).split("/").pop()!;
    const shown = await adminCall(viewQuoteRoute as never, `/api/quote/${token}`, { params: { token }, as: null });
    const accepted = await adminCall(acceptQuoteRoute as never, `/api/quote/${token}/accept`, {
      method: "POST",
      params: { token },
      as: null,
      body: { signedName: "Morag Campbell", agreementSha256: shown.body.agreementSha256 },
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.error).toBe(CANNOT_REACH);
    expect(await db.booking.count({ where: { source: "quote" } })).toBe(0);
    const converted = await conversion("18:00");
    expect(converted.status).toBe(201);
    expect(await db.booking.findFirstOrThrow({ where: { leadId: lead.id } })).toMatchObject({
      eventPostcode: "AB10 1QS",
    });
  });
});

describe("a converted enquiry by distance", () => {
  it("names the venue's postcode (400 without it) and is scheduled by it, not by the address", async () => {
    await setTravel({ homePostcode: "G1 1AA", travel: DISTANCE });
    await glasgowGig();
    const service = await db.service.findFirstOrThrow({ where: { title: "Close-Up Magic" } });
    const lead = await db.lead.create({
      data: { name: "Isla", email: "isla@example.com", phone: "07700 900005", eventType: "private", message: "Hi" },
    });
    const convert = (extra: Record<string, unknown>) =>
      adminCall(convertLeadRoute as never, `/api/leads/${lead.id}/convert`, {
        method: "POST",
        params: { id: String(lead.id) },
        body: {
          eventDate: DATE,
          startTime: "16:00",
          duration: 60,
          eventLocation: "Town Hall",
          eventAddress: "Kirkwall KW15 1AA (invoices to G1 1AA)",
          guestCount: 40,
          selectedServices: [service.id],
          totalAmount: 250,
          paymentType: "full",
          ...extra,
        },
      });
    const missing = await convert({});
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ eventPostcode: VENUE_POSTCODE });
    // Kirkwall, 330 minutes from the Glasgow gig ending 15:00, cannot be reached by 16:00
    const kirkwall = await convert({ eventPostcode: "KW15 1AA" });
    expect(kirkwall.status).toBe(409);
    expect(kirkwall.body.error).toBe(CANNOT_REACH);
    const glasgow = await convert({ eventPostcode: "G12 8QQ" });
    expect(glasgow.status).toBe(201);
    expect(await db.booking.findFirstOrThrow({ where: { leadId: lead.id } })).toMatchObject({
      eventPostcode: "G12 8QQ",
    });
  });
});

describe("the magician's day", () => {
  it("the day view gets the drive between consecutive gigs, and the gap there is", async () => {
    const first = await glasgowGig();
    const second = await createBooking({
      eventDate: DATE,
      startTime: "19:00",
      endTime: "20:00",
      eventPostcode: "AB10 1QS",
      status: "confirmed",
      paymentStatus: "completed",
    });
    const third = await createBooking({ eventDate: DATE, startTime: "22:00", endTime: "23:00", eventPostcode: null });
    const { status, body } = await adminCall(dayDrivesRoute as never, `/api/admin/day-drives?date=${DATE}`);
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        fromBookingId: first.id,
        toBookingId: second.id,
        minutes: 165,
        miles: 146,
        source: "table",
        gapMinutes: 240,
        neededMinutes: 165,
      },
      {
        fromBookingId: second.id,
        toBookingId: third.id,
        minutes: null,
        miles: null,
        source: "default",
        gapMinutes: 120,
        neededMinutes: 60,
      },
    ]);
    expect((await adminCall(dayDrivesRoute as never, "/api/admin/day-drives?date=nope")).status).toBe(400);
  });
});

describe("the travel fee by distance", () => {
  it("the server prices the travel line, stores it beside the services, and refuses a venue beyond maxMiles", async () => {
    await setTravel({ homePostcode: "G1 1AA", travel: DISTANCE });
    const fee = (146 - 10) * 45;
    const details = await wizardDetails({
      eventDate: DATE,
      startTime: "18:00",
      eventAddress: ABERDEEN_ADDRESS,
      eventPostcode: "ab10 1qs",
    });
    const mismatch = await createIntent({ amount: 275, bookingDetails: details });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe("price-mismatch");
    const total = 250 + fee / 100;
    const ok = await createIntent({ amount: total, bookingDetails: { ...details, totalAmount: total } });
    expect(ok.status).toBe(200);
    expect(ok.body.totalPence).toBe(25000 + fee);
    // the payment confirms it; the client's mail gives the travel line on its own
    expect((await confirmDemo(ok.body.clientSecret)).status).toBe(200);
    const row = await db.booking.findFirstOrThrow({ where: { eventDate: DATE } });
    expect(row.status).toBe("confirmed");
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: "ada@example.com" }, orderBy: { id: "desc" } });
    expect(mail.text).toContain(`Travel (146 miles): £${(fee / 100).toFixed(2)}`);
    expect(mail.text).not.toContain("- Travel");
    expect(row.selectedServices).toEqual([
      expect.objectContaining({ title: "Close-Up Magic", price: 250 }),
      { id: 0, title: "Travel (146 miles)", price: fee / 100, kind: "travel" },
    ]);

    await setTravel({ travel: { ...DISTANCE, maxMiles: 100 } });
    const far = await createIntent({
      amount: total,
      bookingDetails: { ...details, eventDate: inDays(32), totalAmount: total },
    });
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ code: "beyond-travel", fieldErrors: { eventPostcode: expect.any(String) } });
  });

  it("the venue's postcode is required, and it alone decides: never the last postcode in the address", async () => {
    await setTravel({ homePostcode: "G1 1AA", travel: { ...DISTANCE, maxMiles: 200 } });
    const kirkwall = "Kirkwall KW15 1AA (invoices to G1 1AA)";
    const base = await wizardDetails({ eventDate: DATE, startTime: "18:00", eventAddress: kirkwall });
    const missing = await createIntent({ amount: 275, bookingDetails: base });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(VENUE_POSTCODE);
    expect(missing.body.fieldErrors).toEqual({ eventPostcode: VENUE_POSTCODE });
    const invalid = await createIntent({ amount: 275, bookingDetails: { ...base, eventPostcode: "KW15" } });
    expect(invalid.status).toBe(400);
    // the schema's own message, under the body's path as for every field of bookingDetails
    expect(invalid.body.fieldErrors).toEqual({ "bookingDetails.eventPostcode": "Please enter a valid UK postcode." });

    // Kirkwall is 270 miles: beyond the 200 the magician travels, whatever the address's last postcode says
    const far = await createIntent({ amount: 275, bookingDetails: { ...base, eventPostcode: "KW15 1AA" } });
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ code: "beyond-travel", fieldErrors: { eventPostcode: expect.any(String) } });
    // the same address with a Glasgow venue postcode is the Glasgow fee
    const glasgow = await createIntent({ amount: 275, bookingDetails: { ...base, eventPostcode: "G3 8AG" } });
    expect(glasgow.status).toBe(200);
    await setTravel({ travel: DISTANCE });
    const fee = (270 - 10) * 45;
    const total = 250 + fee / 100;
    const priced = await createIntent({
      amount: total,
      bookingDetails: { ...base, eventDate: inDays(33), eventPostcode: "KW15 1AA", totalAmount: total },
    });
    expect(priced.status).toBe(200);
    expect(priced.body.totalPence).toBe(25000 + fee);
    const rows = await db.booking.findMany({ where: { eventAddress: kirkwall }, orderBy: { id: "asc" } });
    expect(rows.map((r) => r.eventPostcode)).toEqual(["G3 8AG", "KW15 1AA"]);
  });

  it("a venue whose drive is unknown (London) is refused for the enquiry form, not priced or booked", async () => {
    await setTravel({ homePostcode: "G1 1AA", travel: DISTANCE });
    const details = await wizardDetails({
      eventDate: DATE,
      startTime: "18:00",
      eventAddress: "10 Downing St, London SW1A 2AA",
      eventPostcode: "SW1A 2AA",
    });
    const refused = await createIntent({ amount: 275, bookingDetails: details });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: UNKNOWN_DRIVE,
      code: "unknown-drive",
      fieldErrors: { eventPostcode: UNKNOWN_DRIVE },
    });
    expect(await db.booking.count({ where: { eventDate: DATE } })).toBe(0);
    expect(await db.paymentIntent.count({ where: { purpose: "booking" } })).toBe(0);
  });

  it("availability offers an unknown place no times between Glasgow gigs (by distance), and the flat mode as before", async () => {
    await createBooking({
      eventDate: DATE,
      startTime: "14:00",
      endTime: "15:00",
      eventPostcode: "G3 8AG",
      status: "confirmed",
      paymentStatus: "completed",
    });
    await createBooking({
      eventDate: DATE,
      startTime: "21:00",
      endTime: "22:00",
      eventPostcode: "G12 8QQ",
      status: "confirmed",
      paymentStatus: "completed",
    });
    const flat = await times("SW1A 2AA", 30);
    expect(flat.times).toContain("18:00");
    await setTravel({ homePostcode: "G1 1AA", travel: DISTANCE });
    const london = await times("SW1A 2AA", 30);
    expect(london.times).toEqual([]);
    expect(london).toMatchObject({ travelRefusal: { code: "unknown-drive", message: UNKNOWN_DRIVE } });
    const glasgow = await times("G1 1AA", 30);
    expect(glasgow.times).toContain("18:00");
    expect(glasgow).not.toHaveProperty("travelRefusal");
  });

  it("a quote names the venue's postcode by distance (400 without it), keeps it, and its acceptance uses it", async () => {
    const service = await db.service.findFirstOrThrow({ where: { title: "Close-Up Magic" } });
    const body = {
      clientName: "Morag",
      clientEmail: "morag@example.com",
      clientPhone: "07700 900004",
      eventType: "wedding",
      eventDate: DATE,
      startTime: "16:00",
      durationMinutes: 60,
      eventLocation: "Town Hall",
      eventAddress: "Kirkwall KW15 1AA (invoices to G1 1AA)",
      guestCount: 60,
      lines: [{ serviceId: service.id }],
      paymentType: "full",
      expiresOn: inDays(10),
    };
    const create = (b: Record<string, unknown>) =>
      adminCall(createQuoteRoute as never, "/api/quotes", { method: "POST", body: b });
    // flat mode: optional
    expect((await create(body)).status).toBe(201);
    await setTravel({ homePostcode: "G1 1AA", travel: DISTANCE });
    const missing = await create(body);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ eventPostcode: VENUE_POSTCODE });
    const bad = await create({ ...body, eventPostcode: "nowhere" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ eventPostcode: "Please enter a valid UK postcode." });
    const made = await create({ ...body, eventPostcode: "kw15 1aa" });
    expect(made.status).toBe(201);
    expect(await db.quote.findUniqueOrThrow({ where: { id: made.body.id } })).toMatchObject({
      eventPostcode: "KW15 1AA",
    });
    const cleared = await adminCall(patchQuoteRoute as never, `/api/quotes/${made.body.id}`, {
      method: "PATCH",
      params: { id: String(made.body.id) },
      body: { eventPostcode: "" },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.fieldErrors).toEqual({ eventPostcode: VENUE_POSTCODE });

    // a Glasgow gig until 15:00: Kirkwall (330 minutes away) at 16:00 cannot be reached, whatever the address says
    await glasgowGig();
    const token = String(made.body.quoteUrl).split("/").pop()!;
    const shown = await adminCall(viewQuoteRoute as never, `/api/quote/${token}`, { params: { token }, as: null });
    const accepted = await adminCall(acceptQuoteRoute as never, `/api/quote/${token}/accept`, {
      method: "POST",
      params: { token },
      as: null,
      body: { signedName: "Morag Campbell", agreementSha256: shown.body.agreementSha256 },
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.error).toBe(CANNOT_REACH);
  });
});

describe("Google's Routes API (a local stand-in)", () => {
  const standIn = new RoutesStandIn();
  const saved = { ...process.env };

  beforeAll(async () => {
    process.env.GOOGLE_ROUTES_API_BASE = await standIn.start();
    process.env.GOOGLE_MAPS_SERVER_KEY = "test-maps-key";
    // generous for a loaded machine; the slow stand-in below waits longer still
    process.env.GOOGLE_ROUTES_TIMEOUT_MS = "2000";
  });
  afterAll(async () => {
    for (const key of ["GOOGLE_ROUTES_API_BASE", "GOOGLE_MAPS_SERVER_KEY", "GOOGLE_ROUTES_TIMEOUT_MS"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    await standIn.stop();
  });
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.routes.clear();
    standIn.delayMs = 0;
  });

  it("drives come from the maps service, once a pair of districts (then cached)", async () => {
    await setTravel({ homePostcode: "G1 1AA", travel: DISTANCE });
    standIn.routes.set("AB10, UK>G1, UK", { seconds: 3 * 3600 + 60, metres: 150 * 1609.344 });
    const first = await call(travelRoute as Handler, "/api/travel?postcode=AB10%201QS");
    expect(first.body).toMatchObject({ source: "maps", miles: 150, minutes: 181, feePence: (150 - 10) * 45 });
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]).toMatchObject({
      path: "/directions/v2:computeRoutes",
      headers: { "x-goog-api-key": "test-maps-key", "x-goog-fieldmask": "routes.duration,routes.distanceMeters" },
      body: { travelMode: "DRIVE" },
    });
    await call(travelRoute as Handler, "/api/travel?postcode=AB10%206RN");
    expect(standIn.requests).toHaveLength(1); // same district pair: the cache answers
    expect(await db.travelDrive.count()).toBe(1);
  });

  it("the availability uses the maps drive between the two venues", async () => {
    await glasgowGig();
    standIn.routes.set("AB10, UK>G3, UK", { seconds: 4 * 3600, metres: 160 * 1609.344 });
    const aberdeen = await times("AB10 1QS");
    // 15:00 + 240 minutes
    expect(aberdeen.times.filter((t) => t > "13:00")[0]).toBe("19:00");
  });

  it("a slow or failing maps service falls back to the table", async () => {
    await setTravel({ homePostcode: "G1 1AA", travel: DISTANCE });
    standIn.delayMs = 6000;
    const slow = await call(travelRoute as Handler, "/api/travel?postcode=EH1%201YZ");
    expect(slow.body).toMatchObject({ source: "table", area: "EH", miles: 47, minutes: 75 });
    standIn.delayMs = 0;
    const noRoute = await call(travelRoute as Handler, "/api/travel?postcode=DD1%201AA");
    expect(noRoute.body).toMatchObject({ source: "table", area: "DD" });
    expect(await db.travelDrive.count()).toBe(0);
  });
});
