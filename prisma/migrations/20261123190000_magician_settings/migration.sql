-- The magician's settings (lib/server/settings): the display name, the business address and the Google
-- review link join the contact e-mail and phone already on the magician's account row. NULL means never
-- set, so today's values still apply (the site's name; MAGICIAN_PHONE when the phone is NULL; GOOGLE_REVIEW_URL);
-- an empty string is a value the magician cleared.
ALTER TABLE "users" ADD COLUMN "displayName" TEXT;
ALTER TABLE "users" ADD COLUMN "businessAddress" TEXT;
ALTER TABLE "users" ADD COLUMN "googleReviewUrl" TEXT;
