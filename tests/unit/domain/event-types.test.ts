import { eventTypeLabel } from "@/lib/domain/event-types";

describe("eventTypeLabel", () => {
  it("is one label map for every screen and e-mail", () => {
    expect(eventTypeLabel("birthday")).toBe("Birthday Party");
    expect(eventTypeLabel("corporate")).toBe("Corporate Event");
    expect(eventTypeLabel("Bar Booking")).toBe("Bar Booking");
  });
});
