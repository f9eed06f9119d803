import {
  MAX_SEGMENTS,
  OPT_OUT_LINE,
  composeText,
  countSegments,
  isGsm7,
  plainTypography,
  replyMeaning,
  sendAfterFor,
} from "@/lib/domain/sms";

describe("segments (GSM-7 and UCS-2)", () => {
  it("counts GSM-7: 160 in one, then 153 a segment", () => {
    expect(countSegments("")).toEqual({ encoding: "GSM-7", segments: 1, units: 0 });
    expect(countSegments("a".repeat(160))).toEqual({ encoding: "GSM-7", segments: 1, units: 160 });
    expect(countSegments("a".repeat(161))).toEqual({ encoding: "GSM-7", segments: 2, units: 161 });
    expect(countSegments("a".repeat(306)).segments).toBe(2);
    expect(countSegments("a".repeat(307)).segments).toBe(3);
  });

  it("counts the extension table's characters as two septets, never split across segments", () => {
    expect(isGsm7("Price: €50 [deposit] {x} ~ | ^ \\")).toBe(true);
    expect(countSegments("€".repeat(80))).toEqual({ encoding: "GSM-7", segments: 1, units: 160 });
    expect(countSegments("€".repeat(81)).segments).toBe(2);
    // 152 plain septets then a € (2): it cannot straddle 153, so it opens the second segment
    expect(countSegments(`${"a".repeat(152)}€${"b".repeat(151)}`)).toEqual({
      encoding: "GSM-7",
      segments: 2,
      units: 305,
    });
    expect(countSegments(`${"a".repeat(152)}€${"b".repeat(152)}`).segments).toBe(3);
  });

  it("keeps £, é, ü and friends in GSM-7, which has them", () => {
    expect(isGsm7("£25 for Zoë? Ça va, Müller, señor")).toBe(false); // ë and Ç-lower… ë is not in GSM-7
    expect(isGsm7("£25 for Renée, Müller, señor à Ça")).toBe(true);
  });

  it("switches the whole text to UCS-2 for one character outside GSM-7: 70 units, then 67", () => {
    expect(countSegments(`${"a".repeat(69)}ł`)).toEqual({ encoding: "UCS-2", segments: 1, units: 70 });
    expect(countSegments(`${"a".repeat(70)}ł`)).toEqual({ encoding: "UCS-2", segments: 2, units: 71 });
    expect(countSegments("ł".repeat(134)).segments).toBe(2);
    expect(countSegments("ł".repeat(135)).segments).toBe(3);
  });

  it("counts an emoji as two UTF-16 units and never splits it", () => {
    expect(countSegments("🎩")).toEqual({ encoding: "UCS-2", segments: 1, units: 2 });
    expect(countSegments("🎩".repeat(35)).segments).toBe(1);
    expect(countSegments("🎩".repeat(36)).segments).toBe(2);
    // 66 units then an emoji (2): it starts the second segment
    expect(countSegments(`${"ł".repeat(66)}🎩${"ł".repeat(65)}`)).toEqual({
      encoding: "UCS-2",
      segments: 2,
      units: 133,
    });
    expect(countSegments(`${"ł".repeat(66)}🎩${"ł".repeat(66)}`).segments).toBe(3);
  });

  it("makes smart quotes, dashes and the ellipsis plain, so they do not force UCS-2", () => {
    expect(plainTypography("It’s “magic” – really…")).toBe(`It's "magic" - really...`);
    expect(isGsm7(plainTypography("It’s “magic” – really…"))).toBe(true);
  });
});

describe("composing a text", () => {
  it("puts the business name first, the link, then how to opt out", () => {
    const t = composeText({
      business: "Summon a Magician",
      body: "Your booking is confirmed.",
      link: "https://x.test/b/1",
    });
    expect(t.text).toBe(`Summon a Magician: Your booking is confirmed. https://x.test/b/1 ${OPT_OUT_LINE}`);
    expect(t.shortened).toBe(false);
    expect(t.segments).toMatchObject({ encoding: "GSM-7", segments: 1 });
  });

  it("does not repeat the business name when the words already open with it", () => {
    const t = composeText({
      business: "Summon a Magician",
      body: "Summon a Magician is on the way and expects to arrive at about 14:05",
    });
    expect(t.text).toBe(`Summon a Magician is on the way and expects to arrive at about 14:05 ${OPT_OUT_LINE}`);
    expect(composeText({ business: "Summon", body: "Summoned twice" }).text).toBe(
      `Summon: Summoned twice ${OPT_OUT_LINE}`,
    );
  });

  it("shortens the words, never the name, link or opt-out line, to keep to two segments", () => {
    const link = "https://summonamagician.co.uk/booking/abcdefghijklmnopqrstuvwxyz0123456789";
    const t = composeText({ business: "Summon a Magician", body: "word ".repeat(200), link });
    expect(t.shortened).toBe(true);
    expect(t.segments.segments).toBeLessThanOrEqual(MAX_SEGMENTS);
    expect(t.segments.units).toBeGreaterThan(290);
    expect(t.text).toContain(`... ${link} ${OPT_OUT_LINE}`);
    expect(t.text.startsWith("Summon a Magician: word word")).toBe(true);
  });

  it("counts a UCS-2 text's tighter limit when shortening", () => {
    const t = composeText({ business: "Summon a Magician", body: `Łukasz ${"x".repeat(300)}` });
    expect(t.segments).toMatchObject({ encoding: "UCS-2", segments: 2 });
    expect(t.segments.units).toBeLessThanOrEqual(134);
  });
});

