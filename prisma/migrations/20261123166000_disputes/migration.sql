-- A card holder disputed a payment of the booking (Stripe charge.dispute.created).
ALTER TABLE "bookings" ADD COLUMN "disputedAt" TIMESTAMP(3);
ALTER TABLE "bookings" ADD COLUMN "disputeReason" TEXT;
