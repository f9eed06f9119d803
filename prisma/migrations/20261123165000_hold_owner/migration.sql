-- Who started an unpaid checkout (the client address), so one address cannot hold many places.
-- Counted among live holds only, which the (status, holdExpiresAt) index already narrows.
ALTER TABLE "bookings" ADD COLUMN "holdAddress" TEXT;