describe("quiet hours (21:00 to 08:00 London)", () => {
  it("sends by day at once", () => {
    const noon = new Date("2027-01-15T12:00:00Z");
    expect(sendAfterFor("reminder", noon)).toEqual(noon);
    expect(sendAfterFor("booking-confirmed", new Date("2027-01-15T08:00:00Z")).toISOString()).toBe(
      "2027-01-15T08:00:00.000Z",
    );
    expect(sendAfterFor("booking-confirmed", new Date("2027-01-15T20:59:00Z")).toISOString()).toBe(
      "2027-01-15T20:59:00.000Z",
    );
  });

  it("holds a text queued in the evening or the small hours until 08:00 London (GMT in winter)", () => {
    expect(sendAfterFor("booking-confirmed", new Date("2027-01-15T21:00:00Z")).toISOString()).toBe(
      "2027-01-16T08:00:00.000Z",
    );
    expect(sendAfterFor("review-request", new Date("2027-01-16T03:00:00Z")).toISOString()).toBe(
      "2027-01-16T08:00:00.000Z",
    );
  });

  it("holds until 08:00 BST (07:00 UTC) in summer", () => {
    // 21:30 BST on 2027-07-01 is 20:30 UTC
    expect(sendAfterFor("reminder", new Date("2027-07-01T20:30:00Z")).toISOString()).toBe("2027-07-02T07:00:00.000Z");
    // 20:30 BST is not quiet
    expect(sendAfterFor("reminder", new Date("2027-07-01T19:30:00Z")).toISOString()).toBe("2027-07-01T19:30:00.000Z");
  });

  it("crosses the spring clock change (last Sunday of March): 22:00 GMT Saturday → 08:00 BST Sunday", () => {
    expect(sendAfterFor("booking-confirmed", new Date("2027-03-27T22:00:00Z")).toISOString()).toBe(
      "2027-03-28T07:00:00.000Z",
    );
    // 01:30 UTC on the Sunday is 02:30 BST: still quiet, until 07:00 UTC
    expect(sendAfterFor("booking-confirmed", new Date("2027-03-28T01:30:00Z")).toISOString()).toBe(
      "2027-03-28T07:00:00.000Z",
    );
    // 07:30 UTC that Sunday is 08:30 BST: sent at once
    expect(sendAfterFor("booking-confirmed", new Date("2027-03-28T07:30:00Z")).toISOString()).toBe(
      "2027-03-28T07:30:00.000Z",
    );
  });

  it("crosses the autumn clock change (last Sunday of October): 21:00 BST Saturday → 08:00 GMT Sunday", () => {
    // 20:00 UTC on Saturday 2027-10-30 is 21:00 BST
    expect(sendAfterFor("reminder", new Date("2027-10-30T20:00:00Z")).toISOString()).toBe("2027-10-31T08:00:00.000Z");
    // 07:30 UTC on the Sunday is 07:30 GMT: still quiet
    expect(sendAfterFor("reminder", new Date("2027-10-31T07:30:00Z")).toISOString()).toBe("2027-10-31T08:00:00.000Z");
    // the repeated hour (01:00–02:00) is quiet both times
    expect(sendAfterFor("reminder", new Date("2027-10-31T00:30:00Z")).toISOString()).toBe("2027-10-31T08:00:00.000Z");
    expect(sendAfterFor("reminder", new Date("2027-10-31T01:30:00Z")).toISOString()).toBe("2027-10-31T08:00:00.000Z");
  });

  it("never holds 'on my way'", () => {
    const late = new Date("2027-01-15T22:15:00Z");
    expect(sendAfterFor("on-my-way", late)).toEqual(late);
  });
});

describe("replies", () => {
  it("reads Twilio's opt-out, opt-in and help words as the whole message", () => {
    for (const w of ["STOP", "stop", " Stop. ", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"])
      expect(replyMeaning(w)).toBe("opt-out");
    for (const w of ["START", "yes", "UNSTOP"]) expect(replyMeaning(w)).toBe("opt-in");
    expect(replyMeaning("HELP")).toBe("help");
    expect(replyMeaning("Please stop by at 6")).toBe("other");
    expect(replyMeaning("see you at the end")).toBe("other");
  });
});
