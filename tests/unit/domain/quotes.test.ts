/** @jest-environment node */
import { createHash } from "node:crypto";
import {
  agreementSha256,
  agreementText,
  canAcceptQuote,
  canEditQuote,
  effectiveQuoteStatus,
  quotePaymentSplit,
  quoteTotalPence,
  signedNameDiffersMessage,
  signedNameMatches,
  type AgreementInput,
} from "@/lib/domain/quotes";
import { CURRENT_TERMS_VERSION } from "@/lib/domain/terms";

const base: AgreementInput = {
  id: 7,
  clientName: "Ada Lovelace",
  eventType: "wedding",
  eventDate: "2027-06-12",
  startTime: "14:00",
  durationMinutes: 90,
  eventLocation: "Kelvingrove Art Gallery",
  eventAddress: "Argyle St, Glasgow G3 8AG",
  guestCount: 80,
  lines: [
    { serviceId: 1, description: "Close-Up Magic", amountPence: 37_500 },
    { description: "Travel", amountPence: 2_500 },
    { description: "Loyalty discount", amountPence: -5_000 },
  ],
  paymentType: "deposit",
  termsVersion: CURRENT_TERMS_VERSION,
};

describe("quote totals", () => {
  it("adds the lines, discounts (negative lines) included", () => {
    expect(quoteTotalPence(base.lines)).toBe(35_000);
    expect(quoteTotalPence([])).toBe(0);
  });

  it("splits a deposit plan 50/50 (odd pence: the deposit rounds, the balance takes the rest) and a full plan all now", () => {
    expect(quotePaymentSplit(35_000, "deposit")).toEqual({ dueNowPence: 17_500, balancePence: 17_500 });
    expect(quotePaymentSplit(10_001, "deposit")).toEqual({ dueNowPence: 10_001 - 5_000, balancePence: 5_000 });
    expect(quotePaymentSplit(35_000, "full")).toEqual({ dueNowPence: 35_000, balancePence: 0 });
  });
});

describe("quote statuses", () => {
  it("a draft or sent quote past its expiry day is expired; the expiry day itself still counts", () => {
    expect(effectiveQuoteStatus("sent", "2027-01-10", "2027-01-10")).toBe("sent");
    expect(effectiveQuoteStatus("sent", "2027-01-10", "2027-01-11")).toBe("expired");
    expect(effectiveQuoteStatus("draft", "2027-01-10", "2027-01-11")).toBe("expired");
    // accepted, paid and withdrawn stay what they are
    expect(effectiveQuoteStatus("accepted", "2027-01-10", "2027-02-01")).toBe("accepted");
    expect(effectiveQuoteStatus("paid", "2027-01-10", "2027-02-01")).toBe("paid");
    expect(effectiveQuoteStatus("withdrawn", "2027-01-10", "2027-02-01")).toBe("withdrawn");
  });

  it("only draft and sent quotes can be accepted; edits stop at acceptance", () => {
    expect(canAcceptQuote("draft")).toBe(true);
    expect(canAcceptQuote("sent")).toBe(true);
    for (const s of ["accepted", "paid", "withdrawn", "expired"] as const) expect(canAcceptQuote(s)).toBe(false);
    expect(canEditQuote("expired")).toBe(true);
    for (const s of ["accepted", "paid", "withdrawn"] as const) expect(canEditQuote(s)).toBe(false);
  });
});

