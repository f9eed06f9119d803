-- CreateTable
CREATE TABLE "quote_holds" (
    "id" SERIAL NOT NULL,
    "quote_id" INTEGER NOT NULL,
    "placed_at" TIMESTAMP(3),
    "first_at" TIMESTAMP(3),
    "ended_at" TIMESTAMP(3),
    "ended_reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_holds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "waitlist_entries" (
    "id" SERIAL NOT NULL,
    "event_date" TEXT NOT NULL,
    "client_name" TEXT NOT NULL,
    "client_email" TEXT NOT NULL,
    "email_key" TEXT NOT NULL,
    "client_phone" TEXT,
    "earliest_start" TEXT NOT NULL,
    "latest_start" TEXT NOT NULL,
    "guest_count" INTEGER,
    "note" TEXT,
    "leave_token" TEXT NOT NULL,
    "ended_reason" TEXT,
    "ended_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "waitlist_offers" (
    "id" SERIAL NOT NULL,
    "entry_id" INTEGER NOT NULL,
    "event_date" TEXT NOT NULL,
    "start_time" TEXT NOT NULL,
    "end_time" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "held_until" TIMESTAMP(3),
    "claimed_at" TIMESTAMP(3),
    "booking_id" INTEGER,
    "ended_reason" TEXT,
    "ended_at" TIMESTAMP(3),
    "by_hand" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "waitlist_offers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "quote_holds_quote_id_key" ON "quote_holds"("quote_id");

-- CreateIndex
CREATE INDEX "quote_holds_placed_at_ended_at_idx" ON "quote_holds"("placed_at", "ended_at");

-- CreateIndex
CREATE UNIQUE INDEX "waitlist_entries_leave_token_key" ON "waitlist_entries"("leave_token");

-- CreateIndex
CREATE INDEX "waitlist_entries_event_date_ended_at_idx" ON "waitlist_entries"("event_date", "ended_at");

-- CreateIndex
CREATE UNIQUE INDEX "waitlist_entries_event_date_email_key_key" ON "waitlist_entries"("event_date", "email_key");

-- CreateIndex
CREATE UNIQUE INDEX "waitlist_offers_token_key" ON "waitlist_offers"("token");

-- CreateIndex
CREATE INDEX "waitlist_offers_event_date_ended_at_idx" ON "waitlist_offers"("event_date", "ended_at");

-- CreateIndex
CREATE INDEX "waitlist_offers_entry_id_idx" ON "waitlist_offers"("entry_id");

-- AddForeignKey
ALTER TABLE "quote_holds" ADD CONSTRAINT "quote_holds_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "waitlist_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- One live (unclaimed, not ended) offer per waiting entry: two runs of the matcher can never both offer.
CREATE UNIQUE INDEX "waitlist_offers_one_live_per_entry" ON "waitlist_offers"("entry_id") WHERE "ended_at" IS NULL AND "claimed_at" IS NULL;

-- The client may decline a quote.
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_status_check";
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_check" CHECK ("status" IN ('draft', 'sent', 'accepted', 'paid', 'withdrawn', 'declined'));
