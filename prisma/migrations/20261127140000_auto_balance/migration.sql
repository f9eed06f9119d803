-- Automatic balance: the magician's setting, the client's consent on the booking, the demo
-- gateway's saved cards, and the balance-charge job's attempts.
ALTER TABLE "users" ADD COLUMN "autoBalanceSettings" JSONB;
ALTER TABLE "bookings" ADD COLUMN "autoBalanceConsentAt" TIMESTAMP(3);
ALTER TABLE "bookings" ADD COLUMN "autoBalanceDaysBefore" INTEGER;

CREATE TABLE "demo_cards" (
    "id" TEXT NOT NULL,
    "intentId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "last4" TEXT,
    "declinesOffSession" BOOLEAN NOT NULL DEFAULT false,
    "savedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "demo_cards_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "demo_cards_intentId_key" ON "demo_cards"("intentId");

CREATE TABLE "balance_charges" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "dueOn" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "amountPence" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "intentId" TEXT,
    "failureReason" TEXT,
    "claimedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "balance_charges_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "balance_charges_idempotencyKey_key" ON "balance_charges"("idempotencyKey");
CREATE UNIQUE INDEX "balance_charges_bookingId_dueOn_attempt_key" ON "balance_charges"("bookingId", "dueOn", "attempt");
