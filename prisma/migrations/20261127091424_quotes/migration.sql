-- CreateTable
CREATE TABLE "quotes" (
    "id" SERIAL NOT NULL,
    "leadId" INTEGER,
    "clientName" TEXT NOT NULL,
    "clientEmail" TEXT NOT NULL,
    "clientPhone" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "eventDate" TEXT NOT NULL,
    "startTime" TEXT NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "eventLocation" TEXT NOT NULL,
    "eventAddress" TEXT,
    "guestCount" INTEGER NOT NULL,
    "lines" JSONB NOT NULL,
    "paymentType" TEXT NOT NULL,
    "expiresOn" TEXT NOT NULL,
    "note" TEXT,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "linkVersion" INTEGER NOT NULL DEFAULT 1,
    "sentAt" TIMESTAMP(3),
    "acceptedAt" TIMESTAMP(3),
    "signedName" TEXT,
    "signedIp" TEXT,
    "signedUserAgent" TEXT,
    "termsVersion" TEXT,
    "agreementSha256" TEXT,
    "agreementText" TEXT,
    "bookingId" INTEGER,
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "quotes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "quotes_bookingId_key" ON "quotes"("bookingId");

-- CreateIndex
CREATE INDEX "quotes_status_createdAt_idx" ON "quotes"("status", "createdAt");

-- CreateIndex
CREATE INDEX "quotes_leadId_idx" ON "quotes"("leadId");

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "leads"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- What the datamodel cannot say: the stored statuses (expired is derived from expiresOn) and plans.
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_check" CHECK ("status" IN ('draft', 'sent', 'accepted', 'paid', 'withdrawn'));
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_paymentType_check" CHECK ("paymentType" IN ('full', 'deposit'));
