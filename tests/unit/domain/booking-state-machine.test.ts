import {
  ACTIVE_STATUSES,
  BOOKING_STATUSES,
  HELD_STATUSES,
  LISTED_STATUSES,
  UNPAID_STATUSES,
  activeBookingSql,
  activeBookingWhere,
  canCancel,
  canComplete,
  canConfirm,
  canPaymentMove,
  canRefund,
  canReschedule,
  canTransition,
  countedBookingWhere,
  effectiveStatus,
  isActive,
  isListed,
  isWithdrawn,
  owedPence,
  type BookingStatus,
} from "@/lib/domain/booking-status";
import { statusBadgeLabel } from "@/lib/domain/status-labels";

const NOW = new Date("2027-03-01T12:00:00Z");
const later = new Date(NOW.getTime() + 60_000);
const earlier = new Date(NOW.getTime() - 60_000);

/** Every move the magician may make; everything else must be refused. */
const MAGICIAN_MOVES: [BookingStatus, BookingStatus][] = [
  ["pending", "confirmed"],
  ["pending", "cancelled"],
  ["confirmed", "completed"],
  ["confirmed", "cancelled"],
  ["confirmed", "refunded"],
  ["completed", "refunded"],
  ["cancelled", "refunded"],
];

/** Every move the payment flow may make. */
const PAYMENT_MOVES: [BookingStatus, BookingStatus][] = [
  ["awaiting_payment", "confirmed"],
  ["awaiting_payment", "pending"],
  ["awaiting_payment", "expired"],
  ["expired", "confirmed"],
  ["expired", "pending"],
  ["pending", "confirmed"],
  ["pending", "awaiting_payment"],
  ["confirmed", "refunded"],
  ["completed", "refunded"],
  ["cancelled", "refunded"],
];

describe("booking state machine", () => {
  it.each(BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as const)))(
    "magician %s -> %s",
    (from, to) => {
      const allowed = MAGICIAN_MOVES.some(([a, b]) => a === from && b === to);
      expect(canTransition(from, to, 5000)).toBe(allowed);
    },
  );

  it.each(BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as const)))(
    "payment %s -> %s",
    (from, to) => {
      const allowed = PAYMENT_MOVES.some(([a, b]) => a === from && b === to);
      expect(canPaymentMove(from, to)).toBe(allowed);
    },
  );

  it("refunding needs something paid", () => {
    expect(canTransition("confirmed", "refunded", 0)).toBe(false);
    expect(canTransition("confirmed", "refunded", 1)).toBe(true);
  });

  it("the magician can never touch an unpaid hold", () => {
    for (const to of BOOKING_STATUSES) {
      expect(canTransition("awaiting_payment", to, 100)).toBe(false);
      expect(canTransition("expired", to, 100)).toBe(false);
    }
  });

  it("buttons offer only what the server accepts (no Cancel on a completed booking)", () => {
    expect(canCancel({ status: "completed", paymentStatus: "completed" })).toBe(false);
    expect(canCancel({ status: "confirmed", paymentStatus: "completed" })).toBe(true);
    expect(canCancel({ status: "pending", paymentStatus: "cancelled" })).toBe(false);
    expect(canCancel({ status: "awaiting_payment", paymentStatus: "pending" })).toBe(false);
    expect(canConfirm("pending")).toBe(true);
    expect(canConfirm("awaiting_payment")).toBe(false);
    const today = "2026-11-27";
    expect(canComplete({ status: "confirmed", eventDate: today }, today)).toBe(true);
    expect(canComplete({ status: "confirmed", eventDate: "2026-11-20" }, today)).toBe(true);
    expect(canComplete({ status: "confirmed", eventDate: "2026-11-28" }, today)).toBe(false);
    expect(canComplete({ status: "pending", eventDate: "2026-11-20" }, today)).toBe(false);
    expect(canRefund({ status: "completed", refundablePence: 100 })).toBe(true);
    expect(canRefund({ status: "completed", refundablePence: 0 })).toBe(false);
    expect(canRefund({ status: "completed", refundablePence: 100, hasCardPayment: false })).toBe(false);
    expect(canRefund({ status: "pending", refundablePence: 100 })).toBe(false);
    for (const [status, ok] of [
      ["pending", true],
      ["confirmed", true],
      ["completed", false],
      ["awaiting_payment", false],
    ] as const) {
      expect(canReschedule({ status })).toBe(ok);
    }
  });
});

