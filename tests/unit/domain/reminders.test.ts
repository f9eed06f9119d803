import { agendaKey, deservesReminder, reminderEventDate, reminderKey, reminderMoment } from "@/lib/domain/reminders";

describe("reminder rules (London time)", () => {
  it("is due at 09:00 London the given days before, across the clock change", () => {
    expect(reminderMoment("2027-01-20", 7).toISOString()).toBe("2027-01-13T09:00:00.000Z");
    // 09:00 BST on 2027-04-02 is 08:00 UTC
    expect(reminderMoment("2027-04-03", 1).toISOString()).toBe("2027-04-02T08:00:00.000Z");
    expect(reminderEventDate("2027-01-13", 7)).toBe("2027-01-20");
  });

  it("goes only to bookings that existed at that moment", () => {
    expect(deservesReminder(new Date("2027-01-13T08:59:00Z"), "2027-01-20", 7)).toBe(true);
    expect(deservesReminder(new Date("2027-01-13T09:01:00Z"), "2027-01-20", 7)).toBe(false);
  });

  it("keys a reminder by kind, booking and date (a moved booking is reminded again), an agenda by day", () => {
    expect(reminderKey("7-days", 12, "2027-01-20")).toBe("reminder:7-days:12:2027-01-20");
    expect(reminderKey("7-days", 12, "2027-01-21")).not.toBe(reminderKey("7-days", 12, "2027-01-20"));
    expect(agendaKey("2027-01-20")).toBe("agenda:2027-01-20");
  });
});
