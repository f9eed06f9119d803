// Five customers (five addresses, five e-mails) start checkout at once for five compatible times
// on the same date, against a server whose demo gateway takes DEMO_GATEWAY_LATENCY_MS per call.
// With book first, the gateway calls run after the date's lock is released, so they overlap: all
// five intents arrive in about one gateway latency, not five.
import { addDays, londonToday } from "@/lib/domain/dates";

export interface CheckoutLatency {
  latencyMs: number;
  /** each request's time, ms, in start order */
  each: number[];
  /** the slowest request: when the last customer got its intent */
  allWithinMs: number;
  statuses: number[];
}

const TIMES = ["10:00", "12:30", "15:00", "17:30", "20:00"];

export async function measureCheckoutLatency(
  baseUrl: string,
  serviceId: number,
  latencyMs: number,
  daysAhead = 200,
): Promise<CheckoutLatency> {
  const eventDate = addDays(londonToday(), daysAhead);
  const started = performance.now();
  const results = await Promise.all(
    TIMES.map(async (startTime, index) => {
      const details = {
        clientName: `Bench Customer ${index}`,
        clientEmail: `bench-${index}-${Date.now().toString(36)}@example.com`,
        clientPhone: "07700 900555",
        eventLocation: "Kelvingrove Art Gallery",
        eventAddress: "Argyle St, Glasgow G3 8AG",
        parkingAvailable: true,
        eventType: "birthday",
        eventDate,
        startTime,
        guestCount: 40,
        selectedServices: [serviceId],
        duration: "60",
        paymentType: "one-time",
        termsAccepted: true,
        totalAmount: 275,
      };
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}/api/create-payment-intent`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": `198.18.0.${10 + index}` },
        body: JSON.stringify({ amount: 275, bookingDetails: details }),
      });
      await response.text();
      return { ms: performance.now() - t0, status: response.status };
    }),
  );
  return {
    latencyMs,
    each: results.map((r) => Math.round(r.ms)),
    allWithinMs: Math.round(performance.now() - started),
    statuses: results.map((r) => r.status),
  };
}
