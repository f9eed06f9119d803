import * as C from "@/lib/domain/constants";
import {
  barBookingCommissionPence,
  barCommissionPence,
  barServicePrice,
  cardFromPrice,
  depositPence,
  durationPrice,
  formatFromPrice,
  partnerDiscountedPence,
  paymentSplit,
  quoteBarService,
  quoteBooking,
} from "@/lib/domain/pricing";
import { FLAT_TRAVEL_CHARGE, travelLine } from "@/lib/domain/travel-fee";

describe("constants", () => {
  it("pins the spec's numbers", () => {
    expect(C.TRAVEL_FEE_PENCE).toBe(2500);
    expect(C.REGISTRATION_FEE_PENCE).toBe(2500);
    expect(C.PARTNER_DISCOUNT_RATE).toBe(0.1);
    expect(C.BAR_COMMISSION_RATE).toBe(0.15);
    expect(C.DEPOSIT_RATE).toBe(0.5);
    expect(C.MAX_ACTIVE_BOOKINGS_PER_DAY).toBe(5);
    expect(C.BUFFER_MINUTES).toBe(60);
    expect(C.DURATIONS).toEqual([30, 60, 90, 120, 180]);
    expect(C.BOOKING_HORIZON_DAYS).toBe(1095);
    expect(C.SLIDESHOW_TIMER_OPTIONS).toEqual([3000, 5000, 7000, 10000, 15000, 20000, 30000]);
    expect(C.MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });
});

describe("card and duration prices", () => {
  it("shows half the base price, rounded", () => {
    expect(cardFromPrice(250)).toBe(125);
    expect(formatFromPrice(250)).toBe("from £125");
    expect(cardFromPrice(175)).toBe(88);
    expect(formatFromPrice(750)).toBe("from £375");
  });

  it("scales by duration with a 30-minute minimum", () => {
    expect(durationPrice(250, 60)).toBe(250);
    expect(durationPrice(250, 30)).toBe(125);
    expect(durationPrice(250, 90)).toBe(375);
    expect(durationPrice(250, 120)).toBe(500);
    expect(durationPrice(250, 180)).toBe(750);
    expect(durationPrice(250, 10)).toBe(125);
    expect(durationPrice(250)).toBe(125); // default pricing duration 30
    expect(durationPrice(175, 30)).toBe(88);
    expect(durationPrice(100, 100)).toBe(167);
  });
});

describe("partner discount, travel fee, commission, deposit", () => {
  it("takes 10% off rounded to 2 decimals", () => {
    expect(partnerDiscountedPence(25000)).toBe(22500);
    expect(partnerDiscountedPence(12345)).toBe(11111); // 111.105 -> 111.11
    expect(partnerDiscountedPence(1)).toBe(1);
  });

  it("gives 15% commission at partner venues only", () => {
    expect(barCommissionPence(22500, true)).toBe(3375);
    expect(barCommissionPence(22500, false)).toBe(0);
    expect(barCommissionPence(333, true)).toBe(50);
  });

  it("splits deposits 50/50 and always adds up", () => {
    expect(paymentSplit(27500, "deposit")).toEqual({ amountDueNowPence: 13750, balanceDueOnDayPence: 13750 });
    expect(paymentSplit(27501, "deposit")).toEqual({ amountDueNowPence: 13751, balanceDueOnDayPence: 13750 });
    expect(paymentSplit(27500, "one-time")).toEqual({ amountDueNowPence: 27500, balanceDueOnDayPence: 0 });
    expect(paymentSplit(27500, "full")).toEqual({ amountDueNowPence: 27500, balanceDueOnDayPence: 0 });
    expect(depositPence(27500)).toBe(13750);
    for (let total = 0; total < 2000; total += 7) {
      const s = paymentSplit(total, "deposit");
      expect(s.amountDueNowPence + s.balanceDueOnDayPence).toBe(total);
    }
  });
});

describe("quoteBooking", () => {
  // the travel line as lib/domain/travel prices it (tested in travel-line.test.ts)
  const travel = (isPartnerVenue: boolean) => travelLine({ charge: FLAT_TRAVEL_CHARGE, drive: null, isPartnerVenue });
  const closeUp = { id: 1, title: "Close-Up Magic", basePrice: 250 };
  const mentalism = { id: 6, title: "Mentalism", basePrice: 400 };

  it("prices a custom location: services at the duration price plus £25 travel", () => {
    const q = quoteBooking({
      services: [closeUp, mentalism],
      durationMinutes: 90,
      isPartnerVenue: false,
      paymentType: "one-time",
      travel: travel(false),
    });
    expect(q.travel).toEqual({ kind: "flat", label: "Travel fee", pricePence: 2500, miles: null });
    expect(q.lines.map((l) => l.pricePence)).toEqual([37500, 60000]);
    expect(q.subtotalPence).toBe(97500);
    expect(q.discountPence).toBe(0);
    expect(q.travelFeePence).toBe(2500);
    expect(q.totalPence).toBe(100000);
    expect(q.barCommissionPence).toBe(0);
    expect(q.amountDueNowPence).toBe(100000);
    expect(q.balanceDueOnDayPence).toBe(0);
  });

  it("prices a partner venue: 10% off, no travel fee, 15% commission, deposit", () => {
    const q = quoteBooking({
      services: [closeUp],
      durationMinutes: 60,
      isPartnerVenue: true,
      paymentType: "deposit",
      travel: travel(true),
    });
    expect(q.lines[0]).toMatchObject({ id: 1, listPricePence: 25000, pricePence: 22500 });
    expect(q.subtotalPence).toBe(25000);
    expect(q.discountPence).toBe(2500);
    expect(q.travelFeePence).toBe(0);
    expect(q.totalPence).toBe(22500);
    expect(q.barCommissionPence).toBe(3375);
    expect(q.amountDueNowPence).toBe(11250);
    expect(q.balanceDueOnDayPence).toBe(11250);
  });

  it("quotes 30 minutes of Close-Up Magic at £125 + £25", () => {
    const q = quoteBooking({
      services: [closeUp],
      durationMinutes: 30,
      isPartnerVenue: false,
      paymentType: "deposit",
      travel: travel(false),
    });
    expect(q.totalPence).toBe(15000);
    expect(q.amountDueNowPence + q.balanceDueOnDayPence).toBe(q.totalPence);
  });

  it("keeps deposit + balance = total for odd totals", () => {
    const q = quoteBooking({
      services: [{ id: 9, title: "X", basePrice: 37 }],
      durationMinutes: 30,
      isPartnerVenue: true,
      paymentType: "deposit",
      travel: travel(true),
    });
    // 37 * 0.5 = 18.5 -> 19 pounds; ×0.9 = 17.10
    expect(q.totalPence).toBe(1710);
    expect(q.amountDueNowPence + q.balanceDueOnDayPence).toBe(1710);
  });

  it("adds the travel line it is given once, and nothing else: the partner rule is travelLine's", () => {
    const distance = { kind: "distance" as const, label: "Travel (146 miles)", pricePence: 6120, miles: 146 };
    const q = quoteBooking({
      services: [closeUp],
      durationMinutes: 60,
      isPartnerVenue: false,
      paymentType: "one-time",
      travel: distance,
    });
    expect(q).toMatchObject({ travelFeePence: 6120, totalPence: 31120, travel: distance });
    const none = quoteBooking({
      services: [closeUp],
      durationMinutes: 60,
      isPartnerVenue: false,
      paymentType: "one-time",
      travel: null,
    });
    expect(none).toMatchObject({ travelFeePence: 0, totalPence: 25000, travel: null });
  });
});

describe("bar services", () => {
  it("reduces the base price by its discount, rounded to a pound", () => {
    expect(barServicePrice(200, 20)).toBe(160);
    expect(barServicePrice(199, 15)).toBe(169); // 169.15
    expect(barServicePrice(150, 0)).toBe(150);
    expect(barServicePrice(150, null)).toBe(150);
    expect(barServicePrice(150, 100)).toBe(0);
    expect(barServicePrice(99, 50)).toBe(50); // 49.5 -> 50
  });

  it("gives 15% commission of the price and charges everything now", () => {
    expect(barBookingCommissionPence(16000)).toBe(2400);
    expect(quoteBarService(200, 20)).toEqual({ pricePence: 16000, barCommissionPence: 2400, amountDueNowPence: 16000 });
  });
});

describe("servicePricePence", () => {
  it("is the quote's line price: the duration price, less 10% at a partner venue", async () => {
    const { servicePricePence, quoteBooking } = await import("@/lib/domain/pricing");
    expect(servicePricePence(250, 60, false)).toBe(25000);
    expect(servicePricePence(250, 30, false)).toBe(12500);
    expect(servicePricePence(250, 60, true)).toBe(22500);
    const quote = quoteBooking({
      services: [{ id: 1, title: "Close-Up Magic", basePrice: 250 }],
      durationMinutes: 90,
      isPartnerVenue: true,
      paymentType: "full",
      travel: null,
    });
    expect(quote.lines[0]?.pricePence).toBe(servicePricePence(250, 90, true));
  });
});
