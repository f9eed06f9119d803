-- Receipts, VAT invoices and credit notes: one numbered document a payment received or refunded,
-- numbered from one gap-free sequence per London calendar year; the seller's legal name and VAT number.
ALTER TABLE "users" ADD COLUMN "legalName" TEXT;
ALTER TABLE "users" ADD COLUMN "vatNumber" TEXT;

CREATE TABLE "documents" (
    "id" SERIAL NOT NULL,
    "number" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "movementId" TEXT NOT NULL,
    "intentId" TEXT NOT NULL,
    "bookingId" INTEGER,
    "barUserId" INTEGER,
    "creditsNumber" TEXT,
    "amountPence" INTEGER NOT NULL,
    "vatPence" INTEGER NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "seller" JSONB NOT NULL,
    "buyer" JSONB NOT NULL,
    "lines" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "documents_number_key" ON "documents"("number");
CREATE UNIQUE INDEX "documents_movementId_key" ON "documents"("movementId");
CREATE UNIQUE INDEX "documents_year_sequence_key" ON "documents"("year", "sequence");
CREATE INDEX "documents_bookingId_idx" ON "documents"("bookingId");
CREATE INDEX "documents_issuedAt_idx" ON "documents"("issuedAt");

CREATE TABLE "document_counters" (
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "document_counters_pkey" PRIMARY KEY ("year")
);
