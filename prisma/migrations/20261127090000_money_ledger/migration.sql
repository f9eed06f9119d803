-- The money ledger: every charge, refund, returned excess and dispute as one row keyed by the
-- provider's id; refunds asked for as requests first; the demo gateway's own refunds.
CREATE TABLE "money_movements" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "intentId" TEXT NOT NULL,
    "bookingId" INTEGER,
    "amountPence" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "purpose" TEXT NOT NULL DEFAULT 'refund',
    "refundRequestId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "money_movements_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "money_movements_bookingId_idx" ON "money_movements"("bookingId");
CREATE INDEX "money_movements_intentId_idx" ON "money_movements"("intentId");

CREATE TABLE "refund_requests" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER,
    "intentId" TEXT NOT NULL,
    "amountPence" INTEGER NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'refund',
    "origin" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "refundId" TEXT,
    "reason" TEXT,
    "handledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "refund_requests_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "refund_requests_refundId_key" ON "refund_requests"("refundId");
CREATE INDEX "refund_requests_bookingId_idx" ON "refund_requests"("bookingId");
CREATE INDEX "refund_requests_status_createdAt_idx" ON "refund_requests"("status", "createdAt");

CREATE TABLE "demo_refunds" (
    "id" TEXT NOT NULL,
    "intentId" TEXT NOT NULL,
    "amountPence" INTEGER NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "metadata" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "demo_refunds_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "demo_refunds_idempotencyKey_key" ON "demo_refunds"("idempotencyKey");
CREATE INDEX "demo_refunds_intentId_idx" ON "demo_refunds"("intentId");

-- The payments recorded before the ledger: each paid intent becomes its charge; what went back of
-- a credited one, one refund row; a payment flagged as returned (a lost place, a cancelled booking,
-- an excess), one return of all of it. The provider's refund ids were not kept before, so these
-- rows have synthetic ids ("legacy-…"), which no provider id can equal.
INSERT INTO "money_movements" ("id", "kind", "intentId", "bookingId", "amountPence", "status", "purpose", "updatedAt")
SELECT p."id", 'charge', p."id", p."bookingId", p."amountPence", 'succeeded', 'refund', CURRENT_TIMESTAMP
FROM "payment_intents" p WHERE p."status" = 'succeeded' AND p."bookingId" IS NOT NULL;
INSERT INTO "money_movements" ("id", "kind", "intentId", "bookingId", "amountPence", "status", "purpose", "updatedAt")
SELECT 'legacy-refund:' || p."id", 'refund', p."id", p."bookingId", p."refundedPence", 'succeeded', 'refund', CURRENT_TIMESTAMP
FROM "payment_intents" p
WHERE p."status" = 'succeeded' AND p."bookingId" IS NOT NULL AND p."failureReason" IS NULL AND p."refundedPence" > 0;
INSERT INTO "money_movements" ("id", "kind", "intentId", "bookingId", "amountPence", "status", "purpose", "updatedAt")
SELECT 'legacy-return:' || p."id", 'refund', p."id", p."bookingId", p."amountPence", 'succeeded', 'return', CURRENT_TIMESTAMP
FROM "payment_intents" p
WHERE p."status" = 'succeeded' AND p."bookingId" IS NOT NULL AND p."failureReason" IS NOT NULL;
-- A dispute recorded before the ledger stays open until its close arrives (its id was not kept).
INSERT INTO "money_movements" ("id", "kind", "intentId", "bookingId", "amountPence", "status", "purpose", "updatedAt")
SELECT 'legacy-dispute:' || b."id", 'dispute', COALESCE(b."stripePaymentId", 'booking:' || b."id"), b."id",
       ROUND(b."paidAmount" * 100)::int, 'open', 'refund', CURRENT_TIMESTAMP
FROM "bookings" b WHERE b."disputedAt" IS NOT NULL;
