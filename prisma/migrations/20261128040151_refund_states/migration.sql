-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "failedRefundPence" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "pendingRefundPence" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "money_movements" ADD COLUMN     "failureReason" TEXT,
ADD COLUMN     "resolvedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "demo_refunds" ADD COLUMN     "failureReason" TEXT,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'succeeded';

-- CreateTable
CREATE TABLE "demo_pending_refund_cards" (
    "intentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "demo_pending_refund_cards_pkey" PRIMARY KEY ("intentId")
);


-- A refund still pending at the provider is no longer money returned: it moves from the refunded
-- total to the pending one (the ledger's derivation does the same from now on).
UPDATE "bookings" AS b
SET "pendingRefundPence" = p.pence,
    "refundedPence" = GREATEST(0, b."refundedPence" - p.pence)
FROM (
  SELECT "bookingId", SUM("amountPence")::INTEGER AS pence
  FROM "money_movements"
  WHERE "kind" = 'refund' AND "status" = 'pending' AND "purpose" = 'refund' AND "bookingId" IS NOT NULL
  GROUP BY "bookingId"
) AS p
WHERE b."id" = p."bookingId";
