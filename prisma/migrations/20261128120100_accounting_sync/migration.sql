-- CreateTable
CREATE TABLE "accounting_connections" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "provider" TEXT NOT NULL,
    "access_token_sealed" TEXT NOT NULL,
    "refresh_token_sealed" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "organisations" JSONB NOT NULL DEFAULT '[]',
    "organisation_id" TEXT,
    "organisation_name" TEXT,
    "bank_account_id" TEXT,
    "bank_account_name" TEXT,
    "send_from" TEXT NOT NULL,
    "connected_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "accounting_connections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accounting_sync_items" (
    "id" SERIAL NOT NULL,
    "provider" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "document_number" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "remote_id" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "accounting_sync_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "accounting_sync_items_status_next_attempt_at_idx" ON "accounting_sync_items"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "accounting_sync_items_document_number_idx" ON "accounting_sync_items"("document_number");

-- CreateIndex
CREATE UNIQUE INDEX "accounting_sync_items_provider_organisation_id_key_key" ON "accounting_sync_items"("provider", "organisation_id", "key");

