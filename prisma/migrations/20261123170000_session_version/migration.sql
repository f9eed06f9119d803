-- Every session JWT carries the account's session version; a session whose version is not the
-- account's current one is signed out. Signing out, changing or resetting the password bump it.
ALTER TABLE "users" ADD COLUMN "sessionVersion" INTEGER NOT NULL DEFAULT 0;
