import {
  BALANCE_ATTEMPT_LEASE_MS,
  DEFAULT_AUTO_BALANCE,
  autoBalanceChargeNote,
  autoBalanceConsentText,
  autoBalanceOffered,
  balanceChargeDate,
  balanceChargeKey,
  balanceChargeStep,
  balanceDueDate,
  type BalanceAttempt,
} from "@/lib/domain/auto-balance";

const HOUR = 3_600_000;

describe("automatic balance: the due date and the tick", () => {
  it("is due on the London calendar day the given days before the event, across months, years and the clock change", () => {
    expect(balanceDueDate("2027-06-20", 7)).toBe("2027-06-13");
    expect(balanceDueDate("2027-03-03", 7)).toBe("2027-02-24");
    expect(balanceDueDate("2027-01-05", 10)).toBe("2026-12-26");
    // the clocks go forward on 2027-03-28: still a plain calendar day
    expect(balanceDueDate("2027-04-01", 7)).toBe("2027-03-25");
    expect(balanceDueDate("2027-06-20", 60)).toBe("2027-04-21");
  });

  it("is charged on its due date, or today when that date has already passed (never a day in the past)", () => {
    expect(balanceChargeDate("2027-06-20", 7, "2027-05-01")).toBe("2027-06-13");
    expect(balanceChargeDate("2027-06-20", 7, "2027-06-13")).toBe("2027-06-13");
    expect(balanceChargeDate("2027-06-20", 7, "2027-06-15")).toBe("2027-06-15");
    expect(balanceChargeDate("2027-06-20", 60, "2027-06-01")).toBe("2027-06-01");
  });

  it("tells the client when their card will be charged and that paying earlier is still possible", () => {
    expect(autoBalanceChargeNote(13750, "2027-06-13")).toBe(
      "The balance of £137.50 will be charged to your card on Sunday, 13 June 2027, as you agreed. You can still pay it earlier from your booking page.",
    );
    expect(autoBalanceChargeNote(13750, "2027-06-13", "here")).toMatch(/pay it earlier here\.$/);
  });

  it("is off by default, a week before once on", () => {
    expect(DEFAULT_AUTO_BALANCE).toEqual({ enabled: false, daysBefore: 7 });
  });

  it("offers the tick only when on, for a deposit that leaves a balance", () => {
    const on = { enabled: true, daysBefore: 7 };
    expect(autoBalanceOffered(on, { paymentType: "deposit", balancePence: 13750 })).toBe(true);
    expect(autoBalanceOffered(DEFAULT_AUTO_BALANCE, { paymentType: "deposit", balancePence: 13750 })).toBe(false);
    expect(autoBalanceOffered(on, { paymentType: "one-time", balancePence: 0 })).toBe(false);
    expect(autoBalanceOffered(on, { paymentType: "full", balancePence: 0 })).toBe(false);
    expect(autoBalanceOffered(on, { paymentType: "deposit", balancePence: 0 })).toBe(false);
  });

  it("says the amount and the date of the charge", () => {
    expect(autoBalanceConsentText(13750, "2027-06-13")).toBe(
      "Charge the balance of £137.50 to this card on Sunday, 13 June 2027",
    );
  });

  it("keys each attempt by booking, due date and attempt (and the consent's instant)", () => {
    const consent = new Date("2027-01-02T03:04:05.678Z");
    expect(balanceChargeKey(12, "2027-06-13", 1, consent)).toBe(`balance-charge:12:2027-06-13:1:${consent.getTime()}`);
    expect(balanceChargeKey(12, "2027-06-13", 2, consent)).not.toBe(balanceChargeKey(12, "2027-06-13", 1, consent));
  });
});

describe("automatic balance: what the job does next", () => {
  const now = new Date("2027-06-13T09:00:00Z");
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const step = (attempts: BalanceAttempt[], today = "2027-06-13", when = now) =>
    balanceChargeStep({ dueDate: "2027-06-13", eventDate: "2027-06-20", today, now: when, attempts });

  it("waits before the due date and charges on it, or at the first run after it (consent given late)", () => {
    expect(step([], "2027-06-12")).toEqual({ kind: "wait" });
    expect(step([])).toEqual({ kind: "attempt", attempt: 1 });
    expect(step([], "2027-06-18")).toEqual({ kind: "attempt", attempt: 1 });
  });

  it("retries a declined charge a day and two days after the first attempt, then gives up", () => {
    const first = { attempt: 1, status: "declined" as const, claimedAt: at(23) };
    expect(step([first])).toEqual({ kind: "wait" });
    expect(step([{ ...first, claimedAt: at(24) }])).toEqual({ kind: "attempt", attempt: 2 });
    const second = { attempt: 2, status: "declined" as const, claimedAt: at(24) };
    expect(step([{ ...first, claimedAt: at(47) }, second])).toEqual({ kind: "wait" });
    expect(step([{ ...first, claimedAt: at(48) }, second])).toEqual({ kind: "attempt", attempt: 3 });
    expect(step([first, second, { attempt: 3, status: "declined", claimedAt: at(0) }])).toEqual({ kind: "give-up" });
  });

  it("makes no attempt on or after the event day: it gives up (the pay link) instead", () => {
    const dayBefore = (attempts: BalanceAttempt[], today: string, when: Date) =>
      balanceChargeStep({ dueDate: "2027-06-19", eventDate: "2027-06-20", today, now: when, attempts });
    const first = { attempt: 1, status: "declined" as const, claimedAt: new Date("2027-06-19T08:00:00Z") };
    const eventDay = new Date("2027-06-20T08:00:00Z");
    expect(dayBefore([], "2027-06-19", first.claimedAt)).toEqual({ kind: "attempt", attempt: 1 });
    expect(dayBefore([first], "2027-06-20", eventDay)).toEqual({ kind: "give-up" });
    expect(dayBefore([first], "2027-06-21", new Date("2027-06-21T08:00:00Z"))).toEqual({ kind: "give-up" });
    expect(dayBefore([], "2027-06-20", eventDay)).toEqual({ kind: "give-up" });
    // a crashed attempt is still resumed with its own key (it may have charged already)
    const pending = { attempt: 1, status: "pending" as const, claimedAt: first.claimedAt };
    expect(dayBefore([pending], "2027-06-20", eventDay)).toEqual({ kind: "resume", attempt: 1 });
  });

  it("is done once an attempt succeeded", () => {
    expect(step([{ attempt: 1, status: "succeeded", claimedAt: at(30) }])).toEqual({ kind: "done" });
  });

  it("leaves an attempt in flight to its run, and resumes a crashed one with its own key", () => {
    const pending = { attempt: 1, status: "pending" as const, claimedAt: at(0) };
    expect(step([pending])).toEqual({ kind: "wait" });
    const later = new Date(now.getTime() + BALANCE_ATTEMPT_LEASE_MS);
    expect(step([pending], "2027-06-13", later)).toEqual({ kind: "resume", attempt: 1 });
  });
});
