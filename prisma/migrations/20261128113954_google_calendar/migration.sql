-- CreateTable
CREATE TABLE "google_calendar_accounts" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "email" TEXT NOT NULL,
    "refresh_token_sealed" TEXT NOT NULL,
    "calendars" JSONB NOT NULL DEFAULT '[]',
    "sync_requested_at" TIMESTAMP(3),
    "last_sync_at" TIMESTAMP(3),
    "last_error" TEXT,
    "connected_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "google_calendar_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "google_calendar_channels" (
    "calendar_id" TEXT NOT NULL,
    "sync_token" TEXT,
    "channel_id" TEXT,
    "channel_token" TEXT,
    "resource_id" TEXT,
    "channel_expires_at" TIMESTAMP(3),

    CONSTRAINT "google_calendar_channels_pkey" PRIMARY KEY ("calendar_id")
);

-- CreateTable
CREATE TABLE "google_calendar_writes" (
    "booking_id" INTEGER NOT NULL,
    "calendar_id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3) NOT NULL,
    "etag" TEXT,
    "written_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "change_kind" TEXT,
    "change_starts_at" TIMESTAMP(3),
    "change_ends_at" TIMESTAMP(3),
    "change_seen_at" TIMESTAMP(3),

    CONSTRAINT "google_calendar_writes_pkey" PRIMARY KEY ("booking_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "google_calendar_channels_channel_id_key" ON "google_calendar_channels"("channel_id");

-- CreateIndex
CREATE UNIQUE INDEX "google_calendar_writes_event_id_key" ON "google_calendar_writes"("event_id");

