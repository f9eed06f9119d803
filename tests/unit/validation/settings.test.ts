import {
  AUTO_BALANCE_MESSAGES,
  autoBalanceSettingsSchema,
  isHttpsUrlOrEmpty,
  isUkPhone,
  magicianSettingsPatchSchema,
  magicianSettingsSchema,
  SETTINGS_MESSAGES,
} from "@/lib/validation/settings";

const VALID = {
  displayName: "The Great Zoltan",
  contactEmail: "bookings@zoltan.example",
  contactPhone: "0141 496 0123",
  businessAddress: "12 Wand Street, Glasgow G1 1AA",
  googleReviewUrl: "https://g.page/r/zoltan/review",
  legalName: "",
  vatNumber: "",
};

const messageOf = (value: unknown, field: string) => {
  const result = magicianSettingsSchema.safeParse(value);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe("isUkPhone", () => {
  it.each([
    "07700 900123",
    "07700900123",
    "0141 496 0000",
    "01697 73123",
    "+44 7700 900123",
    "+44 (0)141 496 0000",
    "0044 141 496 0000",
    "(0131) 496-0000",
  ])("accepts %s", (phone) => expect(isUkPhone(phone)).toBe(true));
  it.each([
    "",
    "12345",
    "0141 496",
    "+1 212 555 0100",
    "07700 900123 ext 4",
    "00000000000",
    "+44 0141 496 0000",
    "phone me",
  ])("refuses %s", (phone) => expect(isUkPhone(phone)).toBe(false));
});

describe("isHttpsUrlOrEmpty", () => {
  it.each(["", "https://g.page/r/abc/review", "https://search.google.com/local/writereview?placeid=ChIJ"])(
    "accepts %s",
    (url) => expect(isHttpsUrlOrEmpty(url)).toBe(true),
  );
  it.each([
    "http://g.page/r/abc",
    "javascript:alert(1)",
    "https://",
    "https:// g.page",
    "g.page/r/abc",
    "ftp://g.page",
  ])("refuses %s", (url) => expect(isHttpsUrlOrEmpty(url)).toBe(false));
});

describe("magicianSettingsSchema", () => {
  it("accepts the settings, trimmed", () => {
    expect(magicianSettingsSchema.parse({ ...VALID, displayName: "  The Great Zoltan " })).toEqual(VALID);
  });

  it("clears the phone, the address and the Google link with an empty string, never the name or e-mail", () => {
    expect(
      magicianSettingsSchema.parse({ ...VALID, contactPhone: "", businessAddress: "", googleReviewUrl: "" }),
    ).toMatchObject({
      contactPhone: "",
      businessAddress: "",
      googleReviewUrl: "",
    });
    expect(messageOf({ ...VALID, displayName: "" }, "displayName")).toBe("Display name must be at least 2 characters.");
    expect(messageOf({ ...VALID, contactEmail: "" }, "contactEmail")).toBe("Please enter a valid email address.");
  });

  it("gives each field its message", () => {
    expect(messageOf({ ...VALID, contactEmail: "zoltan@" }, "contactEmail")).toBe(SETTINGS_MESSAGES.contactEmail);
    expect(messageOf({ ...VALID, contactPhone: "555-0100" }, "contactPhone")).toBe(
      "Please enter a valid phone number.",
    );
    expect(messageOf({ ...VALID, businessAddress: "G1" }, "businessAddress")).toBe(
      "Address must be at least 5 characters.",
    );
    expect(messageOf({ ...VALID, googleReviewUrl: "http://g.page/r/x" }, "googleReviewUrl")).toBe(
      SETTINGS_MESSAGES.googleReviewUrl,
    );
    expect(messageOf({ ...VALID, googleReviewUrl: `https://g.page/${"x".repeat(2048)}` }, "googleReviewUrl")).toBe(
      "Must be at most 2048 characters.",
    );
  });

  it("lets PATCH send any of the fields", () => {
    expect(magicianSettingsPatchSchema.parse({ contactPhone: "07700 900123" })).toEqual({
      contactPhone: "07700 900123",
    });
    expect(magicianSettingsPatchSchema.safeParse({ contactPhone: "1" }).success).toBe(false);
  });
});

describe("the automatic balance setting", () => {
  const patch = (autoBalance: unknown) => magicianSettingsPatchSchema.safeParse({ autoBalance });

  it("takes the whole setting: on or off, 1 to 60 whole days", () => {
    expect(patch({ enabled: true, daysBefore: 7 }).data).toEqual({ autoBalance: { enabled: true, daysBefore: 7 } });
    expect(patch({ enabled: false, daysBefore: 1 }).success).toBe(true);
    expect(patch({ enabled: true, daysBefore: 60 }).success).toBe(true);
  });

  it("refuses days out of range or not whole, and a missing switch, each with its message under its dotted path", () => {
    for (const daysBefore of [0, 61, 7.5, Number.NaN, "7", undefined]) {
      const result = patch({ enabled: true, daysBefore });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["autoBalance.daysBefore", AUTO_BALANCE_MESSAGES.daysBefore],
      ]);
    }
    expect(patch({ daysBefore: 7 }).error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["autoBalance.enabled", AUTO_BALANCE_MESSAGES.enabled],
    ]);
    expect(AUTO_BALANCE_MESSAGES.daysBefore).toBe("Please enter a whole number of days from 1 to 60.");
  });

  it("reads a stored setting with the same schema", () => {
    expect(autoBalanceSettingsSchema.safeParse({ enabled: true, daysBefore: 14 }).success).toBe(true);
  });
});
