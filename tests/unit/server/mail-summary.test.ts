/** @jest-environment node */
// The booking summary every booking e-mail carries (lib/server/mail/format.ts): its services, then
// its travel line exactly as stored (flat or distance), never a fee worked out from the total.
import { summary, type BookingForMail } from "@/lib/server/mail/format";

const BOOKING: BookingForMail = {
  id: 7,
  clientName: "Ada",
  clientEmail: "ada@example.com",
  eventType: "birthday",
  eventDate: "2027-06-12",
  startTime: "19:00",
  endTime: "20:00",
  duration: "60",
  guestCount: 20,
  eventLocation: "Home",
  eventAddress: "1 High St, Glasgow G1 1AA",
  selectedServices: [],
  totalPence: 0,
  paidPence: 0,
  barCommissionPence: 0,
  paymentType: "full",
  source: "public",
  additionalInfo: null,
  status: "confirmed",
  paymentStatus: "completed",
};

const servicesPart = (b: Partial<BookingForMail>) => {
  const text = summary({ ...BOOKING, ...b });
  return text.slice(text.indexOf("Services:\n") + "Services:\n".length, text.indexOf("\nPayment:"));
};

describe("the e-mails' booking summary", () => {
  it("lists the stored flat travel line after the services", () => {
    const part = servicesPart({
      selectedServices: [
        { id: 1, title: "Close-Up Magic", price: 250 },
        { id: 0, title: "Travel fee", price: 25, kind: "travel" },
      ],
      totalPence: 27500,
      paidPence: 27500,
    });
    expect(part).toBe("- Close-Up Magic: £250.00\nTravel fee: £25.00\nTotal: £275.00");
  });

  it("lists the stored distance line the same way", () => {
    const part = servicesPart({
      selectedServices: [
        { id: 1, title: "Close-Up Magic", price: 250 },
        { id: 0, title: "Travel (47 miles)", price: 16.65, kind: "travel" },
      ],
      totalPence: 26665,
      paidPence: 26665,
    });
    expect(part).toBe("- Close-Up Magic: £250.00\nTravel (47 miles): £16.65\nTotal: £266.65");
  });

  it("a partner bar's booking has no travel line", () => {
    const part = servicesPart({
      selectedServices: [{ id: 1, title: "Close-Up Magic", price: 225 }],
      totalPence: 22500,
      paidPence: 22500,
    });
    expect(part).toBe("- Close-Up Magic: £225.00\nTotal: £225.00");
  });

  it("never invents a travel fee from what the total has beyond the lines (a lead's negotiated price)", () => {
    const part = servicesPart({
      source: "lead",
      selectedServices: [{ id: 1, title: "Close-Up Magic", price: 250 }],
      totalPence: 30000,
      paidPence: 30000,
    });
    expect(part).toBe("- Close-Up Magic: £250.00\nTotal: £300.00");
  });
});
