-- AlterTable
ALTER TABLE "users" ADD COLUMN     "calendarSettings" JSONB;

-- CreateTable
CREATE TABLE "calendar_feeds" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "last_sync_at" TIMESTAMP(3),
    "last_error" TEXT,
    "events" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("id")
);

