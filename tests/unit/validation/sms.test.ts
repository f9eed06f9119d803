import { bookingDetailsSchema } from "@/lib/validation/booking";
import { SMS_MESSAGES, smsPhoneProblem, textSettingsSchema } from "@/lib/validation/sms";
import { contactStepSchema } from "@/lib/validation/wizard";

const contact = {
  firstName: "Ada",
  lastName: "Lovelace",
  clientEmail: "ada@example.com",
  clientPhone: "0141 496 0000",
  paymentType: "one-time",
  termsAccepted: true,
  depositAgreement: false,
};

describe("consent to texts", () => {
  it("needs a UK mobile only when ticked", () => {
    expect(smsPhoneProblem(true, "0141 496 0000")).toBe(SMS_MESSAGES.notTextable);
    expect(smsPhoneProblem(true, "07700 900123")).toBeNull();
    expect(smsPhoneProblem(false, "0141 496 0000")).toBeNull();
    expect(smsPhoneProblem(undefined, "0141 496 0000")).toBeNull();
  });

  it("puts the message on the phone field of the wizard's contact step", () => {
    const ticked = contactStepSchema.safeParse({ ...contact, smsConsent: true });
    expect(ticked.success).toBe(false);
    expect(ticked.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["clientPhone", SMS_MESSAGES.notTextable],
    ]);
    expect(contactStepSchema.safeParse({ ...contact, smsConsent: false }).success).toBe(true);
    expect(contactStepSchema.safeParse({ ...contact, smsConsent: true, clientPhone: "+44 7700 900123" }).success).toBe(
      true,
    );
  });

  it("refuses the same in the server's booking details", () => {
    const details = {
      clientName: "Ada Lovelace",
      clientEmail: "ada@example.com",
      clientPhone: "0141 496 0000",
      eventLocation: "Kelvingrove",
      eventType: "birthday",
      eventDate: "2027-05-01",
      startTime: "14:00",
      guestCount: 40,
      selectedServices: [1],
      duration: "60",
      paymentType: "one-time",
      termsAccepted: true,
    };
    expect(bookingDetailsSchema.safeParse(details).success).toBe(true);
    const issues = bookingDetailsSchema.safeParse({ ...details, smsConsent: true }).error?.issues;
    expect(issues?.some((i) => i.path.join(".") === "clientPhone" && i.message === SMS_MESSAGES.notTextable)).toBe(
      true,
    );
  });

  it("takes the magician's switches by kind", () => {
    expect(textSettingsSchema.parse({ reminder: false, "on-my-way": true, other: 1 })).toEqual({
      reminder: false,
      "on-my-way": true,
    });
    expect(textSettingsSchema.safeParse({ reminder: "no" }).error?.issues[0]?.message).toBe(SMS_MESSAGES.toggle);
  });
});
