-- Blocked hours: a time range on one day that the magician is busy (a gig booked elsewhere). The
-- availability rules and the server's booking checks treat it like an active booking of that time
-- (lib/server/availability). The CHECK constraints repeat lib/validation/blocked-hours so a bug in
-- the code cannot store a range that ends before it starts.
CREATE TABLE "blocked_hours" (
    "id" SERIAL NOT NULL,
    "date" TEXT NOT NULL,
    "startTime" TEXT NOT NULL,
    "endTime" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blocked_hours_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "blocked_hours_times_check" CHECK ("startTime" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "endTime" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "endTime" > "startTime")
);

CREATE INDEX "blocked_hours_date_idx" ON "blocked_hours"("date");
