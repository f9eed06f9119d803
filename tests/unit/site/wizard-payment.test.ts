import {
  EMPTY_DETAILS,
  bookingDetailsPayload,
  quoteFor,
  readPendingBooking,
} from "@/components/booking/booking-payload";
import { paymentSetupRefusal, saveWizardBooking } from "@/components/booking/wizard-payment";
import { classifyProblem } from "@/components/payments/checkout-outcome";
import { sessionFrom } from "@/components/payments/use-checkout";
import { FALLBACK_SERVICES } from "@/lib/domain/services";

jest.mock("next/dynamic", () => () => () => null);

const problem = (status: number, body: unknown) => classifyProblem({ status, body });

describe("the wizard's payment set-up refusals", () => {
  it("slot refusals go back to the event details with the server's title and message, or the wizard's texts", () => {
    expect(
      paymentSetupRefusal(
        problem(409, { error: "Sorry, that time was just taken.", title: "Time unavailable", code: "time-conflict" }),
      ),
    ).toEqual({
      backTo: 1,
      toast: { title: "Time unavailable", description: "Sorry, that time was just taken." },
    });
    expect(paymentSetupRefusal(problem(409, null))).toEqual({
      backTo: 1,
      toast: {
        title: "Date unavailable",
        description: "Unfortunately, this date is no longer available. Please select a different date.",
      },
    });
    expect(paymentSetupRefusal(problem(400, { error: "This date is blocked.", code: "date-blocked" }))).toEqual({
      backTo: 1,
      toast: { title: "Date unavailable", description: "This date is blocked." },
    });
  });

  it("other refusals stay on the step: a 400 with the server's message, anything else the generic toast", () => {
    expect(paymentSetupRefusal(problem(400, { error: "Deposit not available" }))).toEqual({
      backTo: null,
      toast: { title: "Payment setup failed", description: "Deposit not available" },
    });
    expect(paymentSetupRefusal(problem(502, { error: "Provider down" }))).toEqual({
      backTo: null,
      toast: {
        title: "Payment setup failed",
        description: "There was an error setting up the payment. Please try again.",
      },
    });
  });
});

describe("the wizard's travel refusals at the payment set-up", () => {
  it("go back to the location with the refusal, where the enquiry form is offered", () => {
    const unknown = problem(400, {
      error: "We need to check the journey: send an enquiry instead",
      title: "Journey to check",
      code: "unknown-drive",
      fieldErrors: { eventPostcode: "We need to check the journey: send an enquiry instead" },
    });
    expect(paymentSetupRefusal(unknown)).toEqual({
      backTo: 0,
      toast: { title: "Journey to check", description: "We need to check the journey: send an enquiry instead" },
      travel: "unknown-drive",
    });
    const far = problem(400, { error: "Too far.", title: "Too far to book online", code: "beyond-travel" });
    expect(paymentSetupRefusal(far)).toMatchObject({ backTo: 0, travel: "beyond-max-miles" });
    const missing = problem(400, {
      error: "Please enter the venue's postcode.",
      fieldErrors: { eventPostcode: "Please enter the venue's postcode." },
    });
    expect(paymentSetupRefusal(missing)).toEqual({
      backTo: 0,
      toast: { title: "Venue postcode required", description: "Please enter the venue's postcode." },
      travel: undefined,
    });
  });
});

describe("saveWizardBooking", () => {
  it("keeps the paid booking for /checkout before saving it", async () => {
    const details = {
      ...EMPTY_DETAILS,
      selectedServiceIds: [FALLBACK_SERVICES[0]!.id],
      duration: "60",
      eventDate: "2099-05-01",
      startTime: "14:00",
    };
    const payload = bookingDetailsPayload(details, quoteFor(details, FALLBACK_SERVICES, "other"), "other");
    const session = sessionFrom(
      { clientSecret: "pi_demo_1_secret_2", amountPence: 5000 },
      { amount: payload.totalAmount, bookingDetails: payload },
    );
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 201,
      text: async () => JSON.stringify({ id: 5 }),
    })) as unknown as typeof fetch;
    await expect(saveWizardBooking("pi_demo_1", session)).resolves.toEqual({ id: 5 });
    expect(readPendingBooking()).toEqual({
      clientSecret: "pi_demo_1_secret_2",
      amountPence: 5000,
      totalPence: Math.round(payload.totalAmount * 100),
      details: payload,
      holdExpiresAt: null,
      paymentIntentId: "pi_demo_1",
      savedAt: expect.any(Number),
    });
  });
});
