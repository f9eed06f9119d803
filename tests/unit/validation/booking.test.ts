import { fieldErrors } from "@/lib/validation/common";
import {
  bookingStatusUpdateSchema,
  createPaymentIntentSchema,
  paymentIntentRequestSchema,
  publicBookingSchema,
  refundBookingSchema,
} from "@/lib/validation/booking";

const details = {
  clientName: "Jane Doe",
  clientEmail: "jane@example.com",
  clientPhone: "07700 900123",
  eventLocation: "The Lab Bar",
  eventAddress: "1 Main St, Glasgow",
  parkingAvailable: null,
  eventType: "wedding",
  eventDate: "2026-08-01",
  startTime: "14:00",
  endTime: "15:00",
  guestCount: "60",
  selectedServices: [1, { id: 5, title: "Wedding Entertainment", price: 315 }, "1"],
  duration: "60",
  additionalInfo: "",
  paymentType: "one-time",
  termsAccepted: true,
  depositAgreement: false,
  selectedBarId: 7,
  totalAmount: 590,
  createdAt: "whatever",
  paymentStatus: "completed",
};

describe("public booking body", () => {
  it("parses the wizard's details and strips server-owned fields", () => {
    const v = publicBookingSchema.parse({ ...details, stripePaymentId: "pi_123" });
    expect(v.guestCount).toBe(60);
    expect(v.duration).toBe(60);
    expect(v.selectedServices).toEqual([1, 5]);
    expect(v.parkingAvailable).toBeUndefined();
    expect(v.additionalInfo).toBeUndefined();
    expect(v.stripePaymentId).toBe("pi_123");
    expect("paymentStatus" in v).toBe(false);
    expect("createdAt" in v).toBe(false);
  });

  it("refuses bad dates, times, durations, guest counts and payment types", () => {
    const r = publicBookingSchema.safeParse({
      ...details,
      eventDate: "2026-02-30",
      startTime: "9am",
      duration: "45",
      guestCount: 10001,
      paymentType: "cash",
      selectedServices: [],
      termsAccepted: false,
    });
    expect(fieldErrors(r.error!)).toMatchObject({
      eventDate: "Please select a valid date.",
      startTime: "Please select your arrival time",
      duration: "Please select a performance duration",
      guestCount: "Guest count must be at most 10000.",
      paymentType: "Please choose a payment option.",
      selectedServices: "Please select at least one service",
      termsAccepted: "Please accept the terms and conditions",
    });
    expect(publicBookingSchema.safeParse({ ...details, guestCount: 0 }).success).toBe(false);
    expect(publicBookingSchema.safeParse({ ...details, guestCount: 2.5 }).success).toBe(false);
    expect(publicBookingSchema.safeParse({ ...details, clientName: "x".repeat(101) }).success).toBe(false);
    expect(publicBookingSchema.safeParse({ ...details, paymentType: "full" }).success).toBe(true);
  });

  it("needs the deposit agreement for deposits", () => {
    const r = publicBookingSchema.safeParse({ ...details, paymentType: "deposit" });
    expect(fieldErrors(r.error!)).toEqual({
      depositAgreement: "Please confirm your agreement to pay the remaining balance on the event day",
    });
    expect(publicBookingSchema.safeParse({ ...details, paymentType: "deposit", depositAgreement: true }).success).toBe(
      true,
    );
  });
});

describe("create-payment-intent bodies", () => {
  it("parses the wizard body (purpose defaults to booking)", () => {
    const v = paymentIntentRequestSchema.parse({ amount: 590, bookingDetails: details });
    expect(v.purpose).toBe("booking");
    expect(createPaymentIntentSchema.safeParse({ amount: -1, bookingDetails: details }).success).toBe(false);
    expect(createPaymentIntentSchema.safeParse({ amount: 10.001, bookingDetails: details }).success).toBe(false);
  });

  it("parses registration and bar-service bodies", () => {
    expect(
      paymentIntentRequestSchema.parse({ purpose: "registration", amount: 25, bookingDetails: { clientName: "Bar" } })
        .purpose,
    ).toBe("registration");
    expect(paymentIntentRequestSchema.safeParse({ purpose: "registration", amount: 20 }).success).toBe(false);
    const bar = paymentIntentRequestSchema.parse({
      purpose: "bar-service",
      amount: 160,
      bookingDetails: { barServiceId: 2, eventDate: "2026-08-01", startTime: "00:00" },
    });
    expect(bar.purpose).toBe("bar-service");
    expect(
      paymentIntentRequestSchema.safeParse({
        purpose: "bar-service",
        amount: 160,
        bookingDetails: { barServiceId: 2, eventDate: "2026-08-01", startTime: "11:00" },
      }).success,
    ).toBe(false);
  });
});

describe("status and refund bodies", () => {
  it("accepts the five statuses only", () => {
    for (const status of ["pending", "confirmed", "completed", "cancelled", "refunded"]) {
      expect(bookingStatusUpdateSchema.safeParse({ status }).success).toBe(true);
    }
    expect(bookingStatusUpdateSchema.safeParse({ status: "done" }).success).toBe(false);
    expect(refundBookingSchema.parse({ bookingId: 3, reason: "Client cancelled" })).toEqual({
      bookingId: 3,
      reason: "Client cancelled",
    });
    expect(refundBookingSchema.safeParse({ bookingId: 3, reason: "x".repeat(1001) }).success).toBe(false);
  });
});
