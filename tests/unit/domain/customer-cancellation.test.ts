import { customerCancellation } from "@/lib/domain/cancellation";
import { addDays } from "@/lib/domain/dates";

const today = "2027-03-01";
const base = {
  status: "confirmed",
  paymentStatus: "completed",
  source: "public",
  totalPence: 27500,
  paidPence: 27500,
  refundedPence: 0,
};

describe("what a customer gets back when they cancel", () => {
  it("follows the tiers for public bookings", () => {
    expect(customerCancellation({ ...base, eventDate: addDays(today, 31) }, today)).toEqual({
      allowed: true,
      refundPence: 13750,
    });
    expect(customerCancellation({ ...base, eventDate: addDays(today, 20) }, today)).toEqual({
      allowed: true,
      refundPence: 13750,
    });
    expect(customerCancellation({ ...base, eventDate: addDays(today, 13) }, today)).toEqual({
      allowed: true,
      refundPence: 0,
    });
    // a deposit alone is never refunded
    expect(customerCancellation({ ...base, paidPence: 13750, eventDate: addDays(today, 40) }, today)).toEqual({
      allowed: true,
      refundPence: 0,
    });
  });

  it("refunds bar-service bookings in full until 7 days before, then nothing", () => {
    const bar = { ...base, source: "bar-service", totalPence: 24000, paidPence: 24000 };
    expect(customerCancellation({ ...bar, eventDate: addDays(today, 7) }, today)).toEqual({
      allowed: true,
      refundPence: 24000,
    });
    expect(customerCancellation({ ...bar, eventDate: addDays(today, 6) }, today)).toEqual({
      allowed: true,
      refundPence: 0,
    });
  });

  it("never refunds more than the terms' total, earlier refunds included, and refuses what cannot be cancelled", () => {
    // the terms give back £137.50 in all: £200 already went back, so nothing more
    expect(
      customerCancellation({ ...base, refundedPence: 20000, eventDate: addDays(today, 31) }, today).refundPence,
    ).toBe(0);
    expect(
      customerCancellation({ ...base, refundedPence: 10000, eventDate: addDays(today, 31) }, today).refundPence,
    ).toBe(3750);
    for (const status of ["cancelled", "refunded", "completed", "awaiting_payment", "expired"]) {
      expect(customerCancellation({ ...base, status, eventDate: addDays(today, 40) }, today).allowed).toBe(false);
    }
    expect(customerCancellation({ ...base, eventDate: today }, today)).toMatchObject({
      allowed: false,
      reason: expect.stringContaining("contact the magician"),
    });
  });
});