describe("active, listed and expired", () => {
  it("an unpaid booking is active only while its hold lasts", () => {
    expect(isActive({ status: "awaiting_payment", holdExpiresAt: later }, NOW)).toBe(true);
    expect(isActive({ status: "awaiting_payment", holdExpiresAt: earlier }, NOW)).toBe(false);
    expect(isActive({ status: "awaiting_payment", holdExpiresAt: NOW }, NOW)).toBe(false);
    expect(isActive({ status: "awaiting_payment", holdExpiresAt: null }, NOW)).toBe(false);
    // rows already filtered by the SQL carry no hold time: they are live
    expect(isActive({ status: "awaiting_payment" }, NOW)).toBe(true);
    expect(effectiveStatus({ status: "awaiting_payment", holdExpiresAt: earlier }, NOW)).toBe("expired");
    expect(effectiveStatus({ status: "awaiting_payment", holdExpiresAt: later }, NOW)).toBe("awaiting_payment");
    expect(effectiveStatus({ status: "confirmed", holdExpiresAt: null }, NOW)).toBe("confirmed");
  });

  it("cancelled, refunded and expired bookings never count; a cancelled payment never counts", () => {
    for (const status of ["cancelled", "refunded", "expired"])
      expect(isActive({ status, holdExpiresAt: later }, NOW)).toBe(false);
    for (const status of ["pending", "confirmed", "completed"]) {
      expect(isActive({ status }, NOW)).toBe(true);
      expect(isActive({ status, paymentStatus: "cancelled" }, NOW)).toBe(false);
    }
  });

  it("holds are not listed; every state is either listed or unpaid", () => {
    expect(isListed("awaiting_payment")).toBe(false);
    expect(isListed("expired")).toBe(false);
    expect([...LISTED_STATUSES, ...UNPAID_STATUSES].sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(UNPAID_STATUSES).toEqual(["awaiting_payment", "expired"]);
    expect(statusBadgeLabel("awaiting_payment")).toBe("AWAITING PAYMENT");
  });

  it("the SQL and Prisma forms are generated from the same table", () => {
    expect(ACTIVE_STATUSES).toEqual(["pending", "confirmed", "completed"]);
    expect(HELD_STATUSES).toEqual(["awaiting_payment"]);
    expect(activeBookingSql("NOW()", "b")).toBe(
      `(b."paymentStatus" <> 'cancelled' AND (b."status" IN ('pending', 'confirmed', 'completed')` +
        ` OR (b."status" IN ('awaiting_payment') AND b."holdExpiresAt" > NOW())))`,
    );
    expect(activeBookingWhere(NOW)).toEqual({
      paymentStatus: { not: "cancelled" },
      OR: [
        { status: { in: ["pending", "confirmed", "completed"] } },
        { status: { in: ["awaiting_payment"] }, holdExpiresAt: { gt: NOW } },
      ],
    });
    expect(countedBookingWhere()).toEqual({
      paymentStatus: { not: "cancelled" },
      status: { in: ["pending", "confirmed", "completed"] },
    });
  });
});

describe("what is still owed", () => {
  it("is the balance of a live booking, and nothing once it is cancelled, refunded or expired", () => {
    expect(owedPence({ status: "confirmed", totalPence: 27500, paidPence: 13750 })).toBe(13750);
    expect(owedPence({ status: "pending", totalPence: 27500, paidPence: 30000 })).toBe(0);
    for (const status of ["cancelled", "refunded", "expired"])
      expect(owedPence({ status, totalPence: 27500, paidPence: 13750 })).toBe(0);
    expect(owedPence({ status: "confirmed", paymentStatus: "cancelled", totalPence: 27500, paidPence: 0 })).toBe(0);
    expect([
      isWithdrawn({ status: "cancelled" }),
      isWithdrawn({ status: "refunded" }),
      isWithdrawn({ status: "pending", paymentStatus: "cancelled" }),
    ]).toEqual([true, true, true]);
    expect([
      isWithdrawn({ status: "expired" }),
      isWithdrawn({ status: "confirmed", paymentStatus: "completed" }),
    ]).toEqual([false, false]);
  });
});
