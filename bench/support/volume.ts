// Realistic data volume for the load benchmark, generated in SQL (fast even for 50,000 rows).
import type { Client } from "pg";

export const BOOKINGS_PER_DAY = 4;
/** Arrival times of the generated bookings: 60-minute shows 2.5 hours apart (buffers respected). */
const SLOTS = ["09:00", "11:30", "14:00", "16:30"];
const ENDS = ["10:00", "12:30", "15:00", "17:30"];

/**
 * `count` bookings, BOOKINGS_PER_DAY a day, on consecutive days ending on `lastDate` and going back
 * in time (count / 4 days: 5,000 bookings cover 3.4 years). Deterministic: a given date gets the
 * same bookings whatever `count` is, so availability can be compared across volumes.
 *
 * With `barIds`, every fifth booking is a partner bar's (source 'bar-service', 15 % commission),
 * the bars taken in turn. `updatedAt` is the creation time, except for the 8 newest-numbered
 * bookings (the last two days), changed "now": what a bar's 30-second poll finds.
 */
export async function insertBookings(
  client: Client,
  count: number,
  lastDate: string,
  barIds: number[] = [],
): Promise<void> {
  await client.query(
    `INSERT INTO bookings ("clientName", "clientEmail", "clientPhone", "eventLocation", "eventType", "eventDate", "startTime", "endTime",
       "guestCount", "selectedServices", "duration", "totalPence", "paidPence", "paymentType", "paymentStatus", "status", "createdAt", "updatedAt",
       "barId", "source", "barCommissionPence")
     SELECT 'Bench Client ' || n, 'client' || n || '@example.com', '07700 ' || lpad((n % 1000000)::text, 6, '0'), 'Glasgow', 'birthday',
       to_char($2::date - (n / ${BOOKINGS_PER_DAY}), 'YYYY-MM-DD'),
       ($3::text[])[n % ${BOOKINGS_PER_DAY} + 1], ($4::text[])[n % ${BOOKINGS_PER_DAY} + 1],
       40, '[{"id":1,"title":"Close-Up Magic","price":250}]'::jsonb, '60', 27500,
       CASE WHEN n % 10 = 3 THEN 13750 ELSE 27500 END,
       CASE WHEN n % 10 = 3 THEN 'deposit' ELSE 'full' END,
       CASE WHEN n % 25 = 7 THEN 'cancelled' ELSE 'completed' END,
       CASE WHEN n % 25 = 7 THEN 'cancelled' ELSE 'confirmed' END,
       ($2::date - (n / ${BOOKINGS_PER_DAY}) - 30)::timestamp,
       CASE WHEN n < 8 THEN now() ELSE LEAST(($2::date - (n / ${BOOKINGS_PER_DAY}) - 30)::timestamp, now() - interval '1 hour') END,
       CASE WHEN n % 5 = 1 AND cardinality($5::int[]) > 0 THEN ($5::int[])[(n / 5) % cardinality($5::int[]) + 1] END,
       CASE WHEN n % 5 = 1 AND cardinality($5::int[]) > 0 THEN 'bar-service' ELSE 'public' END,
       CASE WHEN n % 5 = 1 AND cardinality($5::int[]) > 0 THEN 4125 ELSE 0 END
     FROM generate_series(0, $1 - 1) AS n`,
    [count, lastDate, SLOTS, ENDS, barIds],
  );
}

export async function insertLeads(client: Client, count: number): Promise<void> {
  await client.query(
    `INSERT INTO leads (name, email, phone, "eventType", location, message, status, "createdAt", "updatedAt")
     SELECT 'Lead ' || n, 'lead' || n || '@example.com', '07700 ' || lpad(n::text, 6, '0'), 'wedding', 'Glasgow',
       'We would love some magic at our event.', (ARRAY['new','contacted','converted','rejected'])[n % 4 + 1],
       now() - (n || ' hours')::interval * 13, now()
     FROM generate_series(1, $1) AS n`,
    [count],
  );
}

export async function insertBars(client: Client, count: number): Promise<void> {
  await client.query(
    `INSERT INTO users (username, password, email, role, "barName", "barAddress", "barCity", "barPostcode", "barLatitude", "barLongitude",
       "ownerName", "contactPhone", "registrationPaid", "registrationPaymentId")
     SELECT 'benchbar' || n, '$2b$10$abcdefghijklmnopqrstuuS3nW0b3n0Vq8Y3hJ1kqJz8Xh6pW5u9e', 'bar' || n || '@example.com', 'bar-client',
       'Bench Bar ' || n, n || ' High Street', 'Glasgow', 'G1 1AA', 55.86 + n / 1000.0, -4.25 - n / 1000.0,
       'Owner ' || n, '0141 555 ' || lpad(n::text, 4, '0'), n % 5 <> 0, 'pi_bench_registration_' || n
     FROM generate_series(1, $1) AS n`,
    [count],
  );
}

/** `count` audit rows (status changes), one a minute back from now: the Audit Log tab's history. */
export async function insertAuditLog(client: Client, count: number): Promise<void> {
  await client.query(
    `INSERT INTO audit_log ("actorId", "actorName", action, entity, "entityId", before, after, "createdAt")
     SELECT NULL, 'magician', 'booking.status', 'booking', n::text, '{"status":"pending"}'::jsonb, '{"status":"confirmed"}'::jsonb,
       now() - (n || ' minutes')::interval
     FROM generate_series(1, $1) AS n`,
    [count],
  );
}

/** The ids of the bench's bars (insertBars), first created first. */
export async function benchBarIds(client: Client, count: number): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `SELECT id FROM users WHERE username LIKE 'benchbar%' ORDER BY id LIMIT $1`,
    [count],
  );
  return rows.map((row) => row.id);
}

/** `count` published reviews (the public list shows the newest 50, averaged over all), one per past booking. */
export async function insertPublishedReviews(client: Client, count: number): Promise<void> {
  await client.query(
    `INSERT INTO reviews ("bookingId", rating, text, "displayName", status, "createdAt", "updatedAt")
     SELECT id, 4 + (id % 2), 'A wonderful evening: the guests are still talking about it (' || id || ').',
       CASE WHEN id % 3 = 0 THEN NULL ELSE 'Guest ' || id END, 'published', now() - (id || ' minutes')::interval, now()
     FROM (SELECT id FROM bookings WHERE "eventDate" < to_char(now(), 'YYYY-MM-DD') AND status = 'confirmed'
           ORDER BY id LIMIT $1) AS past`,
    [count],
  );
}
