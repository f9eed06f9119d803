// A customer's booking page (`/booking/{token}`) to measure: either given, or made the way a customer
// makes one, through the public checkout API and the demo gateway (the server must run with
// DEMO_PAYMENTS=1). The token is an HMAC under the server's secret, so the bench cannot forge one: the
// server hands it back as the confirmed payment's `manageUrl`.

/** London date `days` from today as yyyy-MM-dd. */
function londonDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const [y = NaN, m = NaN, d = NaN] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function post(origin: string, path: string, data: unknown): Promise<{ status: number; body: unknown }> {
  // Same-origin POSTs only: production refuses a state-changing call from any other Origin.
  const response = await fetch(origin + path, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(data),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/**
 * A paid deposit booking (Close-Up Magic, 60 minutes, £275, £137.50 paid) on a free day 200 to 300 days
 * ahead: its page offers every section a customer can see (details, pay the balance, move, cancel).
 * Returns the page's path.
 */
export async function createBookingPage(origin: string): Promise<string> {
  const services = (await (await fetch(`${origin}/api/services`)).json()) as { id: number; title: string }[];
  const service = services.find((s) => s.title === "Close-Up Magic") ?? services[0];
  if (!service) throw new Error("The server lists no services to book.");
  let lastError = "";
  for (let attempt = 0; attempt < 5; attempt++) {
    const bookingDetails = {
      eventDate: londonDate(200 + Math.floor(Math.random() * 100)),
      clientName: "Lighthouse Bench",
      clientEmail: `lighthouse-${Date.now()}@example.com`,
      clientPhone: "07700 900123",
      eventLocation: "Kelvingrove Art Gallery",
      eventAddress: "Argyle St, Glasgow G3 8AG",
      parkingAvailable: true,
      eventType: "birthday",
      startTime: "14:00",
      guestCount: 40,
      selectedServices: [{ id: service.id, title: service.title, price: 250 }],
      duration: "60",
      paymentType: "deposit",
      depositAgreement: true,
      termsAccepted: true,
      totalAmount: 275,
    };
    const intent = await post(origin, "/api/create-payment-intent", { amount: 275, bookingDetails });
    if (intent.status === 409) continue; // that day is taken: try another
    if (intent.status !== 200) {
      lastError = `create-payment-intent answered ${intent.status}: ${JSON.stringify(intent.body)}`;
      break;
    }
    const { clientSecret } = intent.body as { clientSecret: string };
    const confirmed = await post(origin, "/api/demo-payments/confirm", { clientSecret });
    if (confirmed.status !== 200) {
      lastError = `demo-payments/confirm answered ${confirmed.status} (is DEMO_PAYMENTS=1 set on the server?)`;
      break;
    }
    return new URL((confirmed.body as { manageUrl: string }).manageUrl).pathname;
  }
  throw new Error(`Could not make a booking to measure its page: ${lastError || "every day tried was taken"}.`);
}
