-- The magician's calendar feed (lib/server/calendar-feed): its URL carries an HMAC of the purpose,
-- the user id and this version under LINK_SECRET (else NEXTAUTH_SECRET), so nothing secret is stored;
-- "Make a new link" bumps the version, after which the old URL answers 404.
ALTER TABLE "users" ADD COLUMN "calendarFeedVersion" INTEGER NOT NULL DEFAULT 1;
