-- The client's billing address (a company's, for its VAT invoices), given on a quote and carried
-- to the booking its acceptance makes; documents print it as the buyer's address.
ALTER TABLE "quotes" ADD COLUMN "billingAddress" TEXT;
ALTER TABLE "bookings" ADD COLUMN "billingAddress" TEXT;