describe("the agreement and its hash", () => {
  it("states the lines, the total, the plan, the date and the terms with their version", () => {
    const text = agreementText(base);
    expect(text).toContain("quote Q-7");
    expect(text).toContain("Client: Ada Lovelace");
    expect(text).toContain("(2027-06-12) at 14:00, 90 minutes");
    expect(text).toContain("- Close-Up Magic: £375.00");
    expect(text).toContain("- Loyalty discount: -£50.00");
    expect(text).toContain("Total: £350.00");
    expect(text).toContain("A deposit of £175.00 (50%) is paid now; the remaining balance of £175.00");
    expect(text).toContain(`Cancellation terms (version ${CURRENT_TERMS_VERSION}):`);
    expect(text).toContain("More than 30 days before the event: full refund");
    expect(text).toContain("14 to 30 days before the event");
    expect(text).toContain("Less than 14 days before the event: no refund.");
  });

  it("says the balance is paid on the event day when the automatic balance is off, in the same words as before", () => {
    const text = agreementText(base);
    expect(text).toContain(
      "Payment plan: A deposit of £175.00 (50%) is paid now; the remaining balance of £175.00 is paid on the event day.\n",
    );
    expect(agreementText({ ...base, autoBalanceDaysBefore: null })).toBe(text);
  });

  it("offers the card charge on its due date when the automatic balance is on, whether or not the client ticks it", () => {
    const text = agreementText({ ...base, autoBalanceDaysBefore: 7 });
    expect(text).toContain(
      "Payment plan: A deposit of £175.00 (50%) is paid now; the remaining balance of £175.00 is paid on the event day or, if the client chooses so at payment, charged to the card used on Saturday, 5 June 2027 (or on the day of payment if that date has passed).\n",
    );
    expect(agreementSha256(text)).not.toBe(agreementSha256(agreementText(base)));
    expect(agreementText({ ...base, autoBalanceDaysBefore: 10 })).not.toBe(text);
    // a plan paid in full has no balance to charge
    const full = { ...base, paymentType: "full" as const };
    expect(agreementText({ ...full, autoBalanceDaysBefore: 7 })).toBe(agreementText(full));
  });

  it("is the SHA-256 of the UTF-8 text, in lower-case hex", () => {
    const text = agreementText(base);
    const expected = createHash("sha256").update(text, "utf8").digest("hex");
    expect(agreementSha256(text)).toBe(expected);
    expect(agreementSha256("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    // multi-block inputs, and characters outside ASCII (the pound sign, accents)
    for (const sample of ["abc", "a".repeat(55), "a".repeat(56), "a".repeat(64), "£ é — ✓".repeat(40)])
      expect(agreementSha256(sample)).toBe(createHash("sha256").update(sample, "utf8").digest("hex"));
  });

  it("is the same for the same quote and changes with any line, the plan, the date or the terms version", () => {
    const hash = (q: AgreementInput) => agreementSha256(agreementText(q));
    const original = hash(base);
    expect(hash({ ...base, lines: [...base.lines] })).toBe(original);
    const variants: AgreementInput[] = [
      { ...base, lines: [{ ...base.lines[0]!, amountPence: 37_501 }, ...base.lines.slice(1)] },
      { ...base, lines: base.lines.slice(0, 2) },
      { ...base, paymentType: "full" },
      { ...base, eventDate: "2027-06-13" },
      { ...base, startTime: "15:00" },
      { ...base, termsVersion: "2099-01-01" },
    ];
    for (const variant of variants) expect(hash(variant)).not.toBe(original);
  });
});

describe("the signature's name", () => {
  it("matches the client's name whatever the case, accents, punctuation or a fuller form", () => {
    expect(signedNameMatches("ada lovelace", "Ada Lovelace")).toBe(true);
    expect(signedNameMatches("  Zoë  O'Neil ", "Zoe O Neil")).toBe(true);
    expect(signedNameMatches("Morag Campbell", "Morag")).toBe(true);
    expect(signedNameMatches("Ada", "Ada Lovelace")).toBe(true);
    expect(signedNameMatches("Bob Builder", "Ada Lovelace")).toBe(false);
    expect(signedNameMatches("Ada Byron", "Ada Lovelace")).toBe(false);
    expect(signedNameMatches("--", "Ada Lovelace")).toBe(false);
  });

  it("asks to confirm another name in the client's words", () => {
    expect(signedNameDiffersMessage(" Bob Builder ", "Ada Lovelace")).toBe(
      "You signed as Bob Builder but the quote is for Ada Lovelace. Sign anyway?",
    );
  });
});
