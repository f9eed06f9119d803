-- A booking can be moved by its customer (counted) and its calendar event updated in place
-- (SEQUENCE), and it keeps the version of the terms its customer accepted.
ALTER TABLE "bookings" ADD COLUMN "rescheduleCount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "bookings" ADD COLUMN "icsSequence" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "bookings" ADD COLUMN "termsVersion" TEXT;

-- A booking can now have several payments (the deposit, then the balance): one intent per
-- payment, each knowing how much of it has been refunded.
DROP INDEX "payment_intents_bookingId_key";
CREATE INDEX "payment_intents_bookingId_idx" ON "payment_intents"("bookingId");
ALTER TABLE "payment_intents" ADD COLUMN "refundedPence" INTEGER NOT NULL DEFAULT 0;
