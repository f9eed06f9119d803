-- The mileage log: journeys entered by hand, and corrections of the journeys derived from bookings.
-- CreateTable
CREATE TABLE "mileage_journeys" (
    "id" SERIAL NOT NULL,
    "date" TEXT NOT NULL,
    "from_place" TEXT NOT NULL,
    "to_place" TEXT NOT NULL,
    "miles" INTEGER NOT NULL,
    "purpose" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "mileage_journeys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mileage_corrections" (
    "booking_id" INTEGER NOT NULL,
    "miles" INTEGER NOT NULL,
    "purpose" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "mileage_corrections_pkey" PRIMARY KEY ("booking_id")
);

-- CreateIndex
CREATE INDEX "mileage_journeys_date_idx" ON "mileage_journeys"("date");
