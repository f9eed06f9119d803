-- CreateIndex
CREATE INDEX "bookings_barId_updatedAt_idx" ON "bookings"("barId", "updatedAt");
