-- AlterTable
ALTER TABLE "bookings" ADD COLUMN "manageLinkVersion" INTEGER NOT NULL DEFAULT 1;
