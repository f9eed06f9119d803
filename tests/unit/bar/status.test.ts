import { paymentStatusColour } from "@/components/bar/status";

describe("payment-status colours of the bar's events", () => {
  it("green when confirmed or completed, yellow when pending, red otherwise", () => {
    expect(paymentStatusColour("completed")).toBe("green");
    expect(paymentStatusColour("confirmed")).toBe("green");
    expect(paymentStatusColour("CONFIRMED")).toBe("green");
    expect(paymentStatusColour("pending")).toBe("yellow");
    expect(paymentStatusColour("cancelled")).toBe("red");
    expect(paymentStatusColour("refunded")).toBe("red");
    expect(paymentStatusColour(null)).toBe("red");
  });
});
