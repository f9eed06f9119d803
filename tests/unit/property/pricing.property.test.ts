// Property-based tests (fast-check) for the price rules in lib/domain/pricing.ts: whatever the
// services, duration, venue and payment type, no figure is negative, every figure is whole pence,
// and what is paid now plus what is paid on the day is exactly the total.
import fc from "fast-check";
import {
  DURATIONS,
  PAYMENT_TYPES,
  barServicePrice,
  depositPence,
  durationPrice,
  partnerDiscountedPence,
  paymentSplit,
  quoteBarService,
  quoteBooking,
} from "@/lib/domain";
import { FLAT_TRAVEL_CHARGE, travelLine } from "@/lib/domain/travel-fee";

const service = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  title: fc.string({ maxLength: 30 }),
  basePrice: fc.integer({ min: 0, max: 100_000 }),
});
const duration = fc.oneof(
  fc.constantFrom(...DURATIONS),
  fc.integer({ min: -120, max: 24 * 60 }),
  fc.constant(Number.NaN),
);
const paymentType = fc.constantFrom(...PAYMENT_TYPES, "card", "unknown");

describe("pricing properties", () => {
  it("a booking quote is never negative, in whole pence, and deposit + balance = total", () => {
    fc.assert(
      fc.property(
        fc.array(service, { maxLength: 8 }),
        duration,
        fc.boolean(),
        paymentType,
        (services, minutes, isPartnerVenue, type) => {
          const quote = quoteBooking({
            services,
            durationMinutes: minutes,
            isPartnerVenue,
            paymentType: type,
            travel: travelLine({ charge: FLAT_TRAVEL_CHARGE, drive: null, isPartnerVenue }),
          });
          const figures = [
            quote.subtotalPence,
            quote.discountPence,
            quote.servicesPence,
            quote.travelFeePence,
            quote.totalPence,
            quote.barCommissionPence,
            quote.amountDueNowPence,
            quote.balanceDueOnDayPence,
            ...quote.lines.flatMap((line) => [line.listPricePence, line.pricePence]),
          ];
          for (const figure of figures) {
            expect(Number.isInteger(figure)).toBe(true);
            expect(figure).toBeGreaterThanOrEqual(0);
          }
          expect(quote.amountDueNowPence + quote.balanceDueOnDayPence).toBe(quote.totalPence);
          expect(quote.servicesPence + quote.travelFeePence).toBe(quote.totalPence);
          expect(quote.subtotalPence - quote.discountPence).toBe(quote.servicesPence);
          expect(quote.barCommissionPence).toBeLessThanOrEqual(quote.totalPence);
          if (type === "deposit") expect(quote.amountDueNowPence).toBe(depositPence(quote.totalPence));
          else expect(quote.balanceDueOnDayPence).toBe(0);
          if (!isPartnerVenue) expect(quote.barCommissionPence).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("splitting any total pays it exactly once", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), paymentType, (total, type) => {
        const split = paymentSplit(total, type);
        expect(split.amountDueNowPence + split.balanceDueOnDayPence).toBe(total);
        expect(split.amountDueNowPence).toBeGreaterThanOrEqual(0);
        expect(split.balanceDueOnDayPence).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("the partner discount never raises a price and never makes it negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (pence) => {
        const discounted = partnerDiscountedPence(pence);
        expect(discounted).toBeGreaterThanOrEqual(0);
        expect(discounted).toBeLessThanOrEqual(pence);
      }),
    );
  });

  it("duration prices grow with the duration and are never negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: 0, max: 1440 }),
        (base, a, b) => {
          const [short, long] = a <= b ? [a, b] : [b, a];
          expect(durationPrice(base, short)).toBeGreaterThanOrEqual(0);
          expect(durationPrice(base, short)).toBeLessThanOrEqual(durationPrice(base, long));
        },
      ),
    );
  });

  it("bar-service prices and commissions are never negative, whatever the stored discount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.constant(null)),
        (base, discount) => {
          const quote = quoteBarService(base, discount);
          expect(quote.pricePence).toBeGreaterThanOrEqual(0);
          expect(quote.pricePence).toBeLessThanOrEqual(base * 100);
          expect(quote.barCommissionPence).toBeGreaterThanOrEqual(0);
          expect(quote.barCommissionPence).toBeLessThanOrEqual(quote.pricePence);
          expect(quote.amountDueNowPence).toBe(quote.pricePence);
          expect(barServicePrice(base, discount) * 100).toBe(quote.pricePence);
        },
      ),
    );
  });
});
