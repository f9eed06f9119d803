-- Travel-aware availability and the distance fee: the magician's home and travel table, each
-- booking's venue postcode (nullable: older bookings are unknown), and the maps service's cached drives.
ALTER TABLE "users" ADD COLUMN "homePostcode" TEXT;
ALTER TABLE "users" ADD COLUMN "travelSettings" JSONB;
ALTER TABLE "bookings" ADD COLUMN "eventPostcode" TEXT;

CREATE TABLE "travel_drives" (
    "fromDistrict" TEXT NOT NULL,
    "toDistrict" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "miles" INTEGER NOT NULL,
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "travel_drives_pkey" PRIMARY KEY ("fromDistrict","toDistrict")
);
