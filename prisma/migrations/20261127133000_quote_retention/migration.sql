-- Quotes hold a client's contact details and, once signed, where they signed from: retention
-- anonymises them after their period and records when.
ALTER TABLE "quotes" ADD COLUMN "anonymisedAt" TIMESTAMP(3);
