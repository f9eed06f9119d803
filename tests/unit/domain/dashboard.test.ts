import {
  amountToPence,
  bookingCommissionPence,
  commissionRevenuePence,
  drinksRevenuePence,
  formatAddress,
  toVenueEvent,
} from "@/lib/domain/dashboard";

describe("dashboard figures", () => {
  it("reads decimal strings as pence", () => {
    expect(amountToPence("150.50")).toBe(15050);
    expect(amountToPence(null)).toBe(0);
    expect(amountToPence("abc")).toBe(0);
  });

  it("uses the recorded commission or 15% of the total", () => {
    expect(bookingCommissionPence({ barCommissionPence: 3375, totalPence: 22500 })).toBe(3375);
    expect(bookingCommissionPence({ barCommissionPence: null, totalPence: 20000 })).toBe(3000);
    expect(bookingCommissionPence({ barCommissionPence: 0, totalPence: 33333 })).toBe(5000);
    expect(
      commissionRevenuePence([
        { barCommissionPence: 1000, totalPence: 10000 },
        { totalPence: 10000, paymentStatus: "cancelled" },
      ]),
    ).toBe(1000);
    expect(
      drinksRevenuePence([
        { price: 4.5, promotionCount: 3 },
        { price: "2", promotionCount: null },
      ]),
    ).toBe(1350);
  });

  it("formats addresses", () => {
    expect(formatAddress("1 Main St", null, "Glasgow", "null")).toBe("1 Main St, Glasgow");
    expect(formatAddress(null, undefined, "")).toBe("Address not provided");
  });
});

describe("toVenueEvent", () => {
  it("keeps only the list's fields (never a client's e-mail or phone) and shows services by title", () => {
    const row = {
      id: 7,
      clientName: "Owner",
      clientEmail: "owner@example.com",
      clientPhone: "07700900123",
      eventType: "Bar Booking",
      eventDate: "2026-07-03",
      startTime: "19:00",
      endTime: "21:00",
      guestCount: 50,
      paymentStatus: "completed",
      status: "confirmed",
      selectedServices: [{ id: 1, title: "Bar Close-Up Residency", price: 240 }],
    };
    expect(toVenueEvent(row)).toEqual({
      id: 7,
      clientName: "Owner",
      eventType: "Bar Booking",
      eventDate: "2026-07-03",
      startTime: "19:00",
      endTime: "21:00",
      guestCount: 50,
      paymentStatus: "completed",
      status: "confirmed",
      services: ["Bar Close-Up Residency"],
    });
  });
});
