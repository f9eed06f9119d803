import { BOOKING_RULE_MESSAGES, bookingRuleProblem, type BookingChange } from "@/lib/domain/booking-rules";
import { addDays } from "@/lib/domain/dates";

const today = "2026-06-01";
const in20 = addDays(today, 20);
const in21 = addDays(today, 21);

const move = (over: Partial<BookingChange> = {}): BookingChange => ({
  change: "move",
  eventDate: in20,
  fromDate: addDays(today, 365),
  serviceTitles: ["Close-Up Magic"],
  paymentType: "full",
  owedPence: 0,
  ...over,
});

describe("the rules every change to a booking passes", () => {
  it("keeps the notice of Parlor Magic and Stage Illusions for a move as for a new booking", () => {
    const stage = { serviceTitles: ["Close-Up Magic", "Stage Illusions"] };
    expect(bookingRuleProblem(move(stage), today)).toEqual({ rule: "service-notice", services: ["Stage Illusions"] });
    expect(bookingRuleProblem(move({ ...stage, eventDate: in21 }), today)).toBeNull();
    expect(bookingRuleProblem({ ...move(stage), change: "new" }, today)).toEqual({
      rule: "service-notice",
      services: ["Stage Illusions"],
    });
  });

  it("an ordinary booking moves inside 3 weeks", () => {
    expect(bookingRuleProblem(move({ eventDate: addDays(today, 3) }), today)).toBeNull();
  });

  it("a deposit booking owing its balance cannot move inside 3 weeks; paid up, it can", () => {
    const deposit = { paymentType: "deposit", owedPence: 13750 };
    expect(bookingRuleProblem(move(deposit), today)).toEqual({ rule: "deposit-balance" });
    expect(bookingRuleProblem(move({ ...deposit, eventDate: in21 }), today)).toBeNull();
    expect(bookingRuleProblem(move({ ...deposit, owedPence: 0 }), today)).toBeNull();
  });

  it("a new deposit booking needs 3 weeks whatever it owes", () => {
    const deposit: BookingChange = { ...move({ paymentType: "deposit" }), change: "new", fromDate: undefined };
    expect(bookingRuleProblem(deposit, today)).toEqual({ rule: "deposit-notice" });
    expect(bookingRuleProblem({ ...deposit, eventDate: in21 }, today)).toBeNull();
  });

  it("a new time on the same day asks nothing of the notice rules", () => {
    const sameDay = move({
      eventDate: in20,
      fromDate: in20,
      serviceTitles: ["Stage Illusions"],
      paymentType: "deposit",
      owedPence: 1,
    });
    expect(bookingRuleProblem(sameDay, today)).toBeNull();
  });

  it("says the rules in the words of the issue", () => {
    expect(BOOKING_RULE_MESSAGES.serviceNotice).toBe(
      "This booking's services need at least 3 weeks' notice, so it cannot move to that date.",
    );
    expect(BOOKING_RULE_MESSAGES.depositBalance).toBe(
      "Please pay the balance before moving this booking to within 3 weeks of the event.",
    );
  });
});
