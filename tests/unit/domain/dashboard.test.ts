import {
  amountToPence,
  bookingCommissionPence,
  commissionRevenuePence,
  drinksRevenuePence,
  formatAddress,
  normalizeSelectedServices,
  toVenueEvent,
} from "@/lib/domain/dashboard";

describe("dashboard figures", () => {
  it("reads decimal strings as pence", () => {
    expect(amountToPence("150.50")).toBe(15050);
    expect(amountToPence(null)).toBe(0);
    expect(amountToPence("abc")).toBe(0);
  });

  it("uses barCommission or 15% of the total", () => {
    expect(bookingCommissionPence({ barCommission: "33.75", totalAmount: "225.00" })).toBe(3375);
    expect(bookingCommissionPence({ barCommission: null, totalAmount: "200.00" })).toBe(3000);
    expect(
      commissionRevenuePence([
        { barCommission: 10, totalAmount: 100 },
        { totalAmount: 100, paymentStatus: "cancelled" },
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

  it("normalises selected services", () => {
    const catalogue = [{ id: 1, title: "Close-Up Magic", basePrice: 250 }];
    expect(
      normalizeSelectedServices(
        [1, "2", { id: 1, title: "Close-Up Magic", price: 225 }, { name: "Custom" }, "x"],
        catalogue,
      ),
    ).toEqual([
      { id: 1, title: "Close-Up Magic", pricePence: 25000 },
      { id: 2, title: "Magic Performance", pricePence: 0 },
      { id: 1, title: "Close-Up Magic", pricePence: 22500 },
      { id: null, title: "Custom", pricePence: 0 },
      { id: null, title: "Magic Performance", pricePence: 0 },
    ]);
    expect(normalizeSelectedServices("nope")).toEqual([]);
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
