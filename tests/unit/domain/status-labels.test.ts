import {
  paymentStatusColour,
  paymentTypeLabel,
  statusBadgeColour,
  statusBadgeLabel,
  statusDotColour,
} from "@/lib/domain/status-labels";

describe("how a booking's state is shown", () => {
  it("labels and colours", () => {
    expect(statusBadgeLabel("confirmed")).toBe("CONFIRMED");
    expect(statusBadgeLabel(undefined)).toBe("PENDING");
    expect(statusBadgeLabel("awaiting_payment")).toBe("AWAITING PAYMENT");
    expect(statusBadgeColour("confirmed")).toBe("green");
    expect(statusBadgeColour("completed")).toBe("blue");
    expect(statusBadgeColour("pending")).toBe("yellow");
    expect(statusBadgeColour("cancelled")).toBe("red");
    expect(statusBadgeColour("expired")).toBe("grey");
    expect(statusDotColour("confirmed")).toBe("green");
    expect(statusDotColour("pending")).toBe("yellow");
    expect(statusDotColour("cancelled")).toBe("red");
    expect(paymentStatusColour("completed")).toBe("green");
    expect(paymentStatusColour("confirmed")).toBe("green");
    expect(paymentStatusColour("pending")).toBe("yellow");
    expect(paymentStatusColour("cancelled")).toBe("red");
    expect(paymentStatusColour(null)).toBe("red");
    expect(paymentTypeLabel("deposit")).toBe("Deposit (50%)");
    expect(paymentTypeLabel("one-time")).toBe("Full Payment");
  });
});
