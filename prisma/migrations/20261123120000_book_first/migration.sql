-- Book first: the booking row is the slot hold (status awaiting_payment until holdExpiresAt);
-- payment intents no longer carry a JSON draft of the booking.

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN "holdExpiresAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "bookings_status_holdExpiresAt_idx" ON "bookings"("status", "holdExpiresAt");

-- AlterTable
ALTER TABLE "payment_intents" ADD COLUMN "requestHash" TEXT;
UPDATE "payment_intents" SET "requestHash" = "details"->>'requestHash' WHERE "details" ? 'requestHash';

-- Move what is in flight: every booking draft not yet saved becomes a booking awaiting payment
-- (expired when its hold has ended; pending when the provider is still processing it), so a
-- payment that arrives after this migration still finds its booking.
INSERT INTO "bookings" (
  "clientName", "clientEmail", "clientPhone", "eventLocation", "eventAddress", "parkingAvailable",
  "eventType", "eventDate", "startTime", "endTime", "guestCount", "selectedServices", "duration",
  "additionalInfo", "totalAmount", "paidAmount", "barCommission", "paymentType", "paymentStatus",
  "status", "holdExpiresAt", "stripePaymentId", "paymentFailureReason", "source", "barId", "leadId",
  "createdAt", "updatedAt"
)
SELECT
  d->>'clientName', d->>'clientEmail', COALESCE(d->>'clientPhone', ''), d->>'eventLocation', d->>'eventAddress',
  (d->>'parkingAvailable')::boolean, d->>'eventType', d->>'eventDate', d->>'startTime', d->>'endTime',
  COALESCE((d->>'guestCount')::int, 0), COALESCE(d->'selectedServices', '[]'::jsonb), d->>'durationMinutes',
  d->>'additionalInfo', ((d->>'totalPence')::numeric / 100)::decimal(10, 2), 0,
  (COALESCE((d->>'barCommissionPence')::numeric, 0) / 100)::decimal(10, 2), d->>'paymentType', 'pending',
  CASE
    WHEN pi."status" = 'processing' THEN 'pending'
    WHEN pi."holdExpiresAt" > (now() AT TIME ZONE 'UTC') THEN 'awaiting_payment'
    ELSE 'expired'
  END,
  pi."holdExpiresAt", pi."id", pi."failureReason", COALESCE(d->>'source', 'public'),
  (SELECT u."id" FROM "users" u WHERE u."id" = (d->>'barId')::int),
  (SELECT l."id" FROM "leads" l WHERE l."id" = (d->>'leadId')::int AND NOT EXISTS (SELECT 1 FROM "bookings" x WHERE x."leadId" = l."id")),
  pi."createdAt", CURRENT_TIMESTAMP
FROM "payment_intents" pi
CROSS JOIN LATERAL (SELECT pi."details"->'booking' AS d) draft
WHERE pi."purpose" IN ('booking', 'bar-booking')
  AND pi."bookingId" IS NULL
  AND pi."usedAt" IS NULL
  AND pi."status" <> 'canceled'
  AND jsonb_typeof(d) = 'object'
  AND NOT EXISTS (SELECT 1 FROM "bookings" b WHERE b."stripePaymentId" = pi."id");

UPDATE "payment_intents" pi SET "bookingId" = b."id"
FROM "bookings" b
WHERE b."stripePaymentId" = pi."id" AND pi."bookingId" IS NULL;

-- DropIndex
DROP INDEX "payment_intents_eventDate_idx";

-- AlterTable
ALTER TABLE "payment_intents" DROP COLUMN "details",
DROP COLUMN "endTime",
DROP COLUMN "eventDate",
DROP COLUMN "holdExpiresAt",
DROP COLUMN "startTime";

-- CreateIndex
CREATE INDEX "payment_intents_requestHash_idx" ON "payment_intents"("requestHash");
