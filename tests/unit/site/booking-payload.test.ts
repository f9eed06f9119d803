import {
  EMPTY_DETAILS,
  bookingDetailsPayload,
  intentIdFromSecret,
  quoteFor,
} from "@/components/booking/booking-payload";
import { FALLBACK_SERVICES } from "@/lib/domain/services";
import { bookingDetailsSchema } from "@/lib/validation/booking";

const details = {
  ...EMPTY_DETAILS,
  eventLocation: "The Gilded Lantern",
  eventAddress: "12 Ashton Lane, Glasgow G12 8SJ",
  eventType: "birthday",
  eventDate: "2030-06-01",
  startTime: "14:00",
  guestCount: "40",
  selectedServiceIds: [1],
  duration: "60",
  firstName: "Ada",
  lastName: "Lovelace",
  clientEmail: "ada@example.com",
  clientPhone: "07700 900789",
  termsAccepted: true,
  selectedBarId: 7,
};

describe("booking payload", () => {
  it("prices a partner venue with the shared quote (10% off, no travel fee, 15% commission)", () => {
    const quote = quoteFor(details, FALLBACK_SERVICES, "bar");
    expect(quote.totalPence).toBe(22500);
    const payload = bookingDetailsPayload(details, quote, "bar");
    expect(payload).toMatchObject({
      clientName: "Ada Lovelace",
      endTime: "15:00",
      guestCount: 40,
      totalAmount: 225,
      paidAmount: 225,
      barCommission: 33.75,
      isPartneredBar: true,
      selectedBarId: 7,
      selectedServices: [{ id: 1, title: "Close-Up Magic", price: 225 }],
    });
    // the server's schema accepts what the wizard sends
    expect(bookingDetailsSchema.safeParse(payload).success).toBe(true);
  });

  it("adds the £25 travel fee and splits a deposit for a custom address", () => {
    const custom = {
      ...details,
      selectedBarId: null,
      paymentType: "deposit" as const,
      depositAgreement: true,
      parkingAvailable: false,
    };
    const quote = quoteFor(custom, FALLBACK_SERVICES, "other");
    const payload = bookingDetailsPayload(custom, quote, "other");
    expect(payload).toMatchObject({
      totalAmount: 275,
      paidAmount: 137.5,
      barCommission: 0,
      isPartneredBar: false,
      parkingAvailable: false,
    });
    expect(payload.selectedBarId).toBeUndefined();
    expect(bookingDetailsSchema.safeParse(payload).success).toBe(true);
  });

  it("reads the intent id from a client secret", () => {
    expect(intentIdFromSecret("pi_demo_123_secret_abc")).toBe("pi_demo_123");
  });
});
