-- Texts to clients: the consent a booking records (when, and the words shown), the outbox the sms-deliver
-- job sends from (or keeps, without Twilio), and the numbers that replied STOP.
-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "smsConsentAt" TIMESTAMP(3),
ADD COLUMN     "smsConsentWording" TEXT;

-- CreateTable
CREATE TABLE "sms_outbox" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER,
    "kind" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "segments" INTEGER NOT NULL,
    "encoding" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "sendAfter" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "providerId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sms_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sms_opt_outs" (
    "phone" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "optedOutAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sms_opt_outs_pkey" PRIMARY KEY ("phone")
);

-- CreateIndex
CREATE INDEX "sms_outbox_status_sendAfter_idx" ON "sms_outbox"("status", "sendAfter");

-- CreateIndex
CREATE INDEX "sms_outbox_bookingId_idx" ON "sms_outbox"("bookingId");

-- CreateIndex
CREATE INDEX "sms_outbox_createdAt_idx" ON "sms_outbox"("createdAt");

