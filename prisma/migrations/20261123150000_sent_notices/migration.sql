-- CreateTable
CREATE TABLE "sent_notices" (
    "key" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sent_notices_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "sent_notices_sentAt_idx" ON "sent_notices"("sentAt");
