-- CreateTable
CREATE TABLE "calendar_busy_events" (
    "id" SERIAL NOT NULL,
    "source" TEXT NOT NULL,
    "calendar_key" TEXT NOT NULL,
    "occurrence_key" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3) NOT NULL,
    "all_day" BOOLEAN NOT NULL,
    "location" TEXT,
    "postcode" TEXT,
    "synced_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_busy_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "calendar_busy_events_starts_at_ends_at_idx" ON "calendar_busy_events"("starts_at", "ends_at");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_busy_events_source_calendar_key_occurrence_key_key" ON "calendar_busy_events"("source", "calendar_key", "occurrence_key");

