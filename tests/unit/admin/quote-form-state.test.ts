import { emptyQuoteForm, newLine, quoteBodyOf, quoteFormOf } from "@/components/admin/quotes/quote-form-state";
import type { LeadDto } from "@/components/admin/types";
import { quoteCreateSchema } from "@/lib/validation/quotes";

const lead = {
  id: 12,
  name: "Quinn Quote",
  email: "quinn@example.com",
  phone: "07700 900888",
  eventType: "wedding",
  location: "Glasgow",
} as LeadDto;

describe("the quote form's state", () => {
  it("starts from the lead's client and event, with one empty line", () => {
    const form = emptyQuoteForm(lead);
    expect(form).toMatchObject({
      leadId: 12,
      clientName: "Quinn Quote",
      clientEmail: "quinn@example.com",
      clientPhone: "07700 900888",
      eventType: "wedding",
      eventLocation: "Glasgow",
      paymentType: "deposit",
      durationMinutes: "60",
    });
    expect(form.lines).toHaveLength(1);
  });

  it("sends amounts in pence, a catalogue line without an amount, and passes the shared schema", () => {
    const form = {
      ...emptyQuoteForm(lead),
      eventDate: "2099-06-12",
      startTime: "14:00",
      guestCount: "60",
      expiresOn: "2099-05-01",
      lines: [
        newLine({ serviceId: "3" }),
        newLine({ description: " Travel ", amount: "25" }),
        newLine({ description: "Discount", amount: "-10.5" }),
      ],
    };
    const body = quoteBodyOf(form);
    expect(body.leadId).toBe(12);
    expect(body.lines).toEqual([
      { serviceId: 3 },
      { description: "Travel", amountPence: 2500 },
      { description: "Discount", amountPence: -1050 },
    ]);
    expect(quoteCreateSchema.safeParse(body).success).toBe(true);
  });

  it("a refused amount is told in pounds, as the field is typed, never in pence", () => {
    const base = { ...emptyQuoteForm(lead), eventDate: "2099-06-12", startTime: "14:00", guestCount: "60" };
    for (const amount of ["0", "abc", "100000.01"]) {
      const form = { ...base, expiresOn: "2099-05-01", lines: [newLine({ description: "Travel", amount })] };
      const result = quoteCreateSchema.safeParse(quoteBodyOf(form));
      expect(result.success).toBe(false);
      const messages = result.error!.issues.map((issue) => issue.message);
      expect(messages).toContain("Enter an amount other than £0, between -£100,000 and £100,000.");
      expect(messages.join(" ")).not.toMatch(/pence/i);
    }
  });

  it("a saved quote comes back as the same body", () => {
    const form = quoteFormOf({
      id: 1,
      leadId: null,
      clientName: "A",
      clientEmail: "a@example.com",
      clientPhone: "1",
      eventType: "party",
      eventDate: "2099-06-12",
      startTime: "14:00",
      durationMinutes: 90,
      eventLocation: "Hall",
      eventAddress: null,
      guestCount: 10,
      lines: [{ serviceId: 3, description: "Close-Up Magic", amountPence: 37500 }],
      paymentType: "full",
      expiresOn: "2099-05-01",
      note: null,
    } as Parameters<typeof quoteFormOf>[0]);
    expect(quoteBodyOf(form)).toMatchObject({
      durationMinutes: "90",
      guestCount: "10",
      paymentType: "full",
      lines: [{ serviceId: 3, description: "Close-Up Magic", amountPence: 37500 }],
    });
    expect(quoteBodyOf(form)).not.toHaveProperty("leadId");
  });
});
