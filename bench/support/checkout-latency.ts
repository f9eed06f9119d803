// N customers (N addresses, N e-mails) start checkout at once for the same date, against a server
// whose demo gateway takes DEMO_GATEWAY_LATENCY_MS per call. Five ask for the day's five compatible
// times; twenty ask for them four times over, so one of each four gets the time and the others are
// refused (409) by the re-check under the date's lock or, once a winner has committed, before it.
// The gateway is called after the lock is released, so the intents arrive in about one gateway
// latency plus the checkouts' turns under the lock. Each checkout's wait for the date's lock and its
// time holding it come from the server's `checkout_date_lock` log lines.
import os from "node:os";
import { addDays, londonToday } from "@/lib/domain/dates";

export interface LockTiming {
  waitedMs: number;
  heldMs: number;
}

export interface CheckoutLatency {
  latencyMs: number;
  count: number;
  /** each request's time, ms, in start order */
  each: number[];
  /** the slowest request: when the last customer got its answer */
  allWithinMs: number;
  statuses: number[];
  /**
   * per request, in start order: its wait for the date's lock and its time holding it; null for a
   * refused request (see refusedLocks) or when the server logs no timing (a build before it did)
   */
  lock: (LockTiming | null)[];
  /** the refused requests that took the lock, in the order they released it (the others were refused before it) */
  refusedLocks: LockTiming[];
  /** the machine's 1-minute load average before and after the run */
  load: [number, number];
}

// Three hours apart: compatible in any order (2.5 hours apart is not: a booking blocks the time
// 2.5 hours before it, so which of the five got in depended on who took the lock first).
const TIMES = ["09:00", "12:00", "15:00", "18:00", "21:00"];

interface LockLine extends LockTiming {
  bookingId: number | null;
}

/** The server's `checkout_date_lock` lines in `output` (JSON log lines among other output). */
function lockLines(output: string): LockLine[] {
  const lines: LockLine[] = [];
  for (const line of output.split("\n")) {
    if (!line.includes('"checkout_date_lock"')) continue;
    try {
      const parsed = JSON.parse(line) as { bookingId: number | null; waitedMs: number; heldMs: number };
      lines.push({ bookingId: parsed.bookingId, waitedMs: parsed.waitedMs, heldMs: parsed.heldMs });
    } catch {
      // not a whole JSON line
    }
  }
  return lines;
}

export async function measureCheckoutLatency(
  baseUrl: string,
  serviceId: number,
  latencyMs: number,
  daysAhead = 200,
  count = 5,
  serverOutput: () => string = () => "",
): Promise<CheckoutLatency> {
  const eventDate = addDays(londonToday(), daysAhead);
  const outputBefore = serverOutput().length;
  const loadBefore = os.loadavg()[0] ?? 0;
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const details = {
        clientName: `Bench Customer ${index}`,
        clientEmail: `bench-${index}-${Date.now().toString(36)}@example.com`,
        clientPhone: "07700 900555",
        eventLocation: "Kelvingrove Art Gallery",
        eventAddress: "Argyle St, Glasgow G3 8AG",
        parkingAvailable: true,
        eventType: "birthday",
        eventDate,
        startTime: TIMES[index % TIMES.length],
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
      const body = (await response.json().catch(() => null)) as { bookingId?: number } | null;
      const finished = performance.now();
      return { ms: finished - t0, finished, status: response.status, bookingId: body?.bookingId ?? null };
    }),
  );
  const allWithinMs = Math.round(performance.now() - started);
  const loadAfter = os.loadavg()[0] ?? 0;
  // Give the server a moment to flush its last log lines.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const lines = lockLines(serverOutput().slice(outputBefore));
  const byBooking = new Map(lines.filter((l) => l.bookingId !== null).map((l) => [l.bookingId, l]));
  const lock = results.map((r) => (r.bookingId !== null ? (byBooking.get(r.bookingId) ?? null) : null));
  // A refused checkout logs no booking, so its line cannot be told from another refusal's: listed apart.
  const refusedLocks = lines.filter((l) => l.bookingId === null).map(({ waitedMs, heldMs }) => ({ waitedMs, heldMs }));
  return {
    latencyMs,
    count,
    each: results.map((r) => Math.round(r.ms)),
    allWithinMs,
    statuses: results.map((r) => r.status),
    lock: lock.map((l) => (l ? { waitedMs: l.waitedMs, heldMs: l.heldMs } : null)),
    refusedLocks,
    load: [loadBefore, loadAfter],
  };
}
